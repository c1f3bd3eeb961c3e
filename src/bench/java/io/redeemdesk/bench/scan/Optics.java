package io.redeemdesk.bench.scan;

import java.awt.image.BufferedImage;
import java.util.Random;

/** The lens and the sensor of {@link CameraShot}: defocus (a Gaussian) and grey noise. */
final class Optics {
    private Optics() {
    }

    /** Blurs {@code grey} in place with a Gaussian of {@code sigma} pixels (nothing below 0.3). */
    static void blur(double[] grey, int width, int height, double sigma) {
        if (sigma < 0.3) {
            return;
        }
        int radius = (int) Math.ceil(3 * sigma);
        double[] kernel = new double[2 * radius + 1];
        double total = 0;
        for (int i = -radius; i <= radius; i++) {
            kernel[i + radius] = Math.exp(-i * i / (2 * sigma * sigma));
            total += kernel[i + radius];
        }
        for (int i = 0; i < kernel.length; i++) {
            kernel[i] /= total;
        }
        double[] line = new double[Math.max(width, height)];
        for (int y = 0; y < height; y++) {
            convolve(grey, y * width, 1, width, kernel, line);
        }
        for (int x = 0; x < width; x++) {
            convolve(grey, x, width, height, kernel, line);
        }
    }

    private static void convolve(double[] grey, int start, int step, int length, double[] kernel, double[] line) {
        for (int i = 0; i < length; i++) {
            line[i] = grey[start + i * step];
        }
        int radius = kernel.length / 2;
        for (int i = 0; i < length; i++) {
            double sum = 0;
            for (int k = -radius; k <= radius; k++) {
                sum += kernel[k + radius] * line[Math.max(0, Math.min(length - 1, i + k))];
            }
            grey[start + i * step] = sum;
        }
    }

    /** The grey levels with Gaussian noise added, clamped to 0-255, as an RGB picture (r = g = b). */
    static BufferedImage toImage(double[] grey, int width, int height, double noiseSigma, Random random) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        int[] rgb = new int[width * height];
        for (int i = 0; i < rgb.length; i++) {
            int v = (int) Math.round(grey[i] + random.nextGaussian() * noiseSigma);
            v = Math.max(0, Math.min(255, v));
            rgb[i] = v << 16 | v << 8 | v;
        }
        image.setRGB(0, 0, width, height, rgb, 0, width);
        return image;
    }
}
