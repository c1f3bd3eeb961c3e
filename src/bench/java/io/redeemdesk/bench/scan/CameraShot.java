package io.redeemdesk.bench.scan;

import com.google.zxing.common.BitMatrix;
import com.google.zxing.common.PerspectiveTransform;

import java.awt.image.BufferedImage;
import java.util.Random;

/**
 * A photo of a printed (or on-screen) code, rendered pixel by pixel: the paper is turned in space and seen through
 * a pinhole camera (true perspective), optionally bent around a vertical axis, lit unevenly (a shadow edge, a
 * glare spot), partly covered by a finger, shown on a screen whose pixel grid beats with the camera's (moiré),
 * then defocused and given sensor noise. Each output pixel averages 3x3 samples, as a sensor pixel integrates
 * light, so small modules blend into grey as they do on a real sensor.
 *
 * @param tiltDegrees   how far the paper is turned away from facing the lens (0-40 and more)
 * @param tiltAxis      the in-paper direction of the axis it is turned about, degrees
 * @param rollDegrees   turn of the code within the picture
 * @param modulePx      pixels per module where the paper faces the lens
 * @param bend          curvature of the paper around a vertical axis, radians of arc each side (0 flat)
 * @param ink           grey level of the dark modules (before light)
 * @param paper         grey level of the light modules and the paper
 * @param inverted      light modules on dark (the code and its quiet zone swapped)
 * @param screenPitch   a screen's pixel pitch in modules (0: printed paper)
 * @param glare         strength of a glare spot, 0-1 (0: none)
 * @param shadow        how much a shadow over part of the code darkens it, 0-1 (0: none)
 * @param cover         radius of a finger over part of the code, in modules (0: none)
 * @param blurSigma     defocus, pixels
 * @param noiseSigma    sensor noise, grey levels
 */
