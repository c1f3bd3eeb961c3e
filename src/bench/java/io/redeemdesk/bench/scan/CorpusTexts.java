package io.redeemdesk.bench.scan;

import com.google.zxing.BarcodeFormat;

/**
 * What the corpus codes carry: voucher numbers, redeem links and Chinese voucher texts (UTF-8) for the matrix
 * codes, digits with their check digit for EAN-13 and UPC-A, short upper-case codes for Code 39.
 */
final class CorpusTexts {
    private CorpusTexts() {
    }

    static String text(BarcodeFormat format, int n, boolean compactAztec) {
        String digits = String.format("%010d", 3_000_000_000L + n * 104_729L);
        return switch (format) {
            case EAN_13, UPC_A -> CodePictures.sampleText(format, n);
            case CODE_128 -> n % 2 == 0 ? "RD" + digits + "X" : "rd-" + digits.substring(2);
            case CODE_39 -> "RD-" + digits.substring(2);
            case AZTEC -> compactAztec ? compactAztec(n, digits) : longText(n, digits);
            case DATA_MATRIX -> n % 2 == 0 ? "RD1-" + digits + "-VOUCHER" : "https://redeem.example/v/" + digits;
            default -> n % 3 == 2 ? longText(n, digits) : shortText(n, digits);
        };
    }

    private static String compactAztec(int n, String digits) {
        return switch (n % 3) {
            case 0 -> "RD" + digits;
            case 1 -> "券" + digits.substring(4);
            default -> "RD1-" + digits + "-V";
        };
    }

    private static String shortText(int n, String digits) {
        return n % 3 == 0 ? "RD1-" + digits + "-VOUCHER" : "https://redeem.example/v/" + digits;
    }

    private static String longText(int n, String digits) {
        return n % 2 == 0 ? "兑换券 RD1-" + digits + " 满100减20 有效期至2027-03-31 门店通用"
                : "RD1-" + digits + "|VOUCHER|STORE=0042|VALID=2027-03-31|SIG=" + Long.toHexString(n * 0x9E3779B97F4AL);
    }
}
