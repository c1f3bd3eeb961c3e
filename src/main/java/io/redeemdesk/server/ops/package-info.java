/**
 * The service's metrics (latency histograms, counters).
 * Must not import client, cli, config or JavaFX.
 */
package io.redeemdesk.server.ops;
