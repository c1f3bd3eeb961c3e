/**
 * The redeem engine: the outbox (SQLite, one writer), the drain, retries, offline policy and engine status.
 * Must not import server, cli, JavaFX or the screens.
 */
package io.redeemdesk.client.redeem;
