package io.redeemdesk.client.cashier;

import io.redeemdesk.client.redeem.RedeemOutcome;
import io.redeemdesk.protocol.Verdict;
import org.junit.jupiter.api.Test;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Passes in words: a redeemed pass says the use it took, what it has left and of how many, the last use says so,
 * a sale's line says "1 of 10 uses" — also with exactly one use left, and a pass scanned again just after a use
 * says no use was taken and when the next scan takes one; a single voucher says nothing more. A service that does
 * not send {@code usesTotal} gets the shorter words.
 */
class PassWordsTest {
    private final Clock clock = Clock.fixed(Instant.ofEpochMilli(Outcomes.AT), ZoneOffset.UTC);
    private final PassWords english = new PassWords(CashierWords.forLocale(Locale.ENGLISH));
    private final PassWords chinese = new PassWords(CashierWords.forLocale(Locale.SIMPLIFIED_CHINESE));

    private static RedeemOutcome redeemed(Integer usesLeft, Integer usesTotal) {
        return new RedeemOutcome(RedeemOutcome.Kind.VERDICT, Verdict.REDEEMED, Outcomes.pass(usesLeft, usesTotal),
                null);
    }

    @Test
    void aRedeemedPassSaysTheUseTakenAndWhatIsLeftOfHowManyInBothLanguages() {
        VerdictCards en = new VerdictCards(CashierWords.forLocale(Locale.ENGLISH), clock, "TILL-1");
        VerdictCards zh = new VerdictCards(CashierWords.forLocale(Locale.SIMPLIFIED_CHINESE), clock, "TILL-1");

        assertThat(en.of(redeemed(4, 10), Outcomes.CODE).detail()).endsWith("\n1 use taken — 4 of 10 left");
        assertThat(zh.of(redeemed(4, 10), Outcomes.CODE).detail()).endsWith("\n已用 1 次 — 剩余 4/10 次");
        assertThat(en.of(redeemed(0, 10), Outcomes.CODE).detail()).endsWith("\nLast use taken — 0 of 10 left");
        assertThat(zh.of(redeemed(0, 10), Outcomes.CODE).detail()).endsWith("\n最后一次已用 — 剩余 0/10 次");
        assertThat(en.of(redeemed(0, 1), Outcomes.CODE).detail()).doesNotContain("use");
        assertThat(en.of(redeemed(4, null), Outcomes.CODE).detail()).endsWith("\n1 use taken — 4 left");
        assertThat(en.of(redeemed(null, null), Outcomes.CODE).detail()).doesNotContain("use taken");
    }

    @Test
    void aPassWithEveryUseTakenSaysSoAndWhenTheLastWas() {
        String body = "{\"type\":\"https://redeemdesk.io/problems/already-redeemed\",\"verdict\":\"ALREADY_REDEEMED\","
                + "\"redeemedAt\":\"2026-09-21T13:50:00Z\",\"redeemedByTerminal\":\"TILL-2\","
                + "\"usesLeft\":0,\"usesTotal\":10}";
        RedeemOutcome usedUp = Outcomes.verdict(Verdict.ALREADY_REDEEMED, body);

        assertThat(new VerdictCards(CashierWords.forLocale(Locale.ENGLISH), clock, "TILL-1").of(usedUp, Outcomes.CODE)
                .detail()).startsWith("All 10 uses of this pass are taken: the last ").endsWith(" at till TILL-2");
        assertThat(new VerdictCards(CashierWords.forLocale(Locale.SIMPLIFIED_CHINESE), clock, "TILL-1")
                .of(usedUp, Outcomes.CODE).detail()).startsWith("此次卡 10 次已全部用完：最后一次于 ")
                .endsWith("，收银台 TILL-2");
        assertThat(new VerdictCards(CashierWords.forLocale(Locale.ENGLISH), clock, "TILL-1")
                .of(Outcomes.verdict(Verdict.ALREADY_REDEEMED, body.replace("\"usesTotal\":10", "\"usesTotal\":1")),
                        Outcomes.CODE).detail()).startsWith("First used ");
    }

    @Test
    void aPassScannedAgainJustAfterAUseSaysNoUseWasTakenAndWhenTheNextScanTakesOneInBothLanguages() {
        VerdictCard en = new VerdictCards(CashierWords.forLocale(Locale.ENGLISH), clock, "TILL-1")
                .of(Outcomes.passUsedJustNow(4, 10, 30), Outcomes.CODE);
        VerdictCard zh = new VerdictCards(CashierWords.forLocale(Locale.SIMPLIFIED_CHINESE), clock, "TILL-1")
                .of(Outcomes.passUsedJustNow(4, 10, 30), Outcomes.CODE);

        assertThat(en.look()).isEqualTo(VerdictLook.PASS_USED_JUST_NOW);
        assertThat(en.look().styleClass()).isNotEqualTo(VerdictLook.REDEEMED.styleClass());
        assertThat(en.look().sound()).isNotIn(VerdictLook.Sound.OK, VerdictLook.Sound.OFFLINE);
        assertThat(en.headline()).isEqualTo("SCANNED TWICE — no second use taken").doesNotContain("give the goods");
        assertThat(en.detail()).isEqualTo("A use of this pass was taken just now (4 of 10 left) — scan it again after"
                + " 30 s to take another use");
        assertThat(zh.headline()).isEqualTo("重复扫描 — 未再次扣次");
        assertThat(zh.detail()).isEqualTo("此次卡刚刚已用 1 次（剩余 4/10 次）— 如需再用一次，请 30 秒后再扫");
        assertThat(new VerdictCards(CashierWords.forLocale(Locale.ENGLISH), clock, "TILL-1")
                .of(Outcomes.passUsedJustNow(7, null, 12), Outcomes.CODE).detail())
                .isEqualTo("A use of this pass was taken just now (7 left) — scan it again after 12 s to take another"
                        + " use");
    }

    @Test
    void aSalesLineSaysOneOfHowManyUsesAndTheLastOneSaysSo() {
        assertThat(english.held(5, 10)).isEqualTo("1 of 10 uses (5 left)");
        assertThat(chinese.held(5, 10)).isEqualTo("10 次中的 1 次（剩余 5 次）");
        assertThat(english.held(1, 10)).as("a pass with one use left is still a pass")
                .isEqualTo("1 of 10 uses — the last one");
        assertThat(chinese.held(1, 10)).isEqualTo("10 次中的 1 次 — 最后一次");
        assertThat(english.held(1, 1)).as("a single voucher shows its value instead").isEmpty();
        assertThat(english.held(5, null)).isEqualTo("takes 1 use — 5 left before it");
        assertThat(english.afterUse(4, 10)).isEqualTo("1 use taken — 4 of 10 left");
        assertThat(english.afterUse(0, 1)).isEmpty();
    }
}
