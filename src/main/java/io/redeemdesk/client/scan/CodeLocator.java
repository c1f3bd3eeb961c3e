package io.redeemdesk.client.scan;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Finds where a code is in a picture without knowing its format: a code is a patch of dense light-dark detail on
 * plain surroundings. The picture is cut into cells; a cell is busy when its grey levels spread clearly more than
 * the picture's noise. Busy cells next to each other (closing gaps of one cell, the light runs inside a code) form
 * patches; the same patches with thin lines of busy cells opened away (the straight edge of a phone, a tray or
 * the paper itself, which can join a code to its surroundings) are tried after them; and each large enough patch that fills its outline gives the four corners of that outline: the two points farthest apart, then
 * the farthest on either side of the line through them. Those corners let {@link GrayImage#warped} turn a code
 * seen at an angle, turned or small back into an upright, frontal picture of a size the readers like.
 */
final class CodeLocator {
    static final int CELL = 6;
    private static final int MIN_CELLS = 10;
    private static final int MAX_PATCHES = 2;
    private static final double MIN_FILL = 0.3;
    /** Grey levels of spread below which a cell is never busy, however clean the picture. */
    private static final double MIN_SPREAD = 6;

    private CodeLocator() {
    }

    /**
     * The outlines of up to two patches of busy cells with gaps of a cell closed, largest first, then of up to two
     * of those patches with their thin lines opened away, if different; each is x0,y0 … x3,y3 around the outline.
     */
    static List<float[]> outlines(GrayImage image) {
        int cols = image.width() / CELL;
        int rows = image.height() / CELL;
        if (cols < 4 || rows < 4) {
            return List.of();
        }
        double[] spread = new double[cols * rows];
        for (int cy = 0; cy < rows; cy++) {
            for (int cx = 0; cx < cols; cx++) {
                spread[cy * cols + cx] = deviation(image, cx * CELL, cy * CELL);
            }
        }
        double[] sorted = spread.clone();
        Arrays.sort(sorted);
        double noise = sorted[sorted.length / 2];
        double strongest = sorted[(int) (sorted.length * 0.98)];
        double threshold = Math.max(Math.max(3 * noise + 2, MIN_SPREAD), 0.3 * strongest);
        boolean[] busy = new boolean[spread.length];
        for (int i = 0; i < spread.length; i++) {
            busy[i] = spread[i] > threshold;
        }
        boolean[] closed = morph(busy, cols, rows, true);
        boolean[] core = morph(morph(closed, cols, rows, false), cols, rows, false);
        List<float[]> outlines = new ArrayList<>(patches(busy, closed, cols, rows));
        for (float[] opened : patches(busy, morph(morph(core, cols, rows, true), cols, rows, true), cols, rows)) {
            if (outlines.stream().noneMatch(known -> same(known, opened))) {
                outlines.add(opened);
            }
        }
        return outlines;
    }

    private static double deviation(GrayImage image, int left, int top) {
        long sum = 0;
        long squares = 0;
        for (int y = top; y < top + CELL; y++) {
            for (int x = left; x < left + CELL; x++) {
                int v = image.at(x, y);
                sum += v;
                squares += (long) v * v;
            }
        }
        double n = CELL * CELL;
        double mean = sum / n;
        return Math.sqrt(Math.max(0, squares / n - mean * mean));
    }

    /** Whether two outlines have the same corners give or take a cell (in any order). */
    private static boolean same(float[] a, float[] b) {
        for (int i = 0; i < 4; i++) {
            boolean found = false;
            for (int j = 0; j < 4 && !found; j++) {
                found = Math.abs(a[2 * i] - b[2 * j]) <= CELL && Math.abs(a[2 * i + 1] - b[2 * j + 1]) <= CELL;
            }
            if (!found) {
                return false;
            }
        }
        return true;
    }

    /** Grown ({@code grow}) or shrunk by one cell in all eight directions. */
    private static boolean[] morph(boolean[] mask, int cols, int rows, boolean grow) {
        boolean[] out = new boolean[mask.length];
        for (int cy = 0; cy < rows; cy++) {
            for (int cx = 0; cx < cols; cx++) {
                boolean any = false;
                boolean all = true;
                for (int dy = -1; dy <= 1; dy++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        int x = cx + dx;
                        int y = cy + dy;
                        boolean set = x >= 0 && y >= 0 && x < cols && y < rows && mask[y * cols + x];
                        any |= set;
                        all &= set;
                    }
                }
                out[cy * cols + cx] = grow ? any : all;
            }
        }
        return out;
    }

    /** Connected patches of {@code closed}; each outline is made of the busy cells in it. */
    private static List<float[]> patches(boolean[] busy, boolean[] closed, int cols, int rows) {
        int[] label = new int[closed.length];
        List<List<Integer>> members = new ArrayList<>();
        int[] stack = new int[closed.length];
        for (int start = 0; start < closed.length; start++) {
            if (!closed[start] || label[start] != 0) {
                continue;
            }
            List<Integer> cells = new ArrayList<>();
            int top = 0;
            stack[top++] = start;
            label[start] = members.size() + 1;
            while (top > 0) {
                int cell = stack[--top];
                if (busy[cell]) {
                    cells.add(cell);
                }
                int cx = cell % cols;
                int cy = cell / cols;
                for (int dy = -1; dy <= 1; dy++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        int x = cx + dx;
                        int y = cy + dy;
                        int next = y * cols + x;
                        if (x >= 0 && y >= 0 && x < cols && y < rows && closed[next] && label[next] == 0) {
                            label[next] = members.size() + 1;
                            stack[top++] = next;
                        }
                    }
                }
            }
            members.add(cells);
        }
        return members.stream().filter(cells -> cells.size() >= MIN_CELLS)
                .sorted(Comparator.comparingInt(List<Integer>::size).reversed())
                .map(cells -> new Patch(cells.size(), corners(cells, cols))).filter(Patch::solid)
                .limit(MAX_PATCHES).map(Patch::corners).toList();
    }

    /**
     * A patch and its outline. A code fills its outline with busy cells; the edges of a phone, a tray or a picture
     * frame make a hollow ring whose outline is nearly empty, and are skipped.
     */
    private record Patch(int cells, float[] corners) {
        boolean solid() {
            double area = 0;
            for (int i = 0; i < 4; i++) {
                int j = (i + 1) % 4;
                area += corners[2 * i] * corners[2 * j + 1] - corners[2 * j] * corners[2 * i + 1];
            }
            return cells * CELL * CELL >= MIN_FILL * Math.abs(area) / 2;
        }
    }

    /** The four corners of the cells' outline (each cell counted by its four corners). */
    private static float[] corners(List<Integer> cells, int cols) {
        float[] xs = new float[cells.size() * 4];
        float[] ys = new float[cells.size() * 4];
        int n = 0;
        for (int cell : cells) {
            float x = (cell % cols) * CELL;
            float y = (cell / cols) * CELL;
            for (int corner = 0; corner < 4; corner++) {
                xs[n] = x + ((corner & 1) == 0 ? 0 : CELL);
                ys[n++] = y + ((corner & 2) == 0 ? 0 : CELL);
            }
        }
        int[] hull = extremes(xs, ys, n);
        int a = hull[0];
        int b = hull[0];
        double far = -1;
        for (int i : hull) {
            for (int j : hull) {
                double d = sq(xs[i] - xs[j]) + sq(ys[i] - ys[j]);
                if (d > far) {
                    far = d;
                    a = i;
                    b = j;
                }
            }
        }
        int left = a;
        int right = b;
        double mostLeft = 0;
        double mostRight = 0;
        for (int i = 0; i < n; i++) {
            double side = (xs[b] - xs[a]) * (ys[i] - ys[a]) - (ys[b] - ys[a]) * (xs[i] - xs[a]);
            if (side < mostLeft) {
                mostLeft = side;
                left = i;
            } else if (side > mostRight) {
                mostRight = side;
                right = i;
            }
        }
        return new float[]{xs[a], ys[a], xs[left], ys[left], xs[b], ys[b], xs[right], ys[right]};
    }

    /** The points farthest out in 32 directions: the corners of the outline are among them. */
    private static int[] extremes(float[] xs, float[] ys, int n) {
        int[] out = new int[32];
        for (int k = 0; k < out.length; k++) {
            double cos = Math.cos(k * Math.PI / 16);
            double sin = Math.sin(k * Math.PI / 16);
            double best = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < n; i++) {
                double reach = xs[i] * cos + ys[i] * sin;
                if (reach > best) {
                    best = reach;
                    out[k] = i;
                }
            }
        }
        return out;
    }

    private static double sq(double v) {
        return v * v;
    }
}
