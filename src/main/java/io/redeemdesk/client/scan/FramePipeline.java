package io.redeemdesk.client.scan;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * What happens to one camera frame: the guide-box region is turned grey (the only conversion) and read at half
 * size, which is cheap and reads the large codes a camera sees (the 2x2 mean also halves sensor noise). If that
 * finds nothing and the frame budget allows, one more pass runs: on even turns the full-size region (small or
 * distant codes), on odd turns the next of the extra passes (harder, inverted, rotated, stretched …) on the
 * half-size region. A code held up to a camera is in many consecutive frames, so every pass gets its turn within
 * a few frames while each frame costs about two cheap passes. Regions narrower than {@value #HALVING_WIDTH} px
 * are not halved. When {@value #HARDER_AFTER} frames in a row gave nothing (a code held at an angle, small, on a
 * phone screen …), that frame and then every {@value #HARDER_EVERY}th also get the harder pass (about 30 ms on a
 * 720p guide box, so at most one frame in {@value #HARDER_EVERY} runs late) the still decoder ends with: the
 * codes the locator finds in the full-size region, each warped upright and frontal ({@link RectifiedViews}). A code
 * read on any of those frames is told once by the {@link CodeDebouncer}. Not thread-safe: one per decoding thread.
 */
public final class FramePipeline {
    static final int HALVING_WIDTH = 640;
    static final List<DecodePass> EXTRA_PASSES = List.of(DecodePass.TRY_HARDER, DecodePass.INVERTED,
            DecodePass.ROTATED_30, DecodePass.STRETCHED, DecodePass.ROTATED_150, DecodePass.ROTATED_90,
            DecodePass.GLOBAL_THRESHOLD, DecodePass.ROTATED_60, DecodePass.SHARPENED, DecodePass.ROTATED_120);
    static final int HARDER_AFTER = 8;
    static final int HARDER_EVERY = 16;
    private static final List<DecodePass> HARDER_PASSES = List.of(DecodePass.PLAIN, DecodePass.INVERTED);

    private final CodeDecoder decoder;
    private final GuideBox guideBox;
    private final long budgetNanos;
    private final LongSupplier nanoClock;
    private int turn;
    private int nextExtra;
    private int misses;

    public FramePipeline(CodeDecoder decoder, GuideBox guideBox, Duration budget, LongSupplier nanoClock) {
        this.decoder = decoder;
        this.guideBox = guideBox;
        this.budgetNanos = budget.toNanos();
        this.nanoClock = nanoClock;
    }

    public Optional<DecodedCode> decode(Frame frame) {
        long start = nanoClock.getAsLong();
        GrayImage region = GrayImage.of(frame, guideBox.region(frame.width(), frame.height()));
        Optional<DecodedCode> code = quickPasses(region, start);
        if (code.isPresent()) {
            misses = 0;
            return code;
        }
        misses++;
        boolean harder = misses == HARDER_AFTER
                || misses > HARDER_AFTER && (misses - HARDER_AFTER) % HARDER_EVERY == 0;
        return harder ? harderPass(region) : code;
    }

    private Optional<DecodedCode> quickPasses(GrayImage region, long start) {
        GrayImage small = region.width() >= HALVING_WIDTH ? region.halved() : region;
        Optional<DecodedCode> code = decoder.decode(small, DecodePass.PLAIN);
        if (code.isPresent() || nanoClock.getAsLong() - start >= budgetNanos) {
            return code;
        }
        if (turn++ % 2 == 0 && small != region) {
            return decoder.decode(region, DecodePass.PLAIN);
        }
        DecodePass extra = EXTRA_PASSES.get(nextExtra);
        nextExtra = (nextExtra + 1) % EXTRA_PASSES.size();
        return decoder.decode(small, extra);
    }

    private Optional<DecodedCode> harderPass(GrayImage region) {
        for (GrayImage view : RectifiedViews.of(region)) {
            for (DecodePass pass : HARDER_PASSES) {
                Optional<DecodedCode> code = decoder.decode(view, pass);
                if (code.isPresent()) {
                    return code;
                }
            }
        }
        return Optional.empty();
    }
}
