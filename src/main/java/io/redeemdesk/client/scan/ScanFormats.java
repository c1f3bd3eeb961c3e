package io.redeemdesk.client.scan;

import com.google.zxing.BarcodeFormat;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/**
 * Which symbologies the camera looks for. Fewer formats decode faster and can mistake less for a code; the
 * default is what vouchers are printed with.
 */
public final class ScanFormats {
    public static final Set<BarcodeFormat> DEFAULT = Set.copyOf(EnumSet.of(BarcodeFormat.QR_CODE,
            BarcodeFormat.CODE_128, BarcodeFormat.EAN_13, BarcodeFormat.EAN_8, BarcodeFormat.UPC_A,
            BarcodeFormat.DATA_MATRIX, BarcodeFormat.PDF_417, BarcodeFormat.AZTEC));

    private ScanFormats() {
    }

    /** Parses a comma-separated list such as {@code QR_CODE,CODE_128}; a blank list means the default. */
    public static Set<BarcodeFormat> parse(String list) {
        if (list == null || list.isBlank()) {
            return DEFAULT;
        }
        EnumSet<BarcodeFormat> formats = EnumSet.noneOf(BarcodeFormat.class);
        for (String name : list.split(",")) {
            String key = name.strip().toUpperCase(Locale.ROOT).replace('-', '_');
            try {
                formats.add(BarcodeFormat.valueOf(key));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("unknown barcode format '" + name.strip() + "'; use some of "
                        + Arrays.toString(BarcodeFormat.values()), e);
            }
        }
        return Set.copyOf(formats);
    }

    /** Read along rows (1D), as opposed to a matrix or stacked code. */
    public static boolean isLinear(BarcodeFormat format) {
        return switch (format) {
            case QR_CODE, DATA_MATRIX, PDF_417, AZTEC, MAXICODE -> false;
            default -> true;
        };
    }
}
