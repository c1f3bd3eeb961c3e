package io.redeemdesk.client.cashier;

import io.redeemdesk.client.api.ApiResult;
import io.redeemdesk.client.api.RedemptionApi;
import io.redeemdesk.client.exec.SameThreadBackground;
import io.redeemdesk.client.outbox.ActionKind;
import io.redeemdesk.client.outbox.Outbox;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.client.outbox.Sale;
import io.redeemdesk.client.outbox.SaleStep;
import io.redeemdesk.client.outbox.TillIdentity;
import io.redeemdesk.client.redeem.EngineSettings;
import io.redeemdesk.client.redeem.OfflinePolicy;
import io.redeemdesk.client.redeem.RedeemRuntime;
import io.redeemdesk.client.text.Messages;
import io.redeemdesk.protocol.RedemptionRequest;
import io.redeemdesk.server.admin.DemoSeed;
import io.redeemdesk.testing.LiveServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Sale mode's view model without the JavaFX toolkit, against a real service and a real outbox: lines, total,
 * "already in this sale", Delete, F4 with the order number rule, F8, a restart with an open sale, a capture after
 * the lease ran out, F4 on a restored sale the service holds nothing of, the offline policy, passes' words and F3,
 * the arrow keys' choice of a line and Delete on it, and the plural of the total in both languages.
 */
class SaleViewModelTest {
    private static final Duration DEADLINE = Duration.ofSeconds(3);

    @TempDir
    Path dir;
    private LiveServer server;
    private Outbox outbox;
    private RedeemRuntime runtime;
    private RedemptionApi api;
    private final List<VerdictLook.Sound> played = new ArrayList<>();

    @BeforeEach
    void startServer() throws Exception {
        server = new LiveServer(dir, 20);
    }

    @AfterEach
    void stop() throws Exception {
        stopTill();
        server.close();
    }

    private SaleViewModel till(OrderNumberRule rule, EngineSettings engine, Locale locale) throws Exception {
        outbox = Outbox.open(dir.resolve("till/outbox.db"));
        api = new RedemptionApi(RedemptionApi.newHttpClient(Duration.ofSeconds(1), engine.attemptTimeout()),
                server.url(), server.token());
        runtime = RedeemRuntime.start(outbox, api, engine, new TillIdentity(DemoSeed.STORE_ID, DemoSeed.TERMINAL_ID),
                Clock.systemUTC(), () -> 0.5);
        Messages text = CashierWords.forLocale(locale);
        CashierSession session = new CashierSession(CashierPins.load(dir.resolve("no-pins.properties")),
                new SameThreadBackground(), Runnable::run, text, "alice");
        SaleViewModel model = new SaleViewModel(runtime.sales(), new SameThreadBackground(), Runnable::run, session,
                text, Clock.systemUTC(), DemoSeed.TERMINAL_ID, played::add, rule);
        model.restore().join();
        return model;
    }

    private SaleViewModel till(OrderNumberRule rule) throws Exception {
        return till(rule, EngineSettings.defaults().withForegroundDeadline(DEADLINE), Locale.ENGLISH);
    }

    private void stopTill() throws Exception {
        if (runtime != null) {
            runtime.close();
            outbox.close();
            runtime = null;
        }
    }

