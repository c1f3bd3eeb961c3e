package io.redeemdesk.client.cashier;

import io.redeemdesk.client.outbox.EngineReason;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * The cashier screen's words in the chosen language ({@code messages.properties}, {@code messages_zh_CN}),
 * formatted with {@link MessageFormat}. A missing key shows as the key itself rather than failing a scan.
 */
public final class Messages {
    /** The cashier screen's bundle. */
    public static final String BUNDLE = "io.redeemdesk.client.cashier.messages";

    private final ResourceBundle bundle;

    private Messages(ResourceBundle bundle) {
        this.bundle = bundle;
    }

    /** English for any locale without its own bundle; Simplified Chinese for {@code zh}. */
    public static Messages forLocale(Locale locale) {
        return of(BUNDLE, locale);
    }

    /** The words of another screen ({@code baseName} as for {@link ResourceBundle#getBundle(String)}). */
    public static Messages of(String baseName, Locale locale) {
        return new Messages(ResourceBundle.getBundle(baseName, locale,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES)));
    }

    public Locale locale() {
        return bundle.getLocale();
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
        return args.length == 0 ? pattern : new MessageFormat(pattern, bundle.getLocale()).format(args);
    }
}
