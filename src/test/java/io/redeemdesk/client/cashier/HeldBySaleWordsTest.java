package io.redeemdesk.client.cashier;

import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.client.redeem.RedeemOutcome;
import org.junit.jupiter.api.Test;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A redemption answered {@code voucher-held}: the card says "held by an open sale", names the till whose sale has
 * it and tells the cashier to finish or void that sale first, in English and Chinese, never the service's sentence.
 */
class HeldBySaleWordsTest {
    private static final String BODY = "{\"type\":\"https://redeemdesk.io/problems/voucher-held\",\"status\":409,"
            + "\"detail\":\"Voucher …T3 is held by a sale of terminal TILL-2\",\"heldBy\":{\"saleId\":\"s-1\","
            + "\"terminalId\":\"TILL-2\",\"heldSince\":\"2026-09-21T13:50:00Z\","
            + "\"heldUntil\":\"2026-09-21T14:05:00Z\"}}";
    private final Clock clock = Clock.fixed(Instant.ofEpochMilli(Outcomes.AT), ZoneOffset.UTC);

    private static RedeemOutcome heldElsewhere(String body) {
        RedeemAction action = Outcomes.action(ActionState.FAILED, null, body);
        return new RedeemOutcome(RedeemOutcome.Kind.HELD_BY_SALE, null, action, "service words");
    }

    @Test
    void theCardNamesTheTillWhoseSaleHasItAndWhatToDo() {
        VerdictCard en = new VerdictCards(CashierWords.forLocale(Locale.ENGLISH), clock, "TILL-1")
                .of(heldElsewhere(BODY), Outcomes.CODE);
        VerdictCard zh = new VerdictCards(CashierWords.forLocale(Locale.SIMPLIFIED_CHINESE), clock, "TILL-1")
                .of(heldElsewhere(BODY), Outcomes.CODE);
        VerdictCard here = new VerdictCards(CashierWords.forLocale(Locale.ENGLISH), clock, "TILL-2")
                .of(heldElsewhere(BODY), Outcomes.CODE);
        VerdictCard unnamed = new VerdictCards(CashierWords.forLocale(Locale.ENGLISH), clock, "TILL-1")
                .of(heldElsewhere(null), Outcomes.CODE);

        assertThat(en.look()).isEqualTo(VerdictLook.HELD_BY_SALE);
        assertThat(en.look().sound()).isEqualTo(VerdictLook.Sound.REFUSED);
        assertThat(en.headline()).isEqualTo("HELD BY AN OPEN SALE — do not honour");
        assertThat(en.detail()).startsWith("This voucher is in an open sale at till TILL-2 (held until ")
                .endsWith("): finish or void that sale first, then scan it again");
        assertThat(zh.headline()).isEqualTo("已被未结销售锁定 — 不可兑付");
        assertThat(zh.detail()).startsWith("此券在收银台 TILL-2 的未结销售中")
                .contains("请先完成或作废该销售")
                .doesNotContain("held", "sale");
        assertThat(here.detail()).startsWith("This voucher is in an open sale on this till");
        assertThat(unnamed.detail()).isEqualTo(
                "This voucher is in an open sale at another till: finish or void that sale first, then scan it again");
    }
}
