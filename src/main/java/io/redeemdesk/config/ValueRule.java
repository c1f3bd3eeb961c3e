package io.redeemdesk.config;

/**
 * How one configuration key's text becomes a value, and what a support person is told is allowed when it
 * cannot.
 *
 * @param <T> the parsed value's type
 */
public interface ValueRule<T> {

    /** Parses {@code raw}; throws {@link IllegalArgumentException} when it is not allowed. */
    T parse(String raw);

    /** What is allowed, in words: {@code "a duration between 100ms and 5m, like 2s"}. */
    String allowed();
}
