package io.redeemdesk.protocol;

import org.junit.jupiter.api.Test;

import java.security.SecureRandom;

import static org.assertj.core.api.Assertions.assertThat;

class VoucherCodeTest {
    private final SecureRandom random = new SecureRandom();

    @Test
    void generatedCodesAreValidAndCarryAtLeastSixtyBits() {
        for (int i = 0; i < 1000; i++) {
            String code = VoucherCode.generate(random);
            assertThat(code).hasSize(VoucherCode.LENGTH);
            assertThat(VoucherCode.check(code)).isEmpty();
        }
        assertThat(VoucherCode.PAYLOAD_LENGTH * 5).isGreaterThanOrEqualTo(60);
    }

    @Test
    void everySingleSymbolErrorIsCaughtByTheCheckCharacter() {
        String code = VoucherCode.generate(random);
        for (int pos = 0; pos < code.length(); pos++) {
            for (char c : VoucherCode.ALPHABET.toCharArray()) {
                if (c == code.charAt(pos)) {
                    continue;
                }
                String typo = code.substring(0, pos) + c + code.substring(pos + 1);
                assertThat(VoucherCode.check(typo)).contains(VoucherCode.Problem.CHECK_FAILED);
            }
        }
    }

    @Test
    void normalisesCaseSeparatorsAndLookAlikes() {
        String code = VoucherCode.generate(random);
        String typed = VoucherCode.display(code).toLowerCase().replace('1', 'l').replace('0', 'o');
        assertThat(VoucherCode.normalize(typed)).isEqualTo(code);
        assertThat(VoucherCode.isValid(typed)).isTrue();
    }

    @Test
    void namesWhatIsWrongWithBadInput() {
        assertThat(VoucherCode.check("")).contains(VoucherCode.Problem.EMPTY);
        assertThat(VoucherCode.check("ABC")).contains(VoucherCode.Problem.WRONG_LENGTH);
        assertThat(VoucherCode.check("ABCD!EFGHJKMNP")).contains(VoucherCode.Problem.BAD_CHARACTER);
        assertThat(VoucherCode.check("A".repeat(10_000))).contains(VoucherCode.Problem.TOO_LONG);
    }

    @Test
    void masksAllButTheLastSixCharacters() {
        assertThat(VoucherCode.mask("ABCDEFGHJKMNPQ")).isEqualTo("…JKMNPQ");
        assertThat(VoucherCode.mask("ABCDEFG")).isEqualTo("…BCDEFG");
    }

    @Test
    void aCodeOfSixCharactersOrFewerIsShownWholeWithoutTheEllipsis() {
        assertThat(VoucherCode.mask("ABCDEF")).isEqualTo("ABCDEF");
        assertThat(VoucherCode.mask("ABC")).isEqualTo("ABC");
        assertThat(VoucherCode.mask("")).isEmpty();
        assertThat(VoucherCode.mask(null)).isEmpty();
    }
}
