package io.redeemdesk.bench.scan;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.EncodeHintType;
import com.google.zxing.MultiFormatWriter;
import com.google.zxing.WriterException;
import com.google.zxing.aztec.encoder.AztecCode;
import com.google.zxing.aztec.encoder.Encoder;
import com.google.zxing.common.BitMatrix;

import java.nio.charset.StandardCharsets;
import java.util.EnumMap;
import java.util.Map;

/**
 * The codes of the decode-quality corpus as module matrices written by ZXing's writers: the eight voucher
 * formats, Aztec in its compact (one to four layers) and full-range (five and more) forms. A matrix includes the
 * quiet zone; a linear code is one row of modules.
 */
public final class CorpusCodes {
    /** Modules of quiet zone around a matrix code. */
    static final int MATRIX_QUIET = 2;
    /** Modules of quiet zone left and right of a linear code. */
    static final int LINEAR_QUIET = 10;

    private CorpusCodes() {
    }

    /** The symbol for {@code text}; {@code compactAztec} picks the Aztec form (ignored for other formats). */
    public static BitMatrix symbol(BarcodeFormat format, String text, boolean compactAztec) {
        if (format == BarcodeFormat.AZTEC) {
            return aztec(text, compactAztec);
        }
        Map<EncodeHintType, Object> hints = new EnumMap<>(EncodeHintType.class);
        hints.put(EncodeHintType.MARGIN, isLinear(format) ? LINEAR_QUIET : MATRIX_QUIET);
        if (!StandardCharsets.ISO_8859_1.newEncoder().canEncode(text)) {
            hints.put(EncodeHintType.CHARACTER_SET, "UTF-8");
        }
        try {
            return new MultiFormatWriter().encode(text, format, 0, 0, hints);
        } catch (WriterException | IllegalArgumentException e) {
            throw new IllegalArgumentException("ZXing cannot write '" + text + "' as " + format, e);
        }
    }

    static boolean isLinear(BarcodeFormat format) {
        return switch (format) {
            case CODE_128, CODE_39, EAN_13, EAN_8, UPC_A, UPC_E, ITF, CODABAR, CODE_93 -> true;
            default -> false;
        };
    }

    /**
     * Aztec with the fewest layers of the wanted form that hold the text at 33 % error correction (compact: at
     * most 4 layers; full range: at least 5, so the full-range bull's-eye is tested on codes of realistic size).
     */
    private static BitMatrix aztec(String text, boolean compact) {
        boolean latin = StandardCharsets.ISO_8859_1.newEncoder().canEncode(text);
        for (int layers = compact ? 1 : 5; layers <= (compact ? 4 : 32); layers++) {
            try {
                AztecCode code = Encoder.encode(text, 33, compact ? -layers : layers,
                        latin ? null : StandardCharsets.UTF_8);
                return withQuietZone(code.getMatrix());
            } catch (IllegalArgumentException tooSmall) {
                continue;
            }
        }
        throw new IllegalArgumentException("'" + text + "' does not fit a " + (compact ? "compact" : "full-range")
                + " Aztec code");
    }

    private static BitMatrix withQuietZone(BitMatrix matrix) {
        BitMatrix out = new BitMatrix(matrix.getWidth() + 2 * MATRIX_QUIET, matrix.getHeight() + 2 * MATRIX_QUIET);
        for (int y = 0; y < matrix.getHeight(); y++) {
            for (int x = 0; x < matrix.getWidth(); x++) {
                if (matrix.get(x, y)) {
                    out.set(x + MATRIX_QUIET, y + MATRIX_QUIET);
                }
            }
        }
        return out;
    }
}
