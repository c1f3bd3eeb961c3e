package io.redeemdesk.client.scan;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Cleans a raw scan into a code: control characters dropped, an AIM symbology identifier ({@code ]Q1},
 * {@code ]C0}, {@code ]E0} …) removed, and the configured prefix and suffix stripped. Scanners put the AIM
 * identifier either before or after a configured prefix, so both orders are accepted.
 */
public final class ScanText {
    private static final Pattern AIM = Pattern.compile("^\\][A-Za-z][0-9A-Za-z]");

    private final String prefix;
    private final String suffix;

    public ScanText(String prefix, String suffix) {
        this.prefix = prefix == null ? "" : prefix;
        this.suffix = suffix == null ? "" : suffix;
    }

    /**
     * What was found in one raw scan.
     *
     * @param code            the text left for the voucher check
     * @param aimId           the AIM symbology identifier, or empty
     * @param controlsDropped how many control characters were removed
     */
    public record Parsed(String code, String aimId, boolean prefixFound, boolean suffixFound, int controlsDropped) {
    }

    public String clean(String raw) {
        return parse(raw).code();
    }

    public Parsed parse(String raw) {
        StringBuilder printable = new StringBuilder(raw.length());
        raw.codePoints().filter(cp -> !Character.isISOControl(cp)).forEach(printable::appendCodePoint);
        int controls = raw.length() - printable.length();
        String text = printable.toString();
        String aim = aimAtStart(text);
        text = text.substring(aim.length());
        boolean prefixFound = !prefix.isEmpty() && text.startsWith(prefix);
        if (prefixFound) {
            text = text.substring(prefix.length());
        }
        if (aim.isEmpty()) {
            aim = aimAtStart(text);
            text = text.substring(aim.length());
        }
        boolean suffixFound = !suffix.isEmpty() && text.endsWith(suffix);
        if (suffixFound) {
            text = text.substring(0, text.length() - suffix.length());
        }
        return new Parsed(text.strip(), aim, prefixFound, suffixFound, controls);
    }

    private static String aimAtStart(String text) {
        Matcher m = AIM.matcher(text);
        return m.find() ? m.group() : "";
    }
}
