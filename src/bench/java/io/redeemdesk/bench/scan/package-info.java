/**
 * Synthetic camera pictures for {@code bench decode}, {@code bench decode-quality} and the scanner tests: rendered
 * codes, damage, counter scenes, the seeded decode-quality corpus (photos rendered through a pinhole camera) and the
 * zxing-cpp peer it is compared with (zxing-wasm run by node).
 * May import {@code client.scan} and ZXing; never {@code server..} or JavaFX.
 */
package io.redeemdesk.bench.scan;
