package io.redeemdesk.client.cashier;

import io.redeemdesk.client.exec.SameThreadBackground;
import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.client.redeem.RedeemOutcome;
import io.redeemdesk.client.text.Messages;
import io.redeemdesk.protocol.Verdict;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Executor;

import static org.assertj.core.api.Assertions.assertThat;

/** The cashier view model without the JavaFX toolkit: a scripted engine, same-thread work, a direct executor. */
class CashierViewModelTest {
    private final Clock clock = Clock.fixed(Instant.ofEpochMilli(Outcomes.AT + 60_000), ZoneOffset.UTC);
    private final Messages english = CashierWords.forLocale(Locale.ENGLISH);
    private final List<VerdictLook.Sound> played = new ArrayList<>();
    private final Map<String, RedeemOutcome> script = new HashMap<>();
    private final List<String> redeemedBy = new ArrayList<>();

    private CashierViewModel model(String cashier, Executor fxThread) throws IOException {
        CashierSession session = new CashierSession(CashierPins.load(Path.of("does-not-exist.properties")),
                new SameThreadBackground(), Runnable::run, english, cashier);
        return new CashierViewModel((code, cashierId) -> {
            redeemedBy.add(cashierId);
            return script.get(code);
        }, new SameThreadBackground(), fxThread, session, english, clock, "TILL-1", played::add);
    }

    @Test
    void theScanReachesTheEngineBeforeTheCheckingCardIsShownAndItsVerdictFollowsOnTheFxThread() throws IOException {
        List<Runnable> fxQueue = new ArrayList<>();
        List<VerdictLook> shownWhenTheEngineStarted = new ArrayList<>();
        CashierViewModel[] model = new CashierViewModel[1];
        CashierSession session = new CashierSession(CashierPins.load(Path.of("does-not-exist.properties")),
                new SameThreadBackground(), Runnable::run, english, "alice");
        model[0] = new CashierViewModel((code, cashierId) -> {
            shownWhenTheEngineStarted.add(model[0].cardProperty().get().look());
            return Outcomes.verdict(Verdict.REDEEMED, null);
        }, new SameThreadBackground(), fxQueue::add, session, english, clock, "TILL-1", played::add);

        model[0].submit("k7m2");

        assertThat(shownWhenTheEngineStarted).containsExactly(VerdictLook.READY);
        assertThat(model[0].cardProperty().get().look()).isEqualTo(VerdictLook.CHECKING);
        fxQueue.forEach(Runnable::run);
        assertThat(model[0].cardProperty().get().look()).isEqualTo(VerdictLook.REDEEMED);
    }

    @Test
    void aRedeemedVoucherShowsNameValueMaskedCodeAndPlaysTheOkSound() throws IOException {
        CashierViewModel model = model("alice", Runnable::run);
        script.put("k7m2", Outcomes.verdict(Verdict.REDEEMED, null));

        model.submit("k7m2");

        VerdictCard card = model.cardProperty().get();
        assertThat(card.look()).isEqualTo(VerdictLook.REDEEMED);
        assertThat(card.headline()).isEqualTo("REDEEMED — give the goods");
        assertThat(card.voucher()).startsWith("Free coffee").contains("3.50");
        assertThat(card.maskedCode()).isEqualTo("…R8S6T3");
        assertThat(card.detail()).startsWith("Redeemed at");
        assertThat(played).containsExactly(VerdictLook.Sound.OK);
        assertThat(redeemedBy).containsExactly("alice");
    }

    @Test
    void alreadyRedeemedSaysWhenAndAtWhichTill() throws IOException {
        CashierViewModel model = model("alice", Runnable::run);
        script.put("x", Outcomes.verdict(Verdict.ALREADY_REDEEMED,
                "{\"verdict\":\"ALREADY_REDEEMED\",\"redeemedAt\":\"2026-09-21T14:05:00Z\","
                        + "\"redeemedByTerminal\":\"TILL-7\",\"unknownField\":1}"));

        model.submit("x");

        VerdictCard card = model.cardProperty().get();
        assertThat(card.look()).isEqualTo(VerdictLook.ALREADY_REDEEMED);
        assertThat(card.detail()).contains("TILL-7").contains("2026").containsPattern("(14|2):05");
        assertThat(played).containsExactly(VerdictLook.Sound.REFUSED);
    }

