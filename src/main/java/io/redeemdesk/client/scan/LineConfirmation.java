package io.redeemdesk.client.scan;

import com.google.zxing.BinaryBitmap;
import com.google.zxing.DecodeHintType;
import com.google.zxing.ReaderException;
import com.google.zxing.Result;
import com.google.zxing.ResultPoint;
import com.google.zxing.common.BitArray;
import com.google.zxing.oned.MultiFormatOneDReader;

import java.util.EnumMap;
import java.util.Map;
import java.util.Set;

/**
 * Re-reads a linear barcode on scan lines 3 to 16 pixels above and below the one ZXing found it on, and accepts
 * it only if one of them gives the same text. A real barcode is tall, so nearby lines cross it too; the chance
 * pattern in noise or text that passed a check digit on one line almost never repeats there. Nor does a line
 * that cuts a tilted barcode diagonally and reads only part of it (an EAN-13 misread as an EAN-8): a line a few
 * pixels away cuts a different part.
 */
final class LineConfirmation {
    private static final int NEAREST = 3;
    private static final int FARTHEST = 16;

    boolean confirms(BinaryBitmap bitmap, Result result) {
        ResultPoint[] points = result.getResultPoints();
        if (points == null || points.length == 0 || points[0] == null) {
            return false;
        }
        int line = Math.round(points[0].getY());
        Map<DecodeHintType, Object> hints = new EnumMap<>(DecodeHintType.class);
        hints.put(DecodeHintType.POSSIBLE_FORMATS, Set.of(result.getBarcodeFormat()));
        MultiFormatOneDReader reader = new MultiFormatOneDReader(hints);
        BitArray row = new BitArray(bitmap.getWidth());
        for (int distance = NEAREST; distance <= FARTHEST; distance++) {
            for (int y : new int[]{line - distance, line + distance}) {
                if (y >= 0 && y < bitmap.getHeight() && readsSame(reader, bitmap, y, row, hints, result.getText())) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean readsSame(MultiFormatOneDReader reader, BinaryBitmap bitmap, int y, BitArray row,
                                     Map<DecodeHintType, Object> hints, String text) {
        try {
            row = bitmap.getBlackRow(y, row);
            if (decodes(reader, y, row, hints, text)) {
                return true;
            }
            row.reverse();
            return decodes(reader, y, row, hints, text);
        } catch (ReaderException e) {
            return false;
        }
    }

    private static boolean decodes(MultiFormatOneDReader reader, int y, BitArray row,
                                   Map<DecodeHintType, Object> hints, String text) {
        try {
            return text.equals(reader.decodeRow(y, row, hints).getText());
        } catch (ReaderException e) {
            return false;
        }
    }
}
