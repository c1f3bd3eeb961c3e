package io.redeemdesk.client.scan;

import java.util.regex.Pattern;

/**
 * Cleans a raw scan into a code: control characters dropped, an AIM symbology identifier ({@code ]Q1},
 * {@code ]C0}, {@code ]E0} …) removed, and the configured prefix and suffix stripped.
 */
public final class ScanText {
    private static final Pattern AIM = Pattern.compile("^\\][A-Za-z][0-9A-Za-z]");

    private final String prefix;
    private final String suffix;

    public ScanText(String prefix, String suffix) {
        this.prefix = prefix == null ? "" : prefix;
        this.suffix = suffix == null ? "" : suffix;
    }

    public String clean(String raw) {
        StringBuilder printable = new StringBuilder(raw.length());
        raw.codePoints().filter(cp -> !Character.isISOControl(cp)).forEach(printable::appendCodePoint);
        String text = printable.toString();
        if (!prefix.isEmpty() && text.startsWith(prefix)) {
            text = text.substring(prefix.length());
        }
        if (!suffix.isEmpty() && text.endsWith(suffix)) {
            text = text.substring(0, text.length() - suffix.length());
        }
        text = AIM.matcher(text).replaceFirst("");
        return text.strip();
    }
}
