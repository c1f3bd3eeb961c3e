package io.redeemdesk.server.console;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * The console's words in one language. A key is looked up in {@code console/messages_<lang>.properties}, then in
 * the bundle of its first part: {@code templates.title} in {@code console/templates_<lang>.properties}, so each
 * page keeps its words in a file of its own. Bundles are UTF-8. A missing key shows as {@code ??key??}.
 */
public final class Messages {
    private static final String MAIN = "console.messages";
    private static final ResourceBundle.Control EXACT = ResourceBundle.Control.getNoFallbackControl(
            ResourceBundle.Control.FORMAT_PROPERTIES);

    private final Language language;
    private final Locale locale;

    public Messages(Language language) {
        this.language = language;
        this.locale = Locale.forLanguageTag(language.tag());
    }

    public Language language() {
        return language;
    }

    /** The text of {@code key}, its {@code {0}}… placeholders filled with {@code args}. */
    public String text(String key, Object... args) {
        String pattern = pattern(key);
        return args.length == 0 ? pattern : new MessageFormat(pattern, locale).format(args);
    }

    /** True when {@code key} has a text in this language. */
    public boolean has(String key) {
        return find(key) != null;
    }

    private String pattern(String key) {
        String found = find(key);
        return found != null ? found : "??" + key + "??";
    }

    private String find(String key) {
        String found = lookUp(MAIN, key);
        int dot = key.indexOf('.');
        if (found == null && dot > 0) {
            found = lookUp("console." + key.substring(0, dot), key);
        }
        return found;
    }

    private String lookUp(String bundle, String key) {
        try {
            ResourceBundle words = ResourceBundle.getBundle(bundle, locale, Messages.class.getClassLoader(), EXACT);
            return words.containsKey(key) ? words.getString(key) : null;
        } catch (MissingResourceException e) {
            return null;
        }
    }
}
