package io.redeemdesk.client.scan;

import com.google.zxing.LuminanceSource;
import com.google.zxing.PlanarYUVLuminanceSource;
import com.google.zxing.common.PerspectiveTransform;

/**
 * An 8-bit grey picture and the few transformations the decoder's extra passes need (rotate, scale, stretch
 * contrast, sharpen). Each returns a new picture; none changes this one.
 */
public record GrayImage(byte[] pixels, int width, int height) {

    /** The grey levels of a region of a frame: (r + 2g + b) / 4, as ZXing's own RGB source computes them. */
    public static GrayImage of(Frame frame, Region region) {
        byte[] out = new byte[region.width() * region.height()];
        int[] argb = frame.argb();
        int i = 0;
        for (int y = region.top(); y < region.top() + region.height(); y++) {
            int row = y * frame.width();
            for (int x = region.left(); x < region.left() + region.width(); x++) {
                int p = argb[row + x];
                out[i++] = (byte) ((((p >> 16) & 0xFF) + ((p >> 7) & 0x1FE) + (p & 0xFF)) >> 2);
            }
        }
        return new GrayImage(out, region.width(), region.height());
    }

    public static GrayImage of(Frame frame) {
        return of(frame, new Region(0, 0, frame.width(), frame.height()));
    }

    public LuminanceSource luminance() {
        return new PlanarYUVLuminanceSource(pixels, width, height, 0, 0, width, height, false);
    }

    int at(int x, int y) {
        return pixels[y * width + x] & 0xFF;
    }

