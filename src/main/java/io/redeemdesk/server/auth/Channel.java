package io.redeemdesk.server.auth;

/**
 * A web shop or app allowed to claim campaign vouchers for its customers (never to redeem).
 *
 * @param name the name given at {@code server create-channel-token}
 */
public record Channel(String name) {
    /** Prefix of a channel's idempotency scope in {@code idempotency_records.terminal_id}. */
    public static final String SCOPE_PREFIX = "channel:";

    /** The channel's idempotency scope and transition actor: {@code channel:<name>}. */
    public String scope() {
        return SCOPE_PREFIX + name;
    }
}