    @Test
    void aThreeVoucherSaleWithARefusedLineIsCompletedWithAnOrderNumber() throws Exception {
        SaleViewModel model = till(OrderNumberRule.REQUIRED);
        String first = server.codes().get(0);
        String second = server.codes().get(1);

        model.submit(first).join();
        assertThat(model.cardProperty().get().headline()).isEqualTo("ADDED TO THE SALE");
        model.submit(server.expiredCode()).join();
        assertThat(model.cardProperty().get().look()).isEqualTo(VerdictLook.EXPIRED);
        assertThat(model.cardProperty().get().detail()).as("the till's words, not the service's sentence")
                .isEqualTo("This voucher is no longer valid");
        model.submit(second).join();
        model.submit(first.toLowerCase()).join();
        assertThat(model.cardProperty().get().headline()).isEqualTo("ALREADY IN THIS SALE — not sent again");

        assertThat(model.lines()).extracting(SaleLineRow::state).containsExactly("held", "refused — Expired", "held");
        assertThat(model.lines().get(0).name()).isNotBlank();
        assertThat(model.lines().get(0).amount()).isNotBlank();
        assertThat(model.totalProperty().get()).startsWith("2 vouchers");
        assertThat(played).startsWith(VerdictLook.Sound.OK, VerdictLook.Sound.REFUSED, VerdictLook.Sound.OK,
                VerdictLook.Sound.WARNING);

        model.complete("  ").join();
        assertThat(model.cardProperty().get().headline()).isEqualTo("ORDER NUMBER NEEDED");
        model.complete("A-1001").join();

        assertThat(model.cardProperty().get().headline()).isEqualTo("SALE COMPLETE — give the goods");
        assertThat(model.cardProperty().get().detail()).isEqualTo("2 used, 0 gone · order A-1001");
        assertThat(model.lines()).extracting(SaleLineRow::state).startsWith("used");
        assertThat(server.status(first)).isEqualTo("USED");
        assertThat(server.status(second)).isEqualTo("USED");
        model.voidSale().join();
        assertThat(model.cardProperty().get().headline()).isEqualTo("SALE PAID — a completed sale cannot be voided");
        model.submit(first).join();
        assertThat(model.cardProperty().get().headline()).isEqualTo("TAKEN ON THIS TILL ALREADY — not sent");
        assertThat(model.cardProperty().get().detail()).startsWith("An earlier sale or redemption on this till");
        assertThat(model.lines()).isEmpty();
    }

    @Test
    void aLineTakenOffAndAVoidedSaleLeaveTheirVouchersUnused() throws Exception {
        SaleViewModel model = till(OrderNumberRule.OFF);
        List<String> codes = server.codes().subList(0, 3);
        codes.forEach(c -> model.submit(c).join());
        assertThat(codes).allSatisfy(c -> assertThat(server.status(c)).isEqualTo("LOCKED"));

        model.remove(codes.get(1)).join();
        assertThat(model.lines()).extracting(SaleLineRow::code).containsExactly(codes.get(0), codes.get(2));
        assertThat(server.status(codes.get(1))).isEqualTo("UNUSED");
        model.voidSale().join();

        assertThat(model.cardProperty().get().headline()).isEqualTo("SALE VOIDED");
        assertThat(codes).allSatisfy(c -> assertThat(server.status(c)).isEqualTo("UNUSED"));
        model.submit(codes.get(0)).join();
        assertThat(model.lines()).as("the next scan opens a new sale").hasSize(1);
        assertThat(model.saleProperty().get().state()).isEqualTo(Sale.State.OPEN);
    }

    @Test
    void aRestartedTillShowsTheOpenSaleAndCompletingAfterTheLeaseReTakesFreeVouchersAndNamesTheGoneOnes()
            throws Exception {
        SaleViewModel before = till(OrderNumberRule.OPTIONAL);
        String free = server.codes().get(0);
        String taken = server.codes().get(1);
        before.submit(free).join();
        before.submit(taken).join();
        List<SaleLineRow> shown = List.copyOf(before.lines());
        stopTill();

        SaleViewModel after = till(OrderNumberRule.OPTIONAL);
        assertThat(after.lines()).containsExactlyElementsOf(shown);
        server.leaseRanOut(free);
        server.leaseRanOut(taken);
        RedemptionApi otherTill = new RedemptionApi(RedemptionApi.newHttpClient(Duration.ofSeconds(1),
                Duration.ofSeconds(5)), server.url(), server.otherTerminalToken("TILL-2"));
        ApiResult elsewhere = otherTill.redeem(UUID.randomUUID().toString(), new RedemptionRequest(taken,
                DemoSeed.STORE_ID, "TILL-2", "bob", "2026-12-01T10:00:00Z", false), Duration.ofSeconds(5));
        assertThat(((ApiResult.Answered) elsewhere).status()).isEqualTo(201);

        after.complete("").join();

        assertThat(after.cardProperty().get().headline())
                .isEqualTo("SALE COMPLETE — some vouchers are gone, see the lines");
        assertThat(after.lines()).extracting(SaleLineRow::state)
                .containsExactly("used", after.lines().get(1).state());
        assertThat(after.lines().get(1).state()).startsWith("gone — Already used");
        assertThat(server.status(free)).isEqualTo("USED");
    }

