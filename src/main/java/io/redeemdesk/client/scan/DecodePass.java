package io.redeemdesk.client.scan;

import java.util.function.UnaryOperator;

/**
 * One way of looking at a picture. {@link #PLAIN} is cheap and reads most codes held up to a camera; the others
 * are what real photos need — glare and blur, faded print, white-on-black codes, codes held sideways or tilted,
 * codes too large or too small for the binarizer's blocks.
 */
public enum DecodePass {
    PLAIN(UnaryOperator.identity(), false, false, false),
    TRY_HARDER(UnaryOperator.identity(), true, false, false),
    HALVED(GrayImage::halved, true, false, false),
    STRETCHED(GrayImage::stretched, true, false, false),
    INVERTED(UnaryOperator.identity(), true, true, false),
    /** Turned pictures help codes read along rows, and ZXing's Aztec and PDF417 detectors that miss tilted codes. */
    ROTATED_90(GrayImage::rotated90, true, false, false),
    ROTATED_30(image -> image.rotated(30), true, false, false),
    ROTATED_150(image -> image.rotated(150), true, false, false),
    ROTATED_60(image -> image.rotated(60), true, false, false),
    ROTATED_120(image -> image.rotated(120), true, false, false),
    GLOBAL_THRESHOLD(UnaryOperator.identity(), true, false, true),
    SHARPENED(GrayImage::sharpened, true, false, false),
    DOUBLED(GrayImage::doubled, true, false, false),
    PURE_BARCODE(UnaryOperator.identity(), false, false, false);

    private final UnaryOperator<GrayImage> prepare;
    private final boolean tryHarder;
    private final boolean inverted;
    private final boolean globalThreshold;

    DecodePass(UnaryOperator<GrayImage> prepare, boolean tryHarder, boolean inverted, boolean globalThreshold) {
        this.prepare = prepare;
        this.tryHarder = tryHarder;
        this.inverted = inverted;
        this.globalThreshold = globalThreshold;
    }

    GrayImage prepare(GrayImage image) {
        return prepare.apply(image);
    }

    boolean tryHarder() {
        return tryHarder;
    }

    boolean inverted() {
        return inverted;
    }

    boolean globalThreshold() {
        return globalThreshold;
    }

    boolean rotates() {
        return name().startsWith("ROTATED_");
    }
}
