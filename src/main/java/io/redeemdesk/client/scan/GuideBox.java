package io.redeemdesk.client.scan;

/**
 * The rectangle drawn over the camera preview that the cashier holds the voucher in. Only this part of a frame
 * is decoded: fewer pixels, and fewer chance patterns from the background.
 *
 * @param widthFraction  share of the frame's width, centred
 * @param heightFraction share of the frame's height, centred
 */
public record GuideBox(double widthFraction, double heightFraction) {
    public static final GuideBox DEFAULT = new GuideBox(0.6, 0.7);

    public GuideBox {
        if (!(widthFraction > 0 && widthFraction <= 1 && heightFraction > 0 && heightFraction <= 1)) {
            throw new IllegalArgumentException("a guide box is a share of the frame: (0, 1] each, got "
                    + widthFraction + " x " + heightFraction);
        }
    }

    public Region region(int frameWidth, int frameHeight) {
        int w = Math.max(1, (int) Math.round(frameWidth * widthFraction));
        int h = Math.max(1, (int) Math.round(frameHeight * heightFraction));
        return new Region((frameWidth - w) / 2, (frameHeight - h) / 2, w, h);
    }
}
