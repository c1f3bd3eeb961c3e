package io.redeemdesk.client.scan;

import io.redeemdesk.protocol.VoucherCode;

import java.util.List;
import java.util.Optional;

/**
 * What the scanner self-test shows about one burst of keys: the raw characters (control characters made
 * visible), the gap before each key, whether it was read as a scan or as typing, and what the parser made of it.
 *
 * @param visibleRaw the raw characters with control characters written as {@code <GS>}, {@code <0x1B>} …
 * @param gapsMillis the gap before each key after the first (and before the terminator, for a scan)
 * @param problem    why the parsed code is not a voucher code, if it is not
 */
public record ScanTrace(String visibleRaw, List<Double> gapsMillis, boolean scan, double largestGapMillis,
                        ScanText.Parsed parsed, Optional<VoucherCode.Problem> problem,
                        Optional<KeyboardLayoutHint.Hint> layoutHint) {

    public static ScanTrace of(WedgeDetector.Scan scan, ScanText parser) {
        return of(scan.raw(), scan.gapsNanos(), true, parser);
    }

    public static ScanTrace of(WedgeDetector.Typed typed, ScanText parser) {
        return of(typed.text(), typed.gapsNanos(), false, parser);
    }

    private static ScanTrace of(String raw, List<Long> gapsNanos, boolean scan, ScanText parser) {
        List<Double> gaps = gapsNanos.stream().map(n -> n / 1_000_000.0).toList();
        double largest = gaps.stream().mapToDouble(Double::doubleValue).max().orElse(0);
        ScanText.Parsed parsed = parser.parse(raw);
        return new ScanTrace(visible(raw), gaps, scan, largest, parsed, VoucherCode.check(parsed.code()),
                KeyboardLayoutHint.explain(parsed.code()));
    }

    static String visible(String raw) {
        StringBuilder out = new StringBuilder();
        raw.codePoints().forEach(cp -> {
            if (cp == 0x1D) {
                out.append("<GS>");
            } else if (Character.isISOControl(cp)) {
                out.append(String.format("<0x%02X>", cp));
            } else {
                out.appendCodePoint(cp);
            }
        });
        return out.toString();
    }
}
