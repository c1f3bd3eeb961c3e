package io.redeemdesk.client.manager;

import io.redeemdesk.client.exec.SameThreadBackground;
import io.redeemdesk.client.manager.store.Acknowledgement;
import io.redeemdesk.client.manager.store.CashierTotal;
import io.redeemdesk.client.manager.store.DailyReport;
import io.redeemdesk.client.manager.store.DaySummary;
import io.redeemdesk.client.manager.store.HourlyChart;
import io.redeemdesk.client.manager.store.ManagerStore;
import io.redeemdesk.client.manager.store.ManagerText;
import io.redeemdesk.client.manager.store.OutboxLog;
import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.client.outbox.ActionUpdate;
import io.redeemdesk.client.outbox.AttemptRecord;
import io.redeemdesk.client.outbox.Outbox;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.protocol.VoucherCode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

/**
 * Today's summary from a hand-built outbox written through the real {@link Outbox} API: counts by verdict,
 * redeemed value, per-cashier totals, hourly buckets in the manager's time zone, the queue and its oldest age,
 * conflicts pinned until acknowledged (with who and when), and the daily report file.
 */
class SummaryViewModelTest {
    private static final Instant NOW = Instant.parse("2026-11-29T15:00:00Z");
    private static final ZoneId ZONE = ZoneId.of("Europe/Paris");

    @TempDir
    Path dir;
    private final SecureRandom random = new SecureRandom();
    private final AcknowledgeOnlyEngine engine = new AcknowledgeOnlyEngine();
    private OutboxLog log;
    private ManagerStore store;
    private SummaryViewModel model;
    private String conflictId;

    @BeforeEach
    void build() throws Exception {
        try (Outbox outbox = Outbox.open(dir.resolve("outbox.db"))) {
            done(outbox, "alice", "2026-11-29T08:10:00Z", Verdict.REDEEMED, 1_000L);
            done(outbox, "alice", "2026-11-29T08:40:00Z", Verdict.REDEEMED, 2_500L);
            done(outbox, "bob", "2026-11-29T10:05:00Z", Verdict.REDEEMED, 500L);
            done(outbox, "bob", "2026-11-29T10:06:00Z", Verdict.ALREADY_REDEEMED, 500L);
            done(outbox, "bob", "2026-11-29T10:07:00Z", Verdict.EXPIRED, null);
            done(outbox, "bob", "2026-11-28T23:30:00Z", Verdict.REDEEMED, 9_900L);
            done(outbox, "bob", "2026-11-28T22:59:00Z", Verdict.REDEEMED, 7_700L);
            conflictId = finish(outbox, "carol", "2026-11-29T11:00:00Z", ActionState.CONFLICT,
                    Verdict.ALREADY_REDEEMED, null);
            outbox.actions().insert(RedeemAction.fresh(UUID.randomUUID().toString(), VoucherCode.generate(random),
                    "S", "T",
                    "carol", Instant.parse("2026-11-29T14:30:00Z").toEpochMilli()));
        }
        log = OutboxLog.open(dir.resolve("outbox.db"));
        store = ManagerStore.open(dir.resolve("manager.db"));
        Clock clock = Clock.fixed(NOW, ZONE);
        ManagerActions actions = new ManagerActions("maria", store, log, engine, clock);
        model = new SummaryViewModel(log, store, actions, new SameThreadBackground(), Runnable::run, clock,
                new ManagerText(Locale.ENGLISH, ZONE),
                "S / T");
    }

    @AfterEach
    void close() throws Exception {
        log.close();
        store.close();
    }

