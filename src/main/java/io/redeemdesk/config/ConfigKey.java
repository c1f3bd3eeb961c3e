package io.redeemdesk.config;

import java.util.Locale;

/**
 * One documented configuration key: its name in the properties files, its built-in default (null: unset) and
 * the rule its values must follow. Its environment variable is derived from the name.
 */
public record ConfigKey<T>(String name, String defaultValue, ValueRule<T> rule) {

    public static final String ENV_PREFIX = "REDEEMDESK_";

    /** {@code log.level} → {@code REDEEMDESK_LOG_LEVEL}. */
    public String envName() {
        return ENV_PREFIX + name.toUpperCase(Locale.ROOT).replace('.', '_').replace('-', '_');
    }
}
