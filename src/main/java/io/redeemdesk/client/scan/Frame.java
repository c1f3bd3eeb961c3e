package io.redeemdesk.client.scan;

import java.awt.image.BufferedImage;

/**
 * One picture from a {@link FrameSource}: packed ARGB pixels, row by row. ARGB because both the decoder (which
 * converts only the guide-box region to grey) and a preview (JavaFX {@code PixelFormat.getIntArgbInstance()})
 * read it without another copy. Frames are never modified after they are made.
 *
 * @param nanos when the frame was taken, {@link System#nanoTime()} scale
 */
public record Frame(int width, int height, int[] argb, long nanos) {

    public Frame {
        if (width <= 0 || height <= 0 || argb.length < width * height) {
            throw new IllegalArgumentException("a frame of " + width + "x" + height + " needs " + width * height
                    + " pixels, got " + argb.length);
        }
    }

    public static Frame of(BufferedImage image, long nanos) {
        int w = image.getWidth();
        int h = image.getHeight();
        return new Frame(w, h, image.getRGB(0, 0, w, h, null, 0, w), nanos);
    }
}
