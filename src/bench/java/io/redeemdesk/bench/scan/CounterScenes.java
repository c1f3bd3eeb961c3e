package io.redeemdesk.bench.scan;

import io.redeemdesk.client.scan.Frame;
import io.redeemdesk.client.scan.ScanFormats;

import com.google.zxing.BarcodeFormat;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Camera frames of a till counter for the decode benchmark and demo mode: a voucher lying under a lamp inside the
 * guide box, tilted a little, with sensor noise; every other frame the voucher shows printed text and no code.
 */
public final class CounterScenes {
    private CounterScenes() {
    }

    /** One frame and the code in it; {@code format} and {@code text} are {@code null} when it shows none. */
    public record Scene(Frame frame, BarcodeFormat format, String text) {
    }

    /** {@code perFormat} frames with a code of each format, each followed by a frame without one. */
    public static List<Scene> make(Set<BarcodeFormat> formats, int perFormat, int width, int height, long seed) {
        Random random = new Random(seed);
        List<BarcodeFormat> sorted = formats.stream().sorted().toList();
        List<Scene> scenes = new ArrayList<>();
        for (int i = 0; i < perFormat * sorted.size(); i++) {
            BarcodeFormat format = sorted.get(i % sorted.size());
            String text = CodePictures.sampleText(format, i);
            int natural = CodePictures.code(format, text, 1).getWidth();
            int wanted = ScanFormats.isLinear(format) || format == BarcodeFormat.PDF_417 ? width * 2 / 5 : height / 3;
            BufferedImage code = CodePictures.code(format, text, Math.max(2, wanted / natural));
            scenes.add(new Scene(counter(code, width, height, random), format, text));
            BufferedImage print = CodePictures.text(code.getWidth(), code.getHeight(), random);
            scenes.add(new Scene(counter(print, width, height, random), null, null));
        }
        return scenes;
    }

    private static Frame counter(BufferedImage voucher, int width, int height, Random random) {
        BufferedImage scene = CodePictures.gradient(width, height, random);
        Graphics2D g = scene.createGraphics();
        g.drawImage(voucher, (width - voucher.getWidth()) / 2 + random.nextInt(41) - 20,
                (height - voucher.getHeight()) / 2 + random.nextInt(41) - 20, null);
        g.dispose();
        BufferedImage shot = PictureDamage.noisy(PictureDamage.rotated(scene, random.nextInt(17) - 8), 6, random);
        return Frame.of(shot, 0);
    }
}
