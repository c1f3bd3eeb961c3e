package io.redeemdesk.bench.scan;

import io.redeemdesk.client.scan.ScanFormats;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.EncodeHintType;
import com.google.zxing.MultiFormatWriter;
import com.google.zxing.WriterException;
import com.google.zxing.common.BitMatrix;

import java.awt.Color;
import java.awt.Font;
import java.awt.GradientPaint;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.EnumMap;
import java.util.Map;
import java.util.Random;

/**
 * Pictures made with ZXing's writers for the decode benchmark, demo frames and tests: a code of any format at a
 * given module size, and scenes without any code (sensor noise, gradients, printed text) that the decoder must
 * not mistake for one.
 */
public final class CodePictures {
    private CodePictures() {
    }

    /** A text the format can carry, different for each {@code n}, as the decoder will read it (check digits too). */
    public static String sampleText(BarcodeFormat format, int n) {
        String digits = String.format("%012d", 400_000_000_000L + n * 7_919L);
        return switch (format) {
            case EAN_13 -> withCheckDigit(digits);
            case EAN_8 -> withCheckDigit(digits.substring(5));
            case UPC_A -> withCheckDigit(digits.substring(1));
            case CODE_128 -> "RD" + digits.substring(4) + "X";
            default -> "RD1-" + digits + "-VOUCHER";
        };
    }

    /** GTIN check digit: weights 3 and 1 alternating from the right. */
    private static String withCheckDigit(String digits) {
        int sum = 0;
        for (int i = 0; i < digits.length(); i++) {
            int weight = (digits.length() - i) % 2 == 1 ? 3 : 1;
            sum += weight * (digits.charAt(i) - '0');
        }
        return digits + (10 - sum % 10) % 10;
    }

    /** The code black on white with its quiet zone (10 modules each side of a linear code), each module
     * {@code module} pixels wide. */
    public static BufferedImage code(BarcodeFormat format, String text, int module) {
        Map<EncodeHintType, Object> hints = new EnumMap<>(EncodeHintType.class);
        hints.put(EncodeHintType.MARGIN, ScanFormats.isLinear(format) ? 20 : 2);
        BitMatrix matrix;
        try {
            matrix = new MultiFormatWriter().encode(text, format, 0, 0, hints);
        } catch (WriterException e) {
            throw new IllegalArgumentException("ZXing cannot write '" + text + "' as " + format, e);
        }
        int rows = ScanFormats.isLinear(format) ? Math.max(1, matrix.getWidth() / 3) : 1;
        int height = ScanFormats.isLinear(format) ? rows : matrix.getHeight();
        BufferedImage image = new BufferedImage(matrix.getWidth() * module, height * module,
                BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < image.getHeight(); y++) {
            int my = ScanFormats.isLinear(format) ? 0 : y / module;
            for (int x = 0; x < image.getWidth(); x++) {
                image.setRGB(x, y, matrix.get(x / module, my) ? 0x000000 : 0xFFFFFF);
            }
        }
        return image;
    }

    /** {@code picture} pasted at the centre of a plain canvas of the given grey. */
    public static BufferedImage centred(BufferedImage picture, int width, int height, int grey) {
        BufferedImage canvas = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = canvas.createGraphics();
        g.setColor(new Color(grey, grey, grey));
        g.fillRect(0, 0, width, height);
        g.drawImage(picture, (width - picture.getWidth()) / 2, (height - picture.getHeight()) / 2, null);
        g.dispose();
        return canvas;
    }

    /** Colour sensor noise only. */
    public static BufferedImage noise(int width, int height, Random random) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                image.setRGB(x, y, random.nextInt(0x1000000));
            }
        }
        return image;
    }

    /** A smooth diagonal light-to-dark gradient, like a counter top under a lamp. */
    public static BufferedImage gradient(int width, int height, Random random) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setPaint(new GradientPaint(0, 0, new Color(random.nextInt(0x1000000)), width, height,
                new Color(random.nextInt(0x1000000))));
        g.fillRect(0, 0, width, height);
        g.dispose();
        return image;
    }

    /** Lines of printed text and rules — receipts, vouchers' small print, digits and bars of a price list. */
    public static BufferedImage text(int width, int height, Random random) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, width, height);
        g.setColor(Color.BLACK);
        String glyphs = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 ||||lllIII1111.,:-";
        String[] fonts = {Font.SANS_SERIF, Font.SERIF, Font.MONOSPACED};
        for (int y = 10; y < height; y += 8 + random.nextInt(40)) {
            int size = 8 + random.nextInt(28);
            g.setFont(new Font(fonts[random.nextInt(fonts.length)], random.nextInt(2), size));
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < width / Math.max(4, size / 2); i++) {
                line.append(glyphs.charAt(random.nextInt(glyphs.length())));
            }
            g.drawString(line.toString(), random.nextInt(20) - 10, y + size);
            y += size;
        }
        g.dispose();
        return image;
    }
}
