package io.redeemdesk.bench.scan;

import com.google.zxing.common.BitMatrix;

import java.util.Random;

/**
 * What happens to an Aztec code's bull's-eye on a voucher: a fold or scratch through the centre, an ink blot or a
 * worn patch over part of the rings, a corner of the orientation marks gone. The data layers around it are left
 * as they are (their error correction is the decoder's business; the finder is what this damage tests).
 */
final class AztecDamage {
    private AztecDamage() {
    }

    static BitMatrix damaged(BitMatrix symbol, Random random) {
        BitMatrix out = symbol.clone();
        int cx = symbol.getWidth() / 2;
        int cy = symbol.getHeight() / 2;
        switch (random.nextInt(3)) {
            case 0 -> scratch(out, cx, cy, random);
            case 1 -> blot(out, cx + random.nextInt(7) - 3, cy + random.nextInt(7) - 3, 1 + random.nextInt(2),
                    random.nextBoolean());
            default -> {
                int corner = 4 + random.nextInt(2);
                blot(out, cx + (random.nextBoolean() ? corner : -corner), cy + (random.nextBoolean() ? corner : -corner),
                        1, random.nextBoolean());
            }
        }
        return out;
    }

    /** A one-module light line through the centre at a random angle. */
    private static void scratch(BitMatrix matrix, int cx, int cy, Random random) {
        double angle = random.nextDouble() * Math.PI;
        for (double t = -5; t <= 5; t += 0.25) {
            int x = (int) Math.round(cx + t * Math.cos(angle));
            int y = (int) Math.round(cy + t * Math.sin(angle));
            matrix.unset(x, y);
        }
    }

    /** A round patch of the given radius (modules) all dark ({@code ink}) or all light. */
    private static void blot(BitMatrix matrix, int cx, int cy, int radius, boolean ink) {
        for (int y = cy - radius; y <= cy + radius; y++) {
            for (int x = cx - radius; x <= cx + radius; x++) {
                if ((x - cx) * (x - cx) + (y - cy) * (y - cy) <= radius * radius + 1) {
                    if (ink) {
                        matrix.set(x, y);
                    } else {
                        matrix.unset(x, y);
                    }
                }
            }
        }
    }
}