    @Test
    void countsTodayInTheManagersTimeZone() {
        DaySummary s = model.refresh().join();

        assertThat(s.day()).hasToString("2026-11-29");
        assertThat(s.outcomes()).containsExactly(Map.entry("name.REDEEMED", 4L), Map.entry("name.ALREADY_REDEEMED", 1L),
                Map.entry("name.EXPIRED", 1L), Map.entry("state.PENDING", 1L), Map.entry("state.CONFLICT", 1L));
        assertThat(s.scans()).isEqualTo(8);
        assertThat(s.redeemed()).isEqualTo(4);
        assertThat(s.redeemedValue()).containsExactly(Map.entry("EUR", 13_900L));
        assertThat(s.cashiers()).containsExactly(new CashierTotal("alice", 2, 2, Map.of("EUR", 3_500L)),
                new CashierTotal("bob", 4, 2, Map.of("EUR", 10_400L)), new CashierTotal("carol", 2, 0, Map.of("EUR", 0L)));
        assertThat(s.hourlyScans().get(9)).isEqualTo(2);
        assertThat(s.hourlyScans().get(11)).isEqualTo(3);
        assertThat(s.hourlyScans().get(0)).isEqualTo(1);
        assertThat(s.hourlyRedeemed().get(11)).isEqualTo(1);
        assertThat(s.queued()).isEqualTo(1);
        assertThat(s.oldestQueued()).isEqualTo(Instant.parse("2026-11-29T14:30:00Z"));
        assertThat(model.totalsProperty().get()).isEqualTo("By outcome: Redeemed 4 · Already used 1 · Expired 1"
                + " · Waiting 1 · Conflict 1");
    }

    @Test
    void theKeyFiguresAreTilesWithMoneyInItsCurrencyAndWhatNeedsAManagerMarked() {
        model.refresh().join();

        assertThat(model.tiles()).extracting(SummaryTile::id, SummaryTile::label, SummaryTile::value,
                SummaryTile::detail, SummaryTile::attention).containsExactly(
                tuple("redeemed", "Redeemed", "4", "of 8 scans", false),
                tuple("value", "Redeemed value", "€139.00", "", false),
                tuple("captured", "Sales captured", "0", "", false),
                tuple("voided", "Sales voided", "0", "", false),
                tuple("conflicts", "Conflicts", "1", "to acknowledge, at the top", true),
                tuple("waiting", "Waiting to send", "1", "oldest 30 min", true));
    }

    @Test
    void theChartHasTheHoursOfTradeOnlyOnAWholeNumberAxis() {
        model.refresh().join();

        HourlyChart chart = model.chartProperty().get();
        assertThat(chart.bars()).extracting(HourlyChart.Bar::label).first().isEqualTo("00");
        assertThat(chart.bars()).extracting(HourlyChart.Bar::label).last().isEqualTo("15");
        assertThat(chart.bars()).hasSize(16);
        assertThat(chart.bars().get(11)).isEqualTo(new HourlyChart.Bar(11, 3, 1));
        assertThat(chart.upper()).isEqualTo(3);
        assertThat(chart.step()).isEqualTo(1);
    }

    @Test
    void aDayWithoutScansWritesItsZeroValueInTheTillsCurrencyAndHasNoHoursOfTrade() {
        Clock nextDay = Clock.fixed(NOW.plus(java.time.Duration.ofDays(1)), ZONE);
        SummaryViewModel tomorrow = new SummaryViewModel(log, store, new ManagerActions("maria", store, log, engine,
                nextDay), new SameThreadBackground(), Runnable::run, nextDay, new ManagerText(Locale.ENGLISH, ZONE),
                "S / T");

        tomorrow.refresh().join();

        assertThat(tomorrow.tiles()).filteredOn(t -> t.id().equals("value")).extracting(SummaryTile::value)
                .containsExactly("€0.00");
        assertThat(tomorrow.chartProperty().get().empty()).isTrue();
    }

    @Test
    void printIsOfferedOnlyWhereThereIsAPrinterAndAPrintIsLogged() throws Exception {
        model.refresh().join();
        model.checkPrinter(() -> false).join();
        assertThat(model.printableProperty().get()).isFalse();

        model.checkPrinter(() -> true).join();
        assertThat(model.printableProperty().get()).isTrue();
        assertThat(model.printout().sections()).extracting(DailyReport.Section::title)
                .containsExactly("Totals", "By outcome", "By cashier", "Scans by hour", "Open conflicts (1)");
        model.printed().join();
        assertThat(store.events(1).get(0).action()).isEqualTo("DAILY_REPORT_PRINTED");
        assertThat(model.messageProperty().get()).isEqualTo("Daily report sent to the printer");
    }

