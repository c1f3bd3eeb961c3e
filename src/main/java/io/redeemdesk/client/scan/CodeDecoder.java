package io.redeemdesk.client.scan;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.BinaryBitmap;
import com.google.zxing.DecodeHintType;
import com.google.zxing.InvertedLuminanceSource;
import com.google.zxing.LuminanceSource;
import com.google.zxing.MultiFormatReader;
import com.google.zxing.ReaderException;
import com.google.zxing.Result;
import com.google.zxing.common.GlobalHistogramBinarizer;
import com.google.zxing.common.HybridBinarizer;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * ZXing behind one call: a grey picture and a {@link DecodePass} in, a code or nothing out. A linear (1D) result
 * is only believed when a second scan line of the same picture reads the same text ({@link LineConfirmation}):
 * a single line through noise or printed text can pass a check digit by chance, two lines apart hardly ever.
 * Not thread-safe: one decoder per decoding thread.
 */
public final class CodeDecoder {
    private final MultiFormatReader normal = new MultiFormatReader();
    private final MultiFormatReader harder = new MultiFormatReader();
    private final MultiFormatReader pure = new MultiFormatReader();
    private final MultiFormatReader rowWise = new MultiFormatReader();
    private final boolean anyRowWise;
    private final LineConfirmation confirmation;

    public CodeDecoder(Set<BarcodeFormat> formats) {
        normal.setHints(hints(formats, Map.of()));
        harder.setHints(hints(formats, Map.of(DecodeHintType.TRY_HARDER, Boolean.TRUE)));
        pure.setHints(hints(formats, Map.of(DecodeHintType.PURE_BARCODE, Boolean.TRUE)));
        Set<BarcodeFormat> needRotation = formats.stream()
                .filter(f -> ScanFormats.isLinear(f) || f == BarcodeFormat.PDF_417 || f == BarcodeFormat.AZTEC)
                .collect(Collectors.toSet());
        this.anyRowWise = !needRotation.isEmpty();
        rowWise.setHints(hints(needRotation, Map.of(DecodeHintType.TRY_HARDER, Boolean.TRUE)));
        this.confirmation = new LineConfirmation();
    }

    static Map<DecodeHintType, Object> hints(Set<BarcodeFormat> formats, Map<DecodeHintType, Object> extra) {
        Map<DecodeHintType, Object> hints = new EnumMap<>(DecodeHintType.class);
        hints.put(DecodeHintType.POSSIBLE_FORMATS, formats);
        hints.put(DecodeHintType.CHARACTER_SET, "UTF-8");
        hints.putAll(extra);
        return hints;
    }

    public Optional<DecodedCode> decode(GrayImage image, DecodePass pass) {
        if (pass.rotates() && !anyRowWise) {
            return Optional.empty();
        }
        GrayImage prepared = pass.prepare(image);
        if (prepared.width() < 8 || prepared.height() < 8) {
            return Optional.empty();
        }
        LuminanceSource source = prepared.luminance();
        if (pass.inverted()) {
            source = new InvertedLuminanceSource(source);
        }
        BinaryBitmap bitmap = new BinaryBitmap(pass.globalThreshold()
                ? new GlobalHistogramBinarizer(source) : new HybridBinarizer(source));
        MultiFormatReader reader = reader(pass);
        try {
            Result result = reader.decodeWithState(bitmap);
            if (ScanFormats.isLinear(result.getBarcodeFormat()) && !confirmation.confirms(bitmap, result)) {
                return Optional.empty();
            }
            return Optional.of(new DecodedCode(result.getBarcodeFormat(), result.getText()));
        } catch (ReaderException e) {
            return Optional.empty();
        } finally {
            reader.reset();
        }
    }

    private MultiFormatReader reader(DecodePass pass) {
        if (pass == DecodePass.PURE_BARCODE) {
            return pure;
        }
        if (pass.rotates()) {
            return rowWise;
        }
        return pass.tryHarder() ? harder : normal;
    }
}
