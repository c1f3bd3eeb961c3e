package io.redeemdesk.client.cashier;

import io.redeemdesk.client.manager.store.ManagerText;
import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.client.redeem.RedeemOutcome;
import io.redeemdesk.client.text.DateTimes;
import io.redeemdesk.client.text.Messages;
import io.redeemdesk.protocol.Verdict;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * One date and time style on the cashier's cards, in the manager's words (the log, the details, the daily report)
 * and in the CSV: {@code 2026-12-01 18:54:30}, 24-hour, in English and in Chinese — never "PM", 下午 or 12/1/26.
 */
class DateTimesTest {
    /** 2026-12-01 18:54:30 UTC: an evening, where a 12-hour clock would say 6:54 PM / 下午6:54. */
    private static final long EVENING = Instant.parse("2026-12-01T18:54:30Z").toEpochMilli();
    private static final String TWELVE_HOUR = "(?s).*(AM|PM|上午|下午|\\d{1,2}/\\d{1,2}/\\d{2}).*";

    @ParameterizedTest
    @ValueSource(strings = {"en", "zh-CN"})
    void theManagerTheReportAndTheCsvWriteTheSameDayAndTwentyFourHourTime(String tag) {
        ManagerText text = new ManagerText(Locale.forLanguageTag(tag), ZoneOffset.UTC);

        assertThat(text.time(EVENING)).isEqualTo("2026-12-01 18:54:30");
        assertThat(text.clock(Instant.ofEpochMilli(EVENING))).isEqualTo("18:54:30");
        assertThat(DateTimes.csv(Instant.ofEpochMilli(EVENING), ZoneOffset.UTC))
                .isEqualTo("2026-12-01T18:54:30Z").startsWith(text.time(EVENING).replace(' ', 'T'));
        assertThat(new ManagerText(Locale.forLanguageTag(tag), ZoneId.of("Asia/Shanghai")).time(EVENING))
                .as("in the till's zone").isEqualTo("2026-12-02 02:54:30");
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "zh-CN"})
    void theCashiersCardsWriteItTheSameWay(String tag) {
        Messages words = CashierWords.forLocale(Locale.forLanguageTag(tag));
        Clock clock = Clock.fixed(Instant.ofEpochMilli(EVENING), ZoneOffset.UTC);
        String heldUntil = "{\"type\":\"https://redeemdesk.io/problems/voucher-held\",\"status\":409,"
                + "\"heldBy\":{\"saleId\":\"s-1\",\"terminalId\":\"TILL-2\",\"heldSince\":\"2026-12-01T18:40:00Z\","
                + "\"heldUntil\":\"2026-12-01T18:55:00Z\"}}";
        VerdictCard held = new VerdictCards(words, clock, "TILL-1").of(new RedeemOutcome(
                RedeemOutcome.Kind.HELD_BY_SALE, null, Outcomes.action(ActionState.FAILED, null, heldUntil), ""),
                Outcomes.CODE);
        VerdictCard redeemed = new VerdictCards(words, clock, "TILL-1")
                .of(Outcomes.verdict(Verdict.REDEEMED, null), Outcomes.CODE);

        assertThat(held.detail()).contains("2026-12-01 18:55:00").doesNotMatch(TWELVE_HOUR);
        assertThat(redeemed.detail()).containsPattern("\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}")
                .doesNotMatch(TWELVE_HOUR);
    }
}
