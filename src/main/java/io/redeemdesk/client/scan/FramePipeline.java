package io.redeemdesk.client.scan;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * What happens to one camera frame: the guide-box region is turned grey (the only conversion), read with the
 * cheap {@link DecodePass#PLAIN} pass, then with the extra passes while the frame budget lasts. The extra
 * passes take turns across frames — frame 1 tries harder, frame 2 inverted, frame 3 rotated … — because a code
 * held up to a camera is in many consecutive frames: every pass gets its chance within a few frames, and no
 * single frame costs more than the budget. Not thread-safe: one per decoding thread.
 */
public final class FramePipeline {
    static final List<DecodePass> EXTRA_PASSES = List.of(DecodePass.TRY_HARDER, DecodePass.HALVED,
            DecodePass.INVERTED, DecodePass.ROTATED_30, DecodePass.STRETCHED, DecodePass.ROTATED_150,
            DecodePass.ROTATED_90, DecodePass.GLOBAL_THRESHOLD, DecodePass.ROTATED_60, DecodePass.ROTATED_120);

    private final CodeDecoder decoder;
    private final GuideBox guideBox;
    private final long budgetNanos;
    private final LongSupplier nanoClock;
    private int nextExtra;

    public FramePipeline(CodeDecoder decoder, GuideBox guideBox, Duration budget, LongSupplier nanoClock) {
        this.decoder = decoder;
        this.guideBox = guideBox;
        this.budgetNanos = budget.toNanos();
        this.nanoClock = nanoClock;
    }

    public Optional<DecodedCode> decode(Frame frame) {
        long start = nanoClock.getAsLong();
        GrayImage region = GrayImage.of(frame, guideBox.region(frame.width(), frame.height()));
        Optional<DecodedCode> code = decoder.decode(region, DecodePass.PLAIN);
        for (int tried = 0; code.isEmpty() && tried < EXTRA_PASSES.size()
                && nanoClock.getAsLong() - start < budgetNanos; tried++) {
            code = decoder.decode(region, EXTRA_PASSES.get(nextExtra));
            nextExtra = (nextExtra + 1) % EXTRA_PASSES.size();
        }
        return code;
    }
}