    @Test
    void conflictStaysPinnedUntilAcknowledgedAndTheAcknowledgementSaysWhoAndWhen() throws Exception {
        model.refresh().join();
        assertThat(model.conflicts()).extracting(RedeemAction::requestId).containsExactly(conflictId);

        model.acknowledge(conflictId).join();

        assertThat(model.conflicts()).isEmpty();
        assertThat(store.acknowledgement(conflictId)).hasValue(new Acknowledgement(conflictId, "maria",
                NOW.toEpochMilli()));
        assertThat(engine.acknowledged).containsExactly(conflictId);
        assertThat(store.events(1).get(0).action()).isEqualTo("ACKNOWLEDGE_CONFLICT");
        assertThat(model.refresh().join().openConflicts()).isEmpty();
        assertThat(log.find(conflictId).orElseThrow().state()).as("history is not edited")
                .isEqualTo(ActionState.CONFLICT);
    }

    @Test
    void writesThePrintableDailyReport() throws Exception {
        model.refresh().join();
        Path file = model.writeReport(dir.resolve("reports")).join();
        String html = Files.readString(file);
        assertThat(file.getFileName()).hasToString("daily-report-2026-11-29.html");
        assertThat(html).contains("<td class=n>€139.00</td>").contains("<td>alice</td>")
                .contains("Open conflicts (1)").contains("by maria");
        assertThat(store.events(1).get(0).action()).isEqualTo("DAILY_REPORT");
    }

    @Test
    void theDailyReportSpeaksTheTillsLanguage() throws Exception {
        model.refresh().join();
        Path file = new DailyReport(new ManagerText(Locale.SIMPLIFIED_CHINESE, ZONE), Clock.fixed(NOW, ZONE))
                .write(model.summaryProperty().get(), "S / T", "maria", dir.resolve("zh"));
        String html = Files.readString(file);

        assertThat(html).contains("<html lang=\"zh-CN\">").contains("<h1>日报 2026-11-29</h1>")
                .contains("<th>核销金额</th><td class=n>€139.00</td>").contains("<td>已核销</td><td class=n>4</td>")
                .contains("未处理的冲突（1）").doesNotContain("Redeemed").doesNotContain("Daily report");
    }

    /**
     * A voucher held by a sale (已锁定) and an action waiting for a manager (待店长处理) are two outcomes, each in its
     * own words, never one "held".
     */
    @Test
    void aSalesHoldAndAnActionWaitingForAManagerAreTwoOutcomes() throws Exception {
        try (Outbox outbox = Outbox.open(dir.resolve("outbox.db"))) {
            done(outbox, "alice", "2026-11-29T12:00:00Z", Verdict.HELD, null);
            String waiting = UUID.randomUUID().toString();
            outbox.actions().insert(RedeemAction.fresh(waiting, VoucherCode.generate(random), "S", "T", "bob",
                    Instant.parse("2026-11-29T12:05:00Z").toEpochMilli()));
            outbox.actions().hold(waiting, "older than the service keeps request IDs");
        }

        DaySummary s = model.refresh().join();

        assertThat(s.outcomes()).containsEntry("name.HELD", 1L).containsEntry("state.HELD", 1L);
        assertThat(model.totalsProperty().get()).contains("Held 1").contains("Waiting for a manager 1");
        ManagerText chinese = new ManagerText(Locale.SIMPLIFIED_CHINESE, ZONE);
        assertThat(chinese.text("name.HELD")).isEqualTo("已锁定");
        assertThat(chinese.text("state.HELD")).isEqualTo("待店长处理");
    }

    private void done(Outbox outbox, String cashier, String at, Verdict verdict, Long cents) throws SQLException {
        finish(outbox, cashier, at, ActionState.DONE, verdict, cents);
    }

    private String finish(Outbox outbox, String cashier, String at, ActionState state, Verdict verdict, Long cents)
            throws SQLException {
        String id = UUID.randomUUID().toString();
        long t = Instant.parse(at).toEpochMilli();
        outbox.actions().insert(RedeemAction.fresh(id, VoucherCode.generate(random), "S", "T", cashier, t));
        outbox.actions().beginAttempt(id, 1, t).join();
        outbox.actions().finishAttempt(new AttemptRecord(id, 1, t, 80L, "VERDICT", verdict.httpStatus(), null),
                new ActionUpdate(state, verdict, verdict.httpStatus(), "{\"verdict\":\"" + verdict + "\"}", t, null,
                        verdict.honoured(), cents == null ? null : "Gift", cents, cents == null ? null : "EUR", t + 80,
                        true));
        return id;
    }
}
