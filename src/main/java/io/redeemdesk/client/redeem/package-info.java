/**
 * The redeem engine: the foreground redeem and the sale engine, the drain, retries, offline policy, storage
 * recovery and engine status; the outbox itself is {@code client.outbox}.
 * Must not import server, cli, JavaFX or the screens.
 */
package io.redeemdesk.client.redeem;
