package io.redeemdesk.config;

/** One key's text as one source gave it, before it is checked. */
public record ConfigValue(String key, String raw, ConfigSource source) {
}
