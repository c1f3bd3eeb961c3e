package io.redeemdesk.client.cashier;

import io.redeemdesk.client.scan.KeyboardLayoutHint;
import io.redeemdesk.client.scan.ScanText;
import io.redeemdesk.client.scan.ScanTrace;
import io.redeemdesk.client.scan.ScannerTimings;
import io.redeemdesk.protocol.VoucherCode;
import org.junit.jupiter.api.Test;

import java.security.SecureRandom;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/** The scanner self-test's words from scan traces, without the JavaFX toolkit, in English and Chinese. */
class SelfTestViewModelTest {
    private static final ScanText PARSER = new ScanText("", "");

    private static ScanTrace trace(String raw, List<Double> gaps, boolean scan) {
        ScanText.Parsed parsed = PARSER.parse(raw);
        return new ScanTrace(raw, gaps, scan, gaps.stream().mapToDouble(Double::doubleValue).max().orElse(0),
                parsed, VoucherCode.check(parsed.code()), KeyboardLayoutHint.explain(parsed.code()));
    }

    @Test
    void aValidScanShowsItsGapsKindAndCheck() {
        SelfTestViewModel model = new SelfTestViewModel(CashierWords.forLocale(Locale.ENGLISH),
                new ScannerTimings(Duration.ofMillis(40), 8, false));
        String code = VoucherCode.generate(new SecureRandom());

        model.record(trace(code, List.of(4.25, 12.5), true));

        assertThat(model.rawProperty().get()).isEqualTo(code);
        assertThat(model.timingsProperty().get()).isEqualTo("4.3  12.5");
        assertThat(model.kindProperty().get()).isEqualTo("SCAN (burst, largest gap 12.5 ms)");
        assertThat(model.parsedProperty().get()).isEqualTo(code);
        assertThat(model.aimProperty().get()).isEqualTo("—");
        assertThat(model.checkProperty().get()).isEqualTo("valid voucher code");
        assertThat(model.thresholdsProperty().get()).isEqualTo("Thresholds: gap ≤ 40 ms, at least 8 characters, Enter");
    }

    @Test
    void typingAndABadCodeAreNamed() {
        SelfTestViewModel model = new SelfTestViewModel(CashierWords.forLocale(Locale.ENGLISH), ScannerTimings.DEFAULT);

        model.record(trace("ABC", List.of(180.0, 220.0), false));

        assertThat(model.kindProperty().get()).isEqualTo("TYPING (too slow or too short for a scanner)");
        assertThat(model.checkProperty().get()).isEqualTo("Wrong length: a voucher code has 14 characters");
        assertThat(model.thresholdsProperty().get()).endsWith("Enter or Tab");
    }

    @Test
    void toggleOpensAndClosesAndChineseWordsAreUsed() {
        SelfTestViewModel model = new SelfTestViewModel(CashierWords.forLocale(Locale.SIMPLIFIED_CHINESE),
                ScannerTimings.DEFAULT);
        assertThat(model.isOpen()).isFalse();

        model.toggle();
        assertThat(model.openProperty().get()).isTrue();
        model.record(trace("", List.of(), false));
        assertThat(model.checkProperty().get()).isEqualTo("未读到券码");
        assertThat(model.kindProperty().get()).isEqualTo("手动输入（太慢或太短，不像扫描枪）");
        model.toggle();
        assertThat(model.isOpen()).isFalse();
    }
}
