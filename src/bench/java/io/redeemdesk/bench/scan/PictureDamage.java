package io.redeemdesk.bench.scan;

import com.google.zxing.common.PerspectiveTransform;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RadialGradientPaint;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.awt.image.ConvolveOp;
import java.awt.image.Kernel;
import java.util.Arrays;
import java.util.Random;

/**
 * What a phone or webcam does to a printed code: tilt, defocus, sensor noise, a paper not facing the lens,
 * faded print, glare, a curved receipt, white-on-black. Used by the decode benchmark and the tests.
 */
public final class PictureDamage {
    private PictureDamage() {
    }

    public static BufferedImage rotated(BufferedImage image, double degrees) {
        BufferedImage out = new BufferedImage(image.getWidth(), image.getHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = out.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, out.getWidth(), out.getHeight());
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
        g.drawImage(image, AffineTransform.getRotateInstance(Math.toRadians(degrees), image.getWidth() / 2.0,
                image.getHeight() / 2.0), null);
        g.dispose();
        return out;
    }

    /** Box blur of the given radius, twice (close to a Gaussian). */
    public static BufferedImage blurred(BufferedImage image, int radius) {
        int size = 2 * radius + 1;
        float[] weights = new float[size];
        Arrays.fill(weights, 1f / size);
        BufferedImage out = image;
        for (int i = 0; i < 2; i++) {
            out = new ConvolveOp(new Kernel(size, 1, weights), ConvolveOp.EDGE_NO_OP, null).filter(out, null);
            out = new ConvolveOp(new Kernel(1, size, weights), ConvolveOp.EDGE_NO_OP, null).filter(out, null);
        }
        return out;
    }

    /** Gaussian grey noise of the given standard deviation in levels. */
    public static BufferedImage noisy(BufferedImage image, double sigma, Random random) {
        BufferedImage out = copy(image);
        for (int y = 0; y < out.getHeight(); y++) {
            for (int x = 0; x < out.getWidth(); x++) {
                int delta = (int) Math.round(random.nextGaussian() * sigma);
                int p = out.getRGB(x, y);
                out.setRGB(x, y, rgb(((p >> 16) & 0xFF) + delta, ((p >> 8) & 0xFF) + delta, (p & 0xFF) + delta));
            }
        }
        return out;
    }

    /**
     * Seen at an angle: a true perspective warp that narrows the top edge to {@code 1 - strength} of its width,
     * as paper tilted away from the lens looks.
     */
    public static BufferedImage perspective(BufferedImage image, double strength) {
        int w = image.getWidth();
        int h = image.getHeight();
        float inset = (float) (strength * w / 2);
        PerspectiveTransform toSource = PerspectiveTransform.quadrilateralToQuadrilateral(
                inset, 0, w - inset, 0, w, h, 0, h,
                0, 0, w, 0, w, h, 0, h);
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        float[] point = new float[2];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                point[0] = x + 0.5f;
                point[1] = y + 0.5f;
                toSource.transformPoints(point);
                int sx = (int) point[0];
                int sy = (int) point[1];
                out.setRGB(x, y, sx >= 0 && sy >= 0 && sx < w && sy < h ? image.getRGB(sx, sy) : 0xFFFFFF);
            }
        }
        return out;
    }

    /** Black printed as {@code dark}, white as {@code light} (0–255). */
    public static BufferedImage lowContrast(BufferedImage image, int dark, int light) {
        BufferedImage out = copy(image);
        for (int y = 0; y < out.getHeight(); y++) {
            for (int x = 0; x < out.getWidth(); x++) {
                int level = out.getRGB(x, y) & 0xFF;
                int v = dark + (light - dark) * level / 255;
                out.setRGB(x, y, rgb(v, v, v));
            }
        }
        return out;
    }

    public static BufferedImage inverted(BufferedImage image) {
        BufferedImage out = copy(image);
        for (int y = 0; y < out.getHeight(); y++) {
            for (int x = 0; x < out.getWidth(); x++) {
                out.setRGB(x, y, ~out.getRGB(x, y) & 0xFFFFFF);
            }
        }
        return out;
    }

    /** A bright reflection of the given radius over part of the picture. */
    public static BufferedImage glare(BufferedImage image, float cx, float cy, float radius) {
        BufferedImage out = copy(image);
        Graphics2D g = out.createGraphics();
        g.setPaint(new RadialGradientPaint(cx, cy, radius, new float[]{0f, 1f},
                new Color[]{new Color(255, 255, 255, 170), new Color(255, 255, 255, 0)}));
        g.fillRect(0, 0, out.getWidth(), out.getHeight());
        g.dispose();
        return out;
    }

    /** A receipt curved around a vertical axis: the sides are foreshortened like a label on a cylinder. */
    public static BufferedImage curved(BufferedImage image, double bend) {
        int w = image.getWidth();
        int h = image.getHeight();
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        double half = w / 2.0;
        for (int x = 0; x < w; x++) {
            double t = (x - half) / half;
            int sx = (int) (half + half * Math.asin(t * Math.sin(bend)) / bend);
            for (int y = 0; y < h; y++) {
                out.setRGB(x, y, sx >= 0 && sx < w ? image.getRGB(sx, y) : 0xFFFFFF);
            }
        }
        return out;
    }

    private static BufferedImage copy(BufferedImage image) {
        BufferedImage out = new BufferedImage(image.getWidth(), image.getHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = out.createGraphics();
        g.drawImage(image, 0, 0, null);
        g.dispose();
        return out;
    }

    private static int rgb(int r, int g, int b) {
        return clamp(r) << 16 | clamp(g) << 8 | clamp(b);
    }

    private static int clamp(int v) {
        return Math.max(0, Math.min(255, v));
    }
}
