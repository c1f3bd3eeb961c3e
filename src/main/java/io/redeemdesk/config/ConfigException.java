package io.redeemdesk.config;

import java.util.List;

/**
 * A configuration that must stop start-up. Each problem names the key, the value, where it came from and what
 * is allowed, so a support person can fix it without reading code.
 */
public final class ConfigException extends RuntimeException {
    private final List<String> problems;

    public ConfigException(List<String> problems) {
        super("The configuration is not valid; RedeemDesk did not start:\n  - " + String.join("\n  - ", problems));
        this.problems = List.copyOf(problems);
    }

    public static ConfigException invalid(ConfigValue value, String allowed) {
        return new ConfigException(List.of(describe(value, allowed)));
    }

    /**
     * {@code log.level = "LOUD" (from environment variable REDEEMDESK_LOG_LEVEL) is not allowed; allowed: …}.
     * Token and secret values are never repeated.
     */
    public static String describe(ConfigValue value, String allowed) {
        String shown = value.key().endsWith(".token") || value.key().contains(".secret") ? "(value hidden)"
                : "\"" + value.raw() + "\"";
        return value.key() + " = " + shown + " (from " + value.source() + ") is not allowed; allowed: "
                + allowed;
    }

    public List<String> problems() {
        return problems;
    }
}
