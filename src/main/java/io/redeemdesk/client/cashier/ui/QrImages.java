package io.redeemdesk.client.cashier.ui;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.EncodeHintType;
import com.google.zxing.WriterException;
import com.google.zxing.common.BitMatrix;
import com.google.zxing.qrcode.QRCodeWriter;
import javafx.scene.image.PixelWriter;
import javafx.scene.image.WritableImage;

import java.util.Map;

/** Renders a code as a QR image for the demo sheet, so it can be shown to a camera as well as clicked. */
final class QrImages {
    private QrImages() {
    }

    static WritableImage qr(String text, int size) {
        try {
            BitMatrix matrix = new QRCodeWriter().encode(text, BarcodeFormat.QR_CODE, size, size,
                    Map.of(EncodeHintType.MARGIN, 1));
            WritableImage image = new WritableImage(matrix.getWidth(), matrix.getHeight());
            PixelWriter pixels = image.getPixelWriter();
            for (int y = 0; y < matrix.getHeight(); y++) {
                for (int x = 0; x < matrix.getWidth(); x++) {
                    pixels.setArgb(x, y, matrix.get(x, y) ? 0xFF000000 : 0xFFFFFFFF);
                }
            }
            return image;
        } catch (WriterException e) {
            throw new IllegalArgumentException("cannot render a QR code for the demo sheet", e);
        }
    }
}