    @Test
    void aDuplicateFoundOnThisTillSaysSoWithItsTime() throws IOException {
        CashierViewModel model = model("alice", Runnable::run);
        script.put("x", new RedeemOutcome(RedeemOutcome.Kind.VERDICT, Verdict.ALREADY_REDEEMED,
                Outcomes.action(ActionState.DONE, Verdict.REDEEMED, null), "Redeemed on this till earlier"));

        model.submit("x");

        assertThat(model.cardProperty().get().detail()).startsWith("First used").endsWith("on this till");
    }

    @Test
    void everyOutcomeHasItsOwnLookWordsAndSoundClass() throws IOException {
        CashierViewModel model = model("alice", Runnable::run);
        Map<RedeemOutcome, VerdictLook> expected = new HashMap<>();
        for (Verdict verdict : Verdict.values()) {
            if (!verdict.answersRedemption()) {
                continue;
            }
            expected.put(verdict == Verdict.MALFORMED_CODE ? Outcomes.malformed() : Outcomes.verdict(verdict, null),
                    VerdictLook.of(verdict));
        }
        for (RedeemOutcome.Kind kind : RedeemOutcome.Kind.values()) {
            if (kind != RedeemOutcome.Kind.VERDICT) {
                expected.put(Outcomes.kind(kind), VerdictLook.of(Outcomes.kind(kind)));
            }
        }
        for (Map.Entry<RedeemOutcome, VerdictLook> e : expected.entrySet()) {
            script.put("code", e.getKey());
            model.submit("code");
            VerdictCard card = model.cardProperty().get();
            assertThat(card.look()).isEqualTo(e.getValue());
            assertThat(card.headline()).doesNotStartWith("verdict.").isNotBlank();
            assertThat(card.detail()).doesNotStartWith("detail.").isNotBlank();
            assertThat(played).last().isEqualTo(e.getValue().sound()).isNotEqualTo(VerdictLook.Sound.NONE);
        }
        assertThat(VerdictLook.SAVED_OFFLINE.sound()).isNotIn(VerdictLook.REDEEMED.sound(),
                VerdictLook.EXPIRED.sound(), VerdictLook.CANNOT_VERIFY.sound());
    }

    @Test
    void aMalformedScanFromAnAzertyTillNamesTheKeyboardLayout() throws IOException {
        CashierViewModel model = model("alice", Runnable::run);
        String typed = "K" + "è" + "M" + "é" + "P" + "ç" + "Q" + "'" + "R" + "_" + "S" + "-" + "T" + "\"";
        script.put(typed, Outcomes.malformed());

        model.submit(typed);

        VerdictCard card = model.cardProperty().get();
        assertThat(card.look()).isEqualTo(VerdictLook.MALFORMED_CODE);
        assertThat(card.detail()).contains("AZERTY").contains("digits came out as symbols");
    }

    @Test
    void whileAnswersArePendingThePanelSaysCheckingAndTheNewestScanWins() throws IOException {
        List<Runnable> fxQueue = new ArrayList<>();
        CashierViewModel model = model("alice", fxQueue::add);
        script.put("first", Outcomes.verdict(Verdict.REDEEMED, null));
        script.put("second", Outcomes.verdict(Verdict.EXPIRED, null));

        model.submit("first");
        model.submit("second");
        assertThat(model.cardProperty().get().look()).isEqualTo(VerdictLook.CHECKING);
        assertThat(model.cardProperty().get().headline()).isEqualTo("Checking…");

        fxQueue.get(1).run();
        fxQueue.get(0).run();

        assertThat(model.cardProperty().get().look()).isEqualTo(VerdictLook.EXPIRED);
        assertThat(model.recentScans()).extracting(VerdictCard::look)
                .containsExactly(VerdictLook.REDEEMED, VerdictLook.EXPIRED);
    }

