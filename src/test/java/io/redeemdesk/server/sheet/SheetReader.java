package io.redeemdesk.server.sheet;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.BinaryBitmap;
import com.google.zxing.DecodeHintType;
import com.google.zxing.NotFoundException;
import com.google.zxing.Result;
import com.google.zxing.client.j2se.BufferedImageLuminanceSource;
import com.google.zxing.common.HybridBinarizer;
import com.google.zxing.multi.qrcode.QRCodeMultiReader;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.apache.pdfbox.text.PDFTextStripper;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Reads a printed sheet back the way a scanner would: every page rendered to pixels, every QR code decoded. */
public final class SheetReader {
    private static final float DPI = 150;

    private SheetReader() {
    }

    /** What a sheet holds: the decoded codes, in page order, and the text of every page. */
    public record Read(int pages, List<String> codes, String text) {
    }

    public static Read read(Path pdf) throws IOException {
        try (PDDocument document = Loader.loadPDF(pdf.toFile())) {
            PDFRenderer renderer = new PDFRenderer(document);
            List<String> codes = new ArrayList<>();
            for (int page = 0; page < document.getNumberOfPages(); page++) {
                codes.addAll(decode(renderer.renderImageWithDPI(page, DPI, ImageType.GRAY)));
            }
            return new Read(document.getNumberOfPages(), codes, new PDFTextStripper().getText(document));
        }
    }

    private static List<String> decode(BufferedImage page) {
        BinaryBitmap bitmap = new BinaryBitmap(new HybridBinarizer(new BufferedImageLuminanceSource(page)));
        try {
            Result[] results = new QRCodeMultiReader().decodeMultiple(bitmap, Map.of(
                    DecodeHintType.TRY_HARDER, Boolean.TRUE,
                    DecodeHintType.POSSIBLE_FORMATS, List.of(BarcodeFormat.QR_CODE)));
            List<Result> ordered = new ArrayList<>(List.of(results));
            ordered.sort((a, b) -> {
                float ay = a.getResultPoints()[0].getY();
                float by = b.getResultPoints()[0].getY();
                if (Math.abs(ay - by) > 50) {
                    return Float.compare(ay, by);
                }
                return Float.compare(a.getResultPoints()[0].getX(), b.getResultPoints()[0].getX());
            });
            return ordered.stream().map(Result::getText).toList();
        } catch (NotFoundException e) {
            return List.of();
        }
    }
}