    @Test
    void offlineTheStorePolicyDecidesWhetherTheVoucherJoinsTheSale() throws Exception {
        server.stop();
        SaleViewModel refusing = till(OrderNumberRule.OFF);
        refusing.submit(server.codes().get(0)).join();
        assertThat(refusing.cardProperty().get().headline()).isEqualTo("CANNOT VERIFY NOW — do not honour");
        assertThat(refusing.lines()).isEmpty();
        stopTill();

        SaleViewModel accepting = till(OrderNumberRule.OFF, EngineSettings.defaults().withForegroundDeadline(DEADLINE)
                .withOfflinePolicy(OfflinePolicy.ACCEPT, 5, Duration.ofHours(1), null), Locale.SIMPLIFIED_CHINESE);
        accepting.submit(server.codes().get(1)).join();
        assertThat(accepting.cardProperty().get().headline()).isEqualTo("离线接受 — 已加入销售，稍后确认");
        assertThat(accepting.lines()).extracting(SaleLineRow::state).containsExactly("离线接受");
        accepting.complete(null).join();
        assertThat(accepting.cardProperty().get().headline()).isEqualTo("销售已离线保存 — 请交付商品，稍后确认");
    }

    @Test
    void f4OnARestoredSaleWhoseOnlyHoldIsRefusedSaysNothingWasCapturedLineByLine() throws Exception {
        till(OrderNumberRule.OFF);
        String saleId = runtime.sales().newSaleId();
        outbox.actions().insert(RedeemAction.freshSaleStep(ActionKind.HOLD, new SaleStep(saleId, 1, null),
                UUID.randomUUID().toString(), server.expiredCode(), new TillIdentity(DemoSeed.STORE_ID,
                        DemoSeed.TERMINAL_ID), "alice", System.currentTimeMillis() + 1500));
        stopTill();

        SaleViewModel restored = till(OrderNumberRule.OFF);
        assertThat(restored.lines()).extracting(SaleLineRow::state).containsExactly("holding…");
        restored.complete(null).join();

        VerdictCard shown = restored.cardProperty().get();
        assertThat(shown.headline()).isEqualTo("NOTHING CAPTURED — do not hand over");
        assertThat(shown.look()).isNotIn(VerdictLook.REDEEMED, VerdictLook.SAVED_OFFLINE);
        assertThat(shown.detail()).as("one line on the card; the sale's lines say why, line by line")
                .isEqualTo("None of this sale's vouchers was used: each line below says why");
        assertThat(restored.lines()).extracting(SaleLineRow::state).containsExactly("refused — Expired");
        assertThat(restored.saleProperty().get().state()).isEqualTo(Sale.State.CAPTURE_FAILED);
    }

    @Test
    void checkVoucherShowsStatusAndHolderWithoutTakingAnythingAndSaysWhenItCannot() throws Exception {
        SaleViewModel model = till(OrderNumberRule.OFF);
        String code = server.codes().get(0);
        model.submit(code).join();
        VoucherCheckViewModel check = new VoucherCheckViewModel(c -> api.lookup(c, DEADLINE),
                new SameThreadBackground(), Runnable::run, CashierWords.forLocale(Locale.ENGLISH), Clock.systemUTC());

        check.check(code).join();

        assertThat(check.headlineProperty().get()).endsWith(": held by a sale");
        assertThat(check.detailsProperty().get()).contains("Uses left: 1 of 1").contains("Held by a sale of till "
                + DemoSeed.TERMINAL_ID);
        assertThat(server.status(code)).isEqualTo("LOCKED");
        server.stop();
        check.check(server.codes().get(1)).join();
        assertThat(check.headlineProperty().get()).isEqualTo("Cannot check now");
    }