public record CameraShot(double tiltDegrees, double tiltAxis, double rollDegrees, double modulePx, double bend,
                         int ink, int paper, boolean inverted, double screenPitch, double glare, double shadow,
                         double cover, double blurSigma, double noiseSigma) {
    private static final int MARGIN_PX = 48;
    private static final int PAPER_BORDER = 4;
    private static final int SUPERSAMPLE = 3;

    /** The picture of {@code symbol} (rows repeated to {@code rows} for a linear code); {@code random} places the
     * light, the finger and the noise. */
    public BufferedImage render(BitMatrix symbol, int rows, Random random) {
        int cols = symbol.getWidth();
        double pw = cols + 2.0 * PAPER_BORDER;
        double ph = rows + 2.0 * PAPER_BORDER;
        double[] quad = projectedCorners(pw, ph);
        double minX = Math.min(Math.min(quad[0], quad[2]), Math.min(quad[4], quad[6]));
        double minY = Math.min(Math.min(quad[1], quad[3]), Math.min(quad[5], quad[7]));
        double maxX = Math.max(Math.max(quad[0], quad[2]), Math.max(quad[4], quad[6]));
        double maxY = Math.max(Math.max(quad[1], quad[3]), Math.max(quad[5], quad[7]));
        int width = Math.max(320, (int) Math.ceil(maxX - minX) + 2 * MARGIN_PX);
        int height = Math.max(240, (int) Math.ceil(maxY - minY) + 2 * MARGIN_PX);
        double dx = (width - (maxX - minX)) / 2 - minX;
        double dy = (height - (maxY - minY)) / 2 - minY;
        PerspectiveTransform toPaper = PerspectiveTransform.quadrilateralToQuadrilateral(
                (float) (quad[0] + dx), (float) (quad[1] + dy), (float) (quad[2] + dx), (float) (quad[3] + dy),
                (float) (quad[4] + dx), (float) (quad[5] + dy), (float) (quad[6] + dx), (float) (quad[7] + dy),
                0, 0, (float) pw, 0, (float) pw, (float) ph, 0, (float) ph);
        Paper sheet = new Paper(symbol, rows, pw, ph, random);
        double[] grey = new double[width * height];
        float[] point = new float[2];
        int background = 70 + random.nextInt(110);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                double sum = 0;
                for (int sy = 0; sy < SUPERSAMPLE; sy++) {
                    for (int sx = 0; sx < SUPERSAMPLE; sx++) {
                        point[0] = x + (sx + 0.5f) / SUPERSAMPLE;
                        point[1] = y + (sy + 0.5f) / SUPERSAMPLE;
                        toPaper.transformPoints(point);
                        sum += sheet.level(point[0], point[1], background);
                    }
                }
                grey[y * width + x] = sum / (SUPERSAMPLE * SUPERSAMPLE);
            }
        }
        Optics.blur(grey, width, height, blurSigma);
        return Optics.toImage(grey, width, height, noiseSigma, random);
    }

    /** The paper's four corners (top-left, top-right, bottom-right, bottom-left) as the camera sees them. */
    private double[] projectedCorners(double pw, double ph) {
        double focal = 1.4 * Math.max(pw, ph) * modulePx;
        double tilt = Math.toRadians(tiltDegrees);
        double axis = Math.toRadians(tiltAxis);
        double roll = Math.toRadians(rollDegrees);
        double ax = Math.cos(axis);
        double ay = Math.sin(axis);
        double[] corners = {0, 0, pw, 0, pw, ph, 0, ph};
        double[] out = new double[8];
        for (int i = 0; i < 4; i++) {
            double px = (corners[2 * i] - pw / 2) * modulePx;
            double py = (corners[2 * i + 1] - ph / 2) * modulePx;
            double along = px * ax + py * ay;
            double across = -px * ay + py * ax;
            double z = across * Math.sin(tilt);
            double flatAcross = across * Math.cos(tilt);
            double x3 = along * ax - flatAcross * ay;
            double y3 = along * ay + flatAcross * ax;
            double scale = focal / (focal + z);
            double x2 = x3 * scale;
            double y2 = y3 * scale;
            out[2 * i] = x2 * Math.cos(roll) - y2 * Math.sin(roll);
            out[2 * i + 1] = x2 * Math.sin(roll) + y2 * Math.cos(roll);
        }
        return out;
    }

    /** What the sheet shows at a point of it, in module units from its top-left corner. */
    private final class Paper {
        private final BitMatrix symbol;
        private final int rows;
        private final double pw;
        private final double ph;
        private final double glareU;
        private final double glareV;
        private final double glareRadius;
        private final double shadowCos;
        private final double shadowSin;
        private final double shadowOffset;
        private final double coverU;
        private final double coverV;

        Paper(BitMatrix symbol, int rows, double pw, double ph, Random random) {
            this.symbol = symbol;
            this.rows = rows;
            this.pw = pw;
            this.ph = ph;
            this.glareU = pw * (0.25 + 0.5 * random.nextDouble());
            this.glareV = ph * (0.25 + 0.5 * random.nextDouble());
            this.glareRadius = Math.max(pw, ph) * (0.12 + 0.2 * random.nextDouble());
            double angle = random.nextDouble() * 2 * Math.PI;
            this.shadowCos = Math.cos(angle);
            this.shadowSin = Math.sin(angle);
            this.shadowOffset = (random.nextDouble() - 0.5) * 0.5 * Math.min(pw, ph);
            boolean side = random.nextBoolean();
            boolean far = random.nextBoolean();
            this.coverU = side ? (far ? pw - PAPER_BORDER : PAPER_BORDER) : pw * (0.2 + 0.6 * random.nextDouble());
            this.coverV = side ? ph * (0.2 + 0.6 * random.nextDouble()) : (far ? ph - PAPER_BORDER : PAPER_BORDER);
        }

        double level(double u, double v, int background) {
            if (bend > 0) {
                double t = (u - pw / 2) / (pw / 2);
                if (Math.abs(t) >= 1) {
                    return background;
                }
                u = pw / 2 + pw / 2 * Math.asin(t * Math.sin(bend)) / bend;
            }
            if (u < 0 || v < 0 || u >= pw || v >= ph) {
                return background;
            }
            if (cover > 0 && Math.hypot(u - coverU, (v - coverV) * 1.6) < cover) {
                return lit(150 + 20 * Math.cos((u - coverU) / cover), u, v);
            }
            int mx = (int) Math.floor(u) - PAPER_BORDER;
            int my = (int) Math.floor(v) - PAPER_BORDER;
            boolean dark = mx >= 0 && my >= 0 && mx < symbol.getWidth() && my < rows
                    && symbol.get(mx, symbol.getHeight() == 1 ? 0 : my);
            boolean showsDark = dark != inverted;
            double value = showsDark ? ink : paper;
            if (screenPitch > 0) {
                double fu = (u / screenPitch) % 1;
                double fv = (v / screenPitch) % 1;
                value = fu < 0.7 && fv < 0.8 ? value : value * 0.35;
            }
            return lit(value, u, v);
        }

        private double lit(double value, double u, double v) {
            if (shadow > 0) {
                double side = (u - pw / 2) * shadowCos + (v - ph / 2) * shadowSin - shadowOffset;
                double edge = 1 / (1 + Math.exp(-side / 1.5));
                value *= 1 - shadow * edge;
            }
            if (glare > 0) {
                double r = Math.hypot(u - glareU, v - glareV) / glareRadius;
                value += (255 - value) * glare * Math.exp(-r * r);
            }
            return value;
        }
    }
}
