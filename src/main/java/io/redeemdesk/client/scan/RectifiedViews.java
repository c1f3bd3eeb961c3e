package io.redeemdesk.client.scan;

import java.util.List;
import java.util.stream.Stream;

/**
 * Upright, frontal views of the codes {@link CodeLocator} finds in a picture: each outline warped so its longer
 * side is the top (a linear code's bars stand upright for the row readers), at about twice its size in the picture
 * (small modules get wide enough for the binarizer), with a margin of what surrounds it (the quiet zone).
 */
final class RectifiedViews {
    private static final int MIN_SIDE = 240;
    private static final int MAX_SIDE = 1000;

    private RectifiedViews() {
    }

    /** One view per code found, at the size described above. */
    static List<GrayImage> of(GrayImage image) {
        return CodeLocator.outlines(image).stream().map(quad -> view(image, quad, 1)).toList();
    }

    /**
     * Each code found at the usual size, then 0.7 and 1.4 times it: ZXing's Aztec detector walks the bull's-eye
     * rings pixel by pixel and misses them at some module sizes it finds at others.
     */
    static List<GrayImage> rescaled(GrayImage image) {
        return CodeLocator.outlines(image).stream()
                .flatMap(quad -> Stream.of(1.0, 0.7, 1.4).map(scale -> view(image, quad, scale))).toList();
    }

    private static GrayImage view(GrayImage image, float[] quad, double scale) {
        float[] q = clockwise(quad);
        double top = side(q, 0) + side(q, 2);
        double left = side(q, 1) + side(q, 3);
        if (left > top) {
            q = new float[]{q[2], q[3], q[4], q[5], q[6], q[7], q[0], q[1]};
            double t = top;
            top = left;
            left = t;
        }
        int width = (int) Math.round(scale * Math.max(MIN_SIDE, Math.min(MAX_SIDE, top)));
        int height = Math.max(40, (int) Math.round(width * left / top));
        return image.warped(q, width, height, Math.max(8, width / 12));
    }

    /** The corners in clockwise order on the screen (y down), so the view is never mirrored. */
    private static float[] clockwise(float[] q) {
        double area = 0;
        for (int i = 0; i < 4; i++) {
            int j = (i + 1) % 4;
            area += q[2 * i] * q[2 * j + 1] - q[2 * j] * q[2 * i + 1];
        }
        return area >= 0 ? q : new float[]{q[0], q[1], q[6], q[7], q[4], q[5], q[2], q[3]};
    }

    private static double side(float[] q, int i) {
        int j = (i + 1) % 4;
        return Math.hypot(q[2 * j] - q[2 * i], q[2 * j + 1] - q[2 * i + 1]);
    }
}
