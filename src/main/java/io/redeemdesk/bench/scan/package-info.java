/**
 * Synthetic camera pictures for {@code bench decode} and the scanner tests: rendered codes, damage, counter scenes.
 * May import {@code client.scan} and ZXing; never {@code server..} or JavaFX.
 */
package io.redeemdesk.bench.scan;