    /** Turned a quarter clockwise: upright 1D codes become readable to ZXing's row scanner. */
    public GrayImage rotated90() {
        byte[] out = new byte[pixels.length];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                out[x * height + (height - 1 - y)] = pixels[y * width + x];
            }
        }
        return new GrayImage(out, height, width);
    }

    /** Turned by {@code degrees} clockwise onto a canvas that holds all of it, bilinear; the corners are white. */
    public GrayImage rotated(double degrees) {
        double rad = Math.toRadians(degrees);
        double cos = Math.cos(rad);
        double sin = Math.sin(rad);
        int w = (int) Math.ceil(Math.abs(width * cos) + Math.abs(height * sin));
        int h = (int) Math.ceil(Math.abs(width * sin) + Math.abs(height * cos));
        byte[] out = new byte[w * h];
        double cx = width / 2.0;
        double cy = height / 2.0;
        for (int y = 0; y < h; y++) {
            double dy = y - h / 2.0;
            for (int x = 0; x < w; x++) {
                double dx = x - w / 2.0;
                out[y * w + x] = (byte) bilinear(cx + dx * cos + dy * sin, cy - dx * sin + dy * cos);
            }
        }
        return new GrayImage(out, w, h);
    }

    /** The level at a point between pixels, interpolated from the four around it; white outside the picture. */
    private int bilinear(double sx, double sy) {
        int x0 = (int) Math.floor(sx);
        int y0 = (int) Math.floor(sy);
        if (x0 < 0 || y0 < 0 || x0 >= width - 1 || y0 >= height - 1) {
            return 0xFF;
        }
        double fx = sx - x0;
        double fy = sy - y0;
        double top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
        double bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
        return (int) (top * (1 - fy) + bottom * fy);
    }

    /** Half the size, each pixel the mean of four: blur and sensor noise shrink, large codes get cheaper. */
    public GrayImage halved() {
        int w = width / 2;
        int h = height / 2;
        byte[] out = new byte[w * h];
        for (int y = 0; y < h; y++) {
            int r0 = 2 * y * width;
            int r1 = r0 + width;
            for (int x = 0; x < w; x++) {
                int sum = (pixels[r0 + 2 * x] & 0xFF) + (pixels[r0 + 2 * x + 1] & 0xFF)
                        + (pixels[r1 + 2 * x] & 0xFF) + (pixels[r1 + 2 * x + 1] & 0xFF);
                out[y * w + x] = (byte) (sum >> 2);
            }
        }
        return new GrayImage(out, w, h);
    }

    /** Twice the size, bilinear: small codes get modules wide enough for the binarizer's blocks. */
    public GrayImage doubled() {
        int w = width * 2;
        int h = height * 2;
        byte[] out = new byte[w * h];
        for (int y = 0; y < h; y++) {
            int y0 = Math.min(y / 2, height - 1);
            int y1 = Math.min(y0 + (y & 1), height - 1);
            for (int x = 0; x < w; x++) {
                int x0 = Math.min(x / 2, width - 1);
                int x1 = Math.min(x0 + (x & 1), width - 1);
                out[y * w + x] = (byte) ((at(x0, y0) + at(x1, y0) + at(x0, y1) + at(x1, y1)) >> 2);
            }
        }
        return new GrayImage(out, w, h);
    }

    /** Levels stretched so the darkest and lightest 0.1% become black and white: for faded or low-contrast prints. */
    public GrayImage stretched() {
        int[] histogram = new int[256];
        for (byte p : pixels) {
            histogram[p & 0xFF]++;
        }
        int clip = pixels.length / 1000;
        int low = 0;
        int below = histogram[0];
        while (below <= clip && low < 255) {
            below += histogram[++low];
        }
        int high = 255;
        int above = histogram[255];
        while (above <= clip && high > 0) {
            above += histogram[--high];
        }
        int range = Math.max(1, high - low);
        byte[] out = new byte[pixels.length];
        for (int i = 0; i < pixels.length; i++) {
            int v = ((pixels[i] & 0xFF) - low) * 255 / range;
            out[i] = (byte) Math.max(0, Math.min(255, v));
        }
        return new GrayImage(out, width, height);
    }

    /** Unsharp mask (3x3 box): edges of slightly out-of-focus bars and modules get steeper. */
    public GrayImage sharpened() {
        byte[] out = pixels.clone();
        for (int y = 1; y < height - 1; y++) {
            for (int x = 1; x < width - 1; x++) {
                int sum = 0;
                for (int dy = -1; dy <= 1; dy++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        sum += at(x + dx, y + dy);
                    }
                }
                int v = 2 * at(x, y) - sum / 9;
                out[y * width + x] = (byte) Math.max(0, Math.min(255, v));
            }
        }
        return new GrayImage(out, width, height);
    }

    /**
     * The quadrilateral {@code quad} (x0,y0 … x3,y3 around its outline) of this picture as an upright
     * {@code width} x {@code height} picture with {@code margin} pixels of what surrounds it on each side, bilinear;
     * the first side becomes the top. White where the surroundings leave the picture.
     */
    public GrayImage warped(float[] quad, int width, int height, int margin) {
        int w = width + 2 * margin;
        int h = height + 2 * margin;
        PerspectiveTransform toSource = PerspectiveTransform.quadrilateralToQuadrilateral(
                margin, margin, margin + width, margin, margin + width, margin + height, margin, margin + height,
                quad[0], quad[1], quad[2], quad[3], quad[4], quad[5], quad[6], quad[7]);
        byte[] out = new byte[w * h];
        float[] row = new float[2 * w];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                row[2 * x] = x + 0.5f;
                row[2 * x + 1] = y + 0.5f;
            }
            toSource.transformPoints(row);
            for (int x = 0; x < w; x++) {
                out[y * w + x] = (byte) bilinear(row[2 * x] - 0.5, row[2 * x + 1] - 0.5);
            }
        }
        return new GrayImage(out, w, h);
    }

    /** Shrunk by halving until the longer side is at most {@code maxSide}: phone photos are 12+ megapixels. */
    public GrayImage fittedTo(int maxSide) {
        GrayImage image = this;
        while (Math.max(image.width, image.height) > maxSide) {
            image = image.halved();
        }
        return image;
    }
}
