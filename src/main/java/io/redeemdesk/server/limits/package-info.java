/**
 * Rate limits of the service (per till, per enrollment source).
 * Must not import client, cli, config or JavaFX.
 */
package io.redeemdesk.server.limits;
