package io.redeemdesk.client.scan;

import io.redeemdesk.protocol.VoucherCode;
import org.junit.jupiter.api.Test;

import java.security.SecureRandom;

import static org.assertj.core.api.Assertions.assertThat;

class KeyboardLayoutHintTest {
    private static final String US = "1234567890QAWZqawz";
    private static final String AZERTY = "&é\"'(-è_çàAQZWaqzw";

    @Test
    void aValidCodeNeedsNoHint() {
        assertThat(KeyboardLayoutHint.explain(VoucherCode.generate(new SecureRandom()))).isEmpty();
    }

    @Test
    void azertyDigitsTurnedIntoSymbolsAreNamedAndTranslatedBack() {
        SecureRandom random = new SecureRandom();
        for (int i = 0; i < 200; i++) {
            String code = VoucherCode.generate(random);
            String typed = through(code, US, AZERTY);
            if (!typed.matches(".*[&é\"'(è_çà].*")) {
                continue;
            }
            assertThat(KeyboardLayoutHint.explain(typed)).as(typed)
                    .contains(new KeyboardLayoutHint.Hint(KeyboardLayoutHint.Layout.AZERTY, code));
        }
    }

    @Test
    void azertySymbolsAreNamedEvenWhenTheCodeWasMisreadToo() {
        assertThat(KeyboardLayoutHint.explain("&é\"'(è_çàKMNPX")).get()
                .extracting(KeyboardLayoutHint.Hint::layout).isEqualTo(KeyboardLayoutHint.Layout.AZERTY);
    }

    @Test
    void qwertzSwapsYAndZAndTheSwappedCodePassesTheCheck() {
        SecureRandom random = new SecureRandom();
        int found = 0;
        while (found < 20) {
            String code = VoucherCode.generate(random);
            String typed = through(code, "YZ", "ZY");
            if (typed.equals(code) || VoucherCode.isValid(typed)) {
                continue;
            }
            found++;
            assertThat(KeyboardLayoutHint.explain(typed)).as(typed)
                    .contains(new KeyboardLayoutHint.Hint(KeyboardLayoutHint.Layout.QWERTZ, code));
        }
    }

    @Test
    void aPlainMisreadIsNotBlamedOnTheLayout() {
        String code = "K7M2P9Q4R8S6T3";
        String wrongCheck = code.substring(0, 13) + (code.charAt(13) == 'X' ? 'V' : 'X');
        if (!VoucherCode.isValid(wrongCheck)) {
            assertThat(KeyboardLayoutHint.explain(wrongCheck.replace('Y', 'K').replace('Z', 'K'))).isEmpty();
        }
        assertThat(KeyboardLayoutHint.explain("HELLO")).isEmpty();
    }

    private static String through(String text, String from, String to) {
        StringBuilder out = new StringBuilder();
        for (char c : text.toCharArray()) {
            int at = from.indexOf(c);
            out.append(at < 0 ? c : to.charAt(at));
        }
        return out.toString();
    }
}
