package io.redeemdesk.client.text;

import io.redeemdesk.client.outbox.EngineReason;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * A screen's words in the till's language (its {@code messages.properties}, {@code messages_zh_CN}), formatted
 * with {@link MessageFormat}; the cashier and the manager each have a bundle and share this reader, the engine's
 * reasons and {@link Money}. A missing key shows as the key itself rather than failing a scan.
 */
public final class Messages {
    private final ResourceBundle bundle;
    private final Locale locale;

    private Messages(ResourceBundle bundle, Locale locale) {
        this.bundle = bundle;
        this.locale = locale;
    }

    /**
     * The words of a screen ({@code baseName} as for {@link ResourceBundle#getBundle(String)}): English for any
     * locale without its own bundle, Simplified Chinese for {@code zh}.
     */
    public static Messages of(String baseName, Locale locale) {
        return new Messages(ResourceBundle.getBundle(baseName, locale,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES)), locale);
    }

    /** The till's locale (not the bundle's, which is the root one for English): money and numbers follow it. */
    public Locale locale() {
        return locale;
    }

    /** An amount in this locale's one money style ({@link Money#format}). */
    public String money(long cents, String currency) {
        return Money.format(locale, cents, currency);
    }

    /**
     * A reason the engine stored ({@link EngineReason#phrase()}) in this bundle's words; the service's own words
     * in it (its problem title and detail) and text the engine does not phrase stay as they are, as data.
     */
    public String reason(String stored) {
        EngineReason reason = EngineReason.read(stored);
        if (reason == null) {
            return "";
        }
        Object[] args = reason.args();
        if (reason.kind() == EngineReason.Kind.OFFLINE_CONFLICT
                || reason.kind() == EngineReason.Kind.OFFLINE_CONFLICT_ELSEWHERE) {
            args[0] = text("reason.verdict." + args[0]);
        } else if (reason.kind() == EngineReason.Kind.CANNOT_VERIFY) {
            args[0] = text("store policy".equals(args[0]) ? "reason.policy.store" : "reason.policy.capReached");
            args[1] = reason((String) args[1]);
        }
        return text(reason.key(), args);
    }

    public String text(String key, Object... args) {
        String pattern;
        try {
            pattern = bundle.getString(key);
        } catch (MissingResourceException e) {
            return key;
        }
        return args.length == 0 ? pattern : new MessageFormat(pattern, locale).format(args);
    }
}
