package io.redeemdesk.config;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One documented configuration key: its name in the properties files, its built-in default (null: unset) and
 * the rule its values must follow. Its environment variable is derived from the name. A name holding
 * {@value #NAME_SLOT} is a family of keys, one per name an operator picks ({@code events.webhook.<name>.url}):
 * names are 1 to 32 lower-case letters and digits.
 */
public record ConfigKey<T>(String name, String defaultValue, ValueRule<T> rule) {

    public static final String ENV_PREFIX = "REDEEMDESK_";
    public static final String NAME_SLOT = "<name>";
    private static final String NAME = "([a-z0-9]{1,32})";

    /** True for a family of keys ({@value #NAME_SLOT} in the name). */
    public boolean isFamily() {
        return name.contains(NAME_SLOT);
    }

    /** For a family, the picked name in {@code key} when {@code key} belongs to it. */
    public Optional<String> nameIn(String key) {
        if (!isFamily()) {
            return Optional.empty();
        }
        return slot(key, Pattern.quote(before()) + NAME + Pattern.quote(after()), false);
    }

    /** For a family, the key an environment variable of it sets ({@code REDEEMDESK_EVENTS_WEBHOOK_ERP_URL}). */
    public Optional<String> keyOfVariable(String variable) {
        if (!isFamily()) {
            return Optional.empty();
        }
        return slot(variable, Pattern.quote(ENV_PREFIX + upper(before())) + NAME.toUpperCase(Locale.ROOT)
                + Pattern.quote(upper(after())), true).map(n -> before() + n + after());
    }

    private static Optional<String> slot(String text, String regex, boolean lowerCase) {
        Matcher m = Pattern.compile(regex).matcher(text);
        return m.matches() ? Optional.of(lowerCase ? m.group(1).toLowerCase(Locale.ROOT) : m.group(1))
                : Optional.empty();
    }

    private String before() {
        return name.substring(0, name.indexOf(NAME_SLOT));
    }

    private String after() {
        return name.substring(name.indexOf(NAME_SLOT) + NAME_SLOT.length());
    }

    private static String upper(String part) {
        return part.toUpperCase(Locale.ROOT).replace('.', '_').replace('-', '_');
    }

    /** {@code log.level} → {@code REDEEMDESK_LOG_LEVEL}. */
    public String envName() {
        return ENV_PREFIX + name.toUpperCase(Locale.ROOT).replace('.', '_').replace('-', '_');
    }
}
