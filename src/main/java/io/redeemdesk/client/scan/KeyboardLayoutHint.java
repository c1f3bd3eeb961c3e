package io.redeemdesk.client.scan;

import io.redeemdesk.protocol.VoucherCode;

import java.util.Optional;

/**
 * Explains a scan that fails the voucher check the way a wrong keyboard layout would make it fail. A USB
 * scanner sends key positions of a US keyboard; on a till set to French AZERTY the digit row comes out as
 * {@code &é"'(-è_çà} and A/Q, Z/W and M swap places, and on German QWERTZ Y and Z swap. AZERTY digit symbols name
 * AZERTY at once (a code without any digit is rare); otherwise a layout is named when translating the text back
 * through it makes the check pass, QWERTZ first since its single swap is the smaller change. The layout is named
 * so the cashier or the support desk can fix the scanner or the till.
 */
public final class KeyboardLayoutHint {
    private static final String AZERTY_TYPED = "&é\"'(-è_çàAQZWaqzw?,";
    private static final String AZERTY_MEANT = "1234567890QAWZqawzMm";
    private static final String AZERTY_DIGIT_SYMBOLS = "&é\"'(è_çà";

    private KeyboardLayoutHint() {
    }

    /** Keyboard layouts whose mix-up with US we can recognise. */
    public enum Layout { AZERTY, QWERTZ }

    /**
     * The layout that explains {@code text}, with the code the scanner meant.
     *
     * @param meant the text translated back to US keys; it passes the voucher check unless only the AZERTY digit
     *              symbols gave the layout away
     */
    public record Hint(Layout layout, String meant) {
    }

    public static Optional<Hint> explain(String text) {
        if (text == null || text.isEmpty() || VoucherCode.isValid(text)) {
            return Optional.empty();
        }
        String fromAzerty = translate(text, AZERTY_TYPED, AZERTY_MEANT);
        if (containsAny(text, AZERTY_DIGIT_SYMBOLS)) {
            return Optional.of(new Hint(Layout.AZERTY, fromAzerty));
        }
        String fromQwertz = translate(text, "YZyz", "ZYzy");
        if (VoucherCode.isValid(fromQwertz)) {
            return Optional.of(new Hint(Layout.QWERTZ, fromQwertz));
        }
        if (VoucherCode.isValid(fromAzerty)) {
            return Optional.of(new Hint(Layout.AZERTY, fromAzerty));
        }
        return Optional.empty();
    }

    private static String translate(String text, String typed, String meant) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            int at = typed.indexOf(c);
            out.append(at < 0 ? c : meant.charAt(at));
        }
        return out.toString();
    }

    private static boolean containsAny(String text, String chars) {
        for (int i = 0; i < text.length(); i++) {
            if (chars.indexOf(text.charAt(i)) >= 0) {
                return true;
            }
        }
        return false;
    }
}
