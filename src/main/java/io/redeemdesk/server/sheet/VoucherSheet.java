package io.redeemdesk.server.sheet;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.EncodeHintType;
import com.google.zxing.WriterException;
import com.google.zxing.common.BitMatrix;
import com.google.zxing.qrcode.QRCodeWriter;
import com.google.zxing.qrcode.decoder.ErrorCorrectionLevel;
import io.redeemdesk.protocol.VoucherCode;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;

import java.io.IOException;
import java.io.OutputStream;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Writes vouchers to an A4 PDF, eight to a page in two columns, each in a cell framed by a thin cut line: a
 * vector QR code (error correction M, its own quiet zone) with the name, value and expiry beside it, and the code
 * in groups of four below it in a fixed-width face, as large as the cell allows. Everything stays 15 mm inside the paper's edge, clear of what printers cannot print or guillotines
 * may trim. The sheet is written to a stream; where it goes (a temporary file beside the target, moved into place
 * once its vouchers are committed) is the caller's.
 */
public final class VoucherSheet {
    /** Crop-safe margin: 15 mm in PDF points. */
    public static final float MARGIN = 15 / 25.4f * 72;
    public static final int COLUMNS = 2;
    public static final int ROWS = 4;
    private static final float QR_SIZE = 104;
    private static final float PADDING = 12;

    private final SheetFont font;

    public VoucherSheet(SheetFont font) {
        this.font = font;
    }

    /**
     * Writes the sheet of {@code vouchers} to {@code out} (left open); returns the characters it shows as '?'
     * because no font at hand has them, in the order first met (empty when everything shows).
     */
    public Set<String> write(List<SheetVoucher> vouchers, OutputStream out) throws IOException {
        try (PDDocument document = new PDDocument()) {
            SheetText text = new SheetText(document, font);
            int perPage = COLUMNS * ROWS;
            for (int first = 0; first < vouchers.size(); first += perPage) {
                PDPage page = new PDPage(PDRectangle.A4);
                document.addPage(page);
                try (PDPageContentStream content = new PDPageContentStream(document, page)) {
                    List<SheetVoucher> onPage = vouchers.subList(first, Math.min(vouchers.size(), first + perPage));
                    for (int i = 0; i < onPage.size(); i++) {
                        cell(content, text, onPage.get(i), i % COLUMNS, i / COLUMNS);
                    }
                }
            }
            document.save(out);
            return text.unshown();
        }
    }

    private static float cellWidth() {
        return (PDRectangle.A4.getWidth() - 2 * MARGIN) / COLUMNS;
    }

    private static float cellHeight() {
        return (PDRectangle.A4.getHeight() - 2 * MARGIN) / ROWS;
    }

    private static void cell(PDPageContentStream content, SheetText text, SheetVoucher voucher, int column, int row)
            throws IOException {
        float x = MARGIN + column * cellWidth();
        float y = PDRectangle.A4.getHeight() - MARGIN - (row + 1) * cellHeight();
        content.setStrokingColor(0.6f, 0.6f, 0.6f);
        content.setLineWidth(0.5f);
        content.setLineDashPattern(new float[] {3, 3}, 0);
        content.addRect(x, y, cellWidth(), cellHeight());
        content.stroke();
        float top = y + cellHeight() - PADDING;
        qr(content, voucher.code(), x + PADDING, top - QR_SIZE);
        float textX = x + PADDING + QR_SIZE + PADDING;
        float room = x + cellWidth() - PADDING - textX;
        text.line(content, 10, textX, top - 14, text.fit(voucher.name(), 10, room));
        text.line(content, 18, textX, top - 44, value(voucher));
        text.line(content, 9, textX, top - 66, voucher.expiresAt() == null ? "no expiry"
                : "valid until " + Instant.ofEpochMilli(voucher.expiresAt()).atOffset(ZoneOffset.UTC).toLocalDate());
        text.code(content, x + PADDING, top - QR_SIZE - 30, cellWidth() - 2 * PADDING,
                VoucherCode.display(voucher.code()));
    }

    private static void qr(PDPageContentStream content, String code, float x, float y) throws IOException {
        BitMatrix matrix;
        try {
            matrix = new QRCodeWriter().encode(code, BarcodeFormat.QR_CODE, 0, 0, Map.of(
                    EncodeHintType.ERROR_CORRECTION, ErrorCorrectionLevel.M, EncodeHintType.MARGIN, 4));
        } catch (WriterException e) {
            throw new IllegalStateException("a voucher code does not fit a QR code", e);
        }
        float module = QR_SIZE / matrix.getWidth();
        content.setNonStrokingColor(0f, 0f, 0f);
        for (int my = 0; my < matrix.getHeight(); my++) {
            for (int mx = 0; mx < matrix.getWidth(); mx++) {
                if (matrix.get(mx, my)) {
                    content.addRect(x + mx * module, y + QR_SIZE - (my + 1) * module, module, module);
                }
            }
        }
        content.fill();
    }

    private static String value(SheetVoucher voucher) {
        return String.format(Locale.ROOT, "%d.%02d %s", voucher.valueCents() / 100, voucher.valueCents() % 100,
                voucher.currency());
    }
}