    @Test
    void aPassScannedTwiceSaysNoSecondUseWasTakenWithAWarningNotTheGoods() throws IOException {
        CashierViewModel model = model("alice", Runnable::run);
        script.put("pass", Outcomes.verdict(Verdict.REDEEMED, null));
        model.submit("pass");
        script.put("pass", Outcomes.passUsedJustNow(4, 10, 27));

        model.submit("pass");

        VerdictCard card = model.cardProperty().get();
        assertThat(card.look()).isEqualTo(VerdictLook.PASS_USED_JUST_NOW);
        assertThat(card.headline()).isEqualTo("SCANNED TWICE — no second use taken");
        assertThat(card.detail()).isEqualTo("A use of this pass was taken just now (4 of 10 left) — scan it again"
                + " after 27 s to take another use");
        assertThat(played).containsExactly(VerdictLook.Sound.OK, VerdictLook.Sound.WARNING);
        assertThat(model.recentScans()).extracting(VerdictCard::shortName)
                .containsExactly("Scanned twice", "Redeemed");
    }

    @Test
    void theStripKeepsTheLastTenScansNewestFirst() throws IOException {
        CashierViewModel model = model("alice", Runnable::run);
        script.put("ok", Outcomes.verdict(Verdict.REDEEMED, null));
        script.put("no", Outcomes.verdict(Verdict.REVOKED, null));
        for (int i = 0; i < 12; i++) {
            model.submit("ok");
        }
        model.submit("no");

        assertThat(model.recentScans()).hasSize(CashierViewModel.RECENT_SCANS);
        assertThat(model.recentScans().get(0).look()).isEqualTo(VerdictLook.REVOKED);
    }

    @Test
    void aVerdictSettlesBackToReadyUnlessANewerOneReplacedIt() throws IOException {
        CashierViewModel model = model("alice", Runnable::run);
        script.put("ok", Outcomes.verdict(Verdict.REDEEMED, null));
        model.submit("ok");
        VerdictCard first = model.cardProperty().get();
        model.submit("ok");

        model.settle(first);
        assertThat(model.cardProperty().get().look()).isEqualTo(VerdictLook.REDEEMED);
        model.settle(model.cardProperty().get());
        assertThat(model.cardProperty().get().look()).isEqualTo(VerdictLook.READY);
        assertThat(model.cardProperty().get().headline()).isEqualTo("Ready — scan a voucher");
    }

    @Test
    void signedOutScansAreRefusedAndNothingIsRedeemed() throws IOException {
        CashierViewModel model = model("", Runnable::run);

        model.submit("K7M2P9Q4R8S6T3");

        assertThat(model.cardProperty().get().look()).isEqualTo(VerdictLook.SIGNED_OUT);
        assertThat(redeemedBy).isEmpty();
    }

    @Test
    void anEngineFailureSaysCannotVerifyWithoutNamingAJavaType() throws IOException {
        CashierSession session = new CashierSession(CashierPins.load(Path.of("none")), new SameThreadBackground(),
                Runnable::run, english, "alice");
        CashierViewModel model = new CashierViewModel((code, cashier) -> {
            throw new java.sql.SQLException("disk full");
        }, new SameThreadBackground(), Runnable::run, session, english, clock, "TILL-1", played::add);

        model.submit("K7M2P9Q4R8S6T3");

        assertThat(model.cardProperty().get().look()).isEqualTo(VerdictLook.CANNOT_VERIFY);
        assertThat(model.cardProperty().get().detail())
                .isEqualTo("The till could not record the scan: scan again, call support if it repeats");
    }

    @Test
    void chineseTextsComeFromTheChineseBundle() throws IOException {
        Messages chinese = CashierWords.forLocale(Locale.SIMPLIFIED_CHINESE);
        CashierSession session = new CashierSession(CashierPins.load(Path.of("none")), new SameThreadBackground(),
                Runnable::run, chinese, "alice");
        script.put("ok", Outcomes.verdict(Verdict.REDEEMED, null));
        CashierViewModel model = new CashierViewModel((code, cashier) -> script.get(code), new SameThreadBackground(),
                Runnable::run, session, chinese, clock, "TILL-1", played::add);

        model.submit("ok");

        assertThat(model.cardProperty().get().headline()).isEqualTo("核销成功 — 请交付商品");
    }
}
