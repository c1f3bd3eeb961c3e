/**
 * The {@code bench …} command group (server, claims, client, log, scan, decode, decode-quality, startup, events) and its helpers; each prints one JSON line last.
 * May import product and other bench packages; no JavaFX (the scan window lives in {@code bench.ui}).
 */
package io.redeemdesk.bench.cli;
