package io.redeemdesk.client.cashier;

import io.redeemdesk.client.redeem.ActionKind;
import io.redeemdesk.client.redeem.ActionState;
import io.redeemdesk.client.redeem.RedeemAction;
import io.redeemdesk.client.redeem.RedeemOutcome;
import io.redeemdesk.protocol.Verdict;
import org.junit.jupiter.api.Test;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/** Instant mode: a redeemed pass says the use it took and what it has left; a single voucher says nothing more. */
class PassWordsTest {
    private final Clock clock = Clock.fixed(Instant.ofEpochMilli(Outcomes.AT), ZoneOffset.UTC);

    private static RedeemOutcome redeemedWithUsesLeft(Integer usesLeft) {
        RedeemAction a = Outcomes.action(ActionState.DONE, Verdict.REDEEMED, null);
        RedeemAction pass = new RedeemAction(a.requestId(), a.code(), a.storeId(), a.terminalId(), a.cashierId(),
                a.createdAt(), a.state(), a.verdict(), a.httpStatus(), a.responseBody(), a.attempts(),
                a.nextAttemptAt(), a.lastError(), a.offlineAccepted(), a.honoured(), a.voucherName(), a.valueCents(),
                a.currency(), a.completedAt(), a.wireOffline(), a.maybeDelivered(), ActionKind.REDEEM, null, usesLeft);
        return new RedeemOutcome(RedeemOutcome.Kind.VERDICT, Verdict.REDEEMED, pass, null);
    }

    @Test
    void aPassSaysTheUseTakenAndWhatIsLeftInBothLanguages() {
        VerdictCards english = new VerdictCards(Messages.forLocale(Locale.ENGLISH), clock, "TILL-1");
        VerdictCards chinese = new VerdictCards(Messages.forLocale(Locale.SIMPLIFIED_CHINESE), clock, "TILL-1");

        assertThat(english.of(redeemedWithUsesLeft(4), Outcomes.CODE).detail()).endsWith("\n1 use taken — 4 left");
        assertThat(chinese.of(redeemedWithUsesLeft(4), Outcomes.CODE).detail()).endsWith("\n已使用 1 次 — 剩余 4 次");
        assertThat(english.of(redeemedWithUsesLeft(0), Outcomes.CODE).detail()).doesNotContain("use taken");
        assertThat(english.of(redeemedWithUsesLeft(null), Outcomes.CODE).detail()).doesNotContain("use taken");
    }
}