    @Test
    void theArrowKeysChooseALineAndDeleteTakesTheChosenOneOff() throws Exception {
        SaleViewModel model = till(OrderNumberRule.OFF);
        assertThat(model.selectedProperty().get()).isEqualTo(-1);
        model.selectNext();
        model.removeSelected().join();
        assertThat(model.selectedProperty().get()).as("nothing to choose in an empty sale").isEqualTo(-1);
        List<String> codes = server.codes().subList(0, 3);
        codes.forEach(c -> model.submit(c).join());

        model.selectNext();
        assertThat(model.selectedProperty().get()).isZero();
        model.selectNext();
        model.selectNext();
        model.selectNext();
        assertThat(model.selectedProperty().get()).as("stays on the last line").isEqualTo(2);
        model.selectPrevious();
        assertThat(model.selectedProperty().get()).isEqualTo(1);
        model.removeSelected().join();

        assertThat(model.lines()).extracting(SaleLineRow::code).containsExactly(codes.get(0), codes.get(2));
        assertThat(server.status(codes.get(1))).isEqualTo("UNUSED");
        assertThat(model.selectedProperty().get()).as("the line now in its place is chosen").isEqualTo(1);
        model.removeSelected().join();
        assertThat(model.lines()).extracting(SaleLineRow::code).containsExactly(codes.get(0));
        assertThat(model.selectedProperty().get()).isZero();
        model.selectPrevious();
        assertThat(model.selectedProperty().get()).as("stays on the first line").isZero();
        model.select(5);
        assertThat(model.selectedProperty().get()).isEqualTo(-1);
        model.selectPrevious();
        assertThat(model.selectedProperty().get()).as("up with none chosen chooses the last").isZero();
        model.submit(codes.get(1)).join();
        assertThat(model.selectedProperty().get()).as("a new line leaves the choice where it was").isZero();
        assertThat(server.status(codes.get(2))).isEqualTo("UNUSED");
    }

    @Test
    void aSecondScanOfAVoucherInTheSaleIsNamedSoInTheLastScans() throws Exception {
        SaleViewModel model = till(OrderNumberRule.OFF);
        String code = server.codes().get(0);
        model.submit(code).join();
        model.submit(code).join();

        VerdictCard again = model.recentScans().get(0);
        assertThat(again.look()).isEqualTo(VerdictLook.ALREADY_IN_SALE);
        assertThat(again.shortName()).isEqualTo("Already in this sale");
        assertThat(again.look().icon()).isNotEqualTo(VerdictLook.PENDING_HERE.icon());
        assertThat(model.recentScans().get(1).shortName()).isEqualTo("In the sale");
    }

    @Test
    void theTotalSaysOneVoucherAndTwoVouchersInEnglishAndHasNoPluralInChinese() throws Exception {
        SaleViewModel english = till(OrderNumberRule.OFF);
        english.submit(server.codes().get(0)).join();
        assertThat(english.totalProperty().get()).startsWith("1 voucher ·");
        english.submit(server.codes().get(1)).join();
        assertThat(english.totalProperty().get()).startsWith("2 vouchers ·");
        english.voidSale().join();
        stopTill();

        SaleViewModel chinese = till(OrderNumberRule.OFF, EngineSettings.defaults()
                .withForegroundDeadline(DEADLINE), Locale.SIMPLIFIED_CHINESE);
        chinese.submit(server.codes().get(2)).join();
        assertThat(chinese.totalProperty().get()).startsWith("1 张券 ·");
        chinese.submit(server.codes().get(3)).join();
        assertThat(chinese.totalProperty().get()).startsWith("2 张券 ·");
    }
}
