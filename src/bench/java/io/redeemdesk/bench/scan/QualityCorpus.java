package io.redeemdesk.bench.scan;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.common.BitMatrix;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The decode-quality corpus, made from a seed: for each of the eight voucher formats {@code perFormat} photos of a
 * code (Aztec half compact, half full range) with what a counter camera does to it — one main trouble per photo,
 * taken in turn ({@link Trouble}), on top of a little tilt, defocus and noise every photo has — and photos of
 * printed text, noise and gradients with no code at all. The same seed always gives the same pictures.
 */
public final class QualityCorpus {
    /** The formats of the corpus, in report order. */
    public static final List<BarcodeFormat> FORMATS = List.of(BarcodeFormat.QR_CODE, BarcodeFormat.AZTEC,
            BarcodeFormat.DATA_MATRIX, BarcodeFormat.PDF_417, BarcodeFormat.CODE_128, BarcodeFormat.CODE_39,
            BarcodeFormat.EAN_13, BarcodeFormat.UPC_A);
    public static final long DEFAULT_SEED = 20_261_201L;

    /** What is wrong with a photo, besides the little every photo has. */
    public enum Trouble {
        PERSPECTIVE, BLUR, GLARE_AND_SHADOW, LOW_CONTRAST, CURVED, SMALL_MODULES, INVERTED, SCREEN, COVERED,
        FINDER_DAMAGE, SEVERAL
    }

    private QualityCorpus() {
    }

    /** {@code perFormat} code photos per format, then {@code perFormat} photos without a code. */
    public static List<CorpusPicture> make(int perFormat, long seed) {
        List<CorpusPicture> pictures = new ArrayList<>();
        for (BarcodeFormat format : FORMATS) {
            Random random = new Random(seed * 31 + format.ordinal());
            for (int i = 0; i < perFormat; i++) {
                pictures.add(codePhoto(format, i, random));
            }
        }
        Random random = new Random(seed * 31 - 1);
        for (int i = 0; i < perFormat; i++) {
            BufferedImage scene = switch (i % 3) {
                case 0 -> CodePictures.text(480 + random.nextInt(320), 360 + random.nextInt(240), random);
                case 1 -> CodePictures.gradient(640, 480, random);
                default -> CodePictures.noise(400, 300, random);
            };
            pictures.add(new CorpusPicture(String.format("NONE-%03d", i), null, "",
                    PictureDamage.noisy(PictureDamage.rotated(scene, random.nextInt(21) - 10), 4, random)));
        }
        return pictures;
    }

    private static CorpusPicture codePhoto(BarcodeFormat format, int i, Random random) {
        List<Trouble> troubles = format == BarcodeFormat.AZTEC ? List.of(Trouble.values())
                : List.of(Trouble.values()).stream().filter(t -> t != Trouble.FINDER_DAMAGE).toList();
        Trouble trouble = troubles.get(i % troubles.size());
        boolean compact = format == BarcodeFormat.AZTEC && i % 2 == 0;
        String text = CorpusTexts.text(format, i, compact);
        BitMatrix symbol = CorpusCodes.symbol(format, text, compact);
        if (format == BarcodeFormat.AZTEC && (trouble == Trouble.FINDER_DAMAGE || random.nextInt(4) == 0)) {
            symbol = AztecDamage.damaged(symbol, random);
        }
        boolean linear = CorpusCodes.isLinear(format);
        int rows = linear ? Math.max(24, symbol.getWidth() / 4) : symbol.getHeight();
        if (format == BarcodeFormat.PDF_417) {
            rows = symbol.getHeight();
        }
        CameraShot shot = shot(trouble, linear, random);
        String kind = format == BarcodeFormat.AZTEC ? (compact ? "-compact" : "-full") : "";
        String name = String.format("%s%s-%03d-%s", format, kind, i, trouble.name().toLowerCase());
        return new CorpusPicture(name, format, text, shot.render(symbol, rows, random));
    }

    private static CameraShot shot(Trouble trouble, boolean linear, Random r) {
        double tilt = r.nextDouble() * 12;
        double axis = r.nextDouble() * 360;
        double roll = r.nextDouble() * 360;
        double module = linear ? 2 + r.nextDouble() * 2 : 2.5 + r.nextDouble() * 3;
        double bend = 0;
        int ink = 20 + r.nextInt(30);
        int paper = 200 + r.nextInt(50);
        boolean inverted = false;
        double pitch = 0;
        double glare = 0;
        double shadow = 0;
        double cover = 0;
        double blur = 0.3 + r.nextDouble() * 0.5;
        double noise = 2 + r.nextDouble() * 4;
        switch (trouble) {
            case PERSPECTIVE -> tilt = 20 + r.nextDouble() * 20;
            case BLUR -> blur = module * (0.3 + r.nextDouble() * 0.25);
            case GLARE_AND_SHADOW -> {
                glare = 0.5 + r.nextDouble() * 0.4;
                shadow = 0.3 + r.nextDouble() * 0.35;
            }
            case LOW_CONTRAST -> {
                int mid = 70 + r.nextInt(110);
                int spread = 12 + r.nextInt(16);
                ink = mid - spread;
                paper = mid + spread;
            }
            case CURVED -> bend = 0.5 + r.nextDouble() * 0.5;
            case SMALL_MODULES -> {
                module = linear ? 1.1 + r.nextDouble() * 0.6 : 1.3 + r.nextDouble() * 0.8;
                blur = 0.3 + r.nextDouble() * 0.2;
            }
            case INVERTED -> inverted = true;
            case SCREEN -> {
                pitch = 1.0 / (2 + r.nextInt(3)) * (0.9 + r.nextDouble() * 0.2);
                inverted = r.nextInt(3) == 0;
                ink = 10 + r.nextInt(20);
                paper = 180 + r.nextInt(60);
                blur = 0.3 + r.nextDouble() * 0.3;
            }
            case COVERED -> cover = (linear ? 6 : 3) + r.nextDouble() * (linear ? 8 : 4);
            case FINDER_DAMAGE -> tilt = r.nextDouble() * 20;
            case SEVERAL -> {
                tilt = 15 + r.nextDouble() * 15;
                blur = module * (0.2 + r.nextDouble() * 0.1);
                ink = 60 + r.nextInt(30);
                paper = 170 + r.nextInt(40);
                glare = 0.3 + r.nextDouble() * 0.3;
                noise = 4 + r.nextDouble() * 4;
            }
            default -> throw new IllegalStateException(trouble.name());
        }
        return new CameraShot(tilt, axis, roll, module, bend, ink, paper, inverted, pitch, glare, shadow, cover,
                blur, noise);
    }
}
