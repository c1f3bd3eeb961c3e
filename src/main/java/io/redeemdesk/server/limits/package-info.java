/**
 * Rate limits of the service (RateLimits, the configured rates): per terminal on each node, and the limits shared by every node in the database
 * (unknown codes per terminal, enrollment attempts per address).
 * Must not import client, cli, config or JavaFX.
 */
package io.redeemdesk.server.limits;
