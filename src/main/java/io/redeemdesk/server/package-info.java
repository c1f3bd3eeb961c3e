/**
 * The redemption service's composition root, its options and rate-limit settings.
 * Must not import client, cli, config or JavaFX.
 */
package io.redeemdesk.server;
