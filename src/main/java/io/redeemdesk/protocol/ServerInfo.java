package io.redeemdesk.protocol;

/**
 * Body of {@code GET /v1/info}: what a client must know about the service before it retries old actions.
 *
 * @param keyRetentionHours how long the service keeps an idempotency record; a client holds actions older than
 *                          this for a manager instead of re-sending them blindly
 */
public record ServerInfo(String service, String version, long keyRetentionHours, String serverTime) {
}
