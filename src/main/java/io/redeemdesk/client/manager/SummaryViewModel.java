package io.redeemdesk.client.manager;

import io.redeemdesk.client.exec.Background;
import io.redeemdesk.client.exec.UiTasks;
import io.redeemdesk.client.manager.store.Acknowledgement;
import io.redeemdesk.client.manager.store.DailyReport;
import io.redeemdesk.client.manager.store.DaySummary;
import io.redeemdesk.client.manager.store.DaySummaryQuery;
import io.redeemdesk.client.manager.store.HourlyChart;
import io.redeemdesk.client.manager.store.ManagerStore;
import io.redeemdesk.client.manager.store.ManagerText;
import io.redeemdesk.client.manager.store.OutboxLog;
import io.redeemdesk.client.outbox.RedeemAction;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.BooleanSupplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Today's summary: the key figures as tiles, the hourly chart of the hours of trade, and the conflicts pinned
 * above everything until a manager acknowledges them; also writes the daily report and hands it to the printer
 * where the till has one.
 */
public final class SummaryViewModel {
    private final DaySummaryQuery query;
    private final ManagerStore store;
    private final ManagerActions actions;
    private final DailyReport report;
    private final UiTasks tasks;
    private final Clock clock;
    private final ManagerText text;
    private final String till;

    private final ReadOnlyObjectWrapper<DaySummary> summary = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper totals = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<HourlyChart> chart = new ReadOnlyObjectWrapper<>(
            new HourlyChart(List.of(), 1, 1));
    private final ReadOnlyBooleanWrapper printable = new ReadOnlyBooleanWrapper();
    private final ObservableList<SummaryTile> tiles = FXCollections.observableArrayList();
    private final ObservableList<SummaryTile> tilesView = FXCollections.unmodifiableObservableList(tiles);
    private final ObservableList<RedeemAction> conflicts = FXCollections.observableArrayList();
    private final ObservableList<RedeemAction> conflictsView = FXCollections.unmodifiableObservableList(conflicts);

    public SummaryViewModel(OutboxLog log, ManagerStore store, ManagerActions actions, Background background,
                            Executor fxThread, Clock clock, ManagerText text, String till) {
        this.query = new DaySummaryQuery(log, text.zone());
        this.store = store;
        this.actions = actions;
        this.report = new DailyReport(text, clock);
        this.tasks = new UiTasks(background, fxThread);
        this.clock = clock;
        this.text = text;
        this.till = till;
    }

    public CompletableFuture<DaySummary> refresh() {
        LocalDate today = LocalDate.now(clock.withZone(text.zone()));
        return tasks.run(() -> query.summarize(today, store.acknowledgedConflicts()), this::show,
                e -> message.set(text.text("summary.readFailed", e.getMessage())));
    }

    public CompletableFuture<Acknowledgement> acknowledge(String requestId) {
        return tasks.run(() -> actions.acknowledge(requestId), ack -> {
            conflicts.removeIf(a -> a.requestId().equals(requestId));
            message.set(text.text("conflict.acknowledgedBy", ack.by(), text.time(ack.at())));
        }, e -> message.set(text.text("summary.acknowledgeFailed", e.getMessage())));
    }

    /**
     * Asks {@code printers} (which may wait on the operating system's print service, so it runs on the
     * background) whether this till has a printer; {@link #printableProperty} says so.
     */
    public CompletableFuture<Boolean> checkPrinter(BooleanSupplier printers) {
        return tasks.run(printers::getAsBoolean, printable::set, e -> printable.set(false));
    }

    /** Today's report as the printer gets it, or {@code null} before the summary is read. */
    public DailyReport.Printout printout() {
        DaySummary current = summary.get();
        return current == null ? null : report.printout(current, till, actions.manager());
    }

    /** Logs that the manager printed today's report. */
    public CompletableFuture<Void> printed() {
        return tasks.run(() -> {
            actions.record("DAILY_REPORT_PRINTED", null, summary.get().day().toString());
            return null;
        }, done -> message.set(text.text("summary.printed")),
                e -> message.set(text.text("summary.reportFailed", e.getMessage())));
    }

    /** Writes today's report as an HTML file in {@code dir}. */
    public CompletableFuture<Path> writeReport(Path dir) {
        DaySummary current = summary.get();
        return tasks.run(() -> {
            Path file = report.write(current, till, actions.manager(), dir);
            actions.record("DAILY_REPORT", null, file.toString());
            return file;
        }, file -> message.set(text.text("summary.reportWritten", file)),
                e -> message.set(text.text("summary.reportFailed", e.getMessage())));
    }

    private void show(DaySummary s) {
        summary.set(s);
        conflicts.setAll(s.openConflicts());
        totals.set(text.text("summary.byOutcome", outcomeLine(s.outcomes())) + salesLine(s.sales()));
        chart.set(HourlyChart.of(s.hourlyScans(), s.hourlyRedeemed()));
        tiles.setAll(tiles(s));
    }

    private List<SummaryTile> tiles(DaySummary s) {
        String oldest = s.queued() == 0 ? "" : text.text("tile.oldest",
                text.age(Duration.between(s.oldestQueued(), clock.instant())));
        String held = s.held() == 0 ? "" : text.text("tile.held", s.held());
        long conflictCount = s.openConflicts().size();
        return List.of(
                tile("redeemed", text.number(s.redeemed()), text.text("tile.ofScans", s.scans()), false),
                tile("value", text.money(s.redeemedValue()), "", false),
                tile("captured", text.number(s.sales().captured()),
                        s.sales().passUses() == 0 ? "" : text.text("tile.passUses", s.sales().passUses()), false),
                tile("voided", text.number(s.sales().voided()), "", false),
                tile("conflicts", text.number(conflictCount),
                        conflictCount == 0 ? "" : text.text("tile.toAcknowledge"), conflictCount > 0),
                tile("waiting", text.number(s.queued()), String.join(" · ", Stream.of(oldest, held)
                        .filter(line -> !line.isEmpty()).toList()), s.queued() > 0 || s.held() > 0));
    }

    private SummaryTile tile(String id, String value, String detail, boolean attention) {
        return new SummaryTile(id, text.text("tile." + id), value, detail, attention);
    }

    /** Sale mode's day: shown once there is anything to show. */
    private String salesLine(DaySummary.SaleTotals sales) {
        if (sales.captured() == 0 && sales.voided() == 0 && sales.passUses() == 0) {
            return "";
        }
        return "\n" + text.text("summary.sales", sales.captured(), sales.voided(), sales.passUses());
    }

    private String outcomeLine(Map<String, Long> outcomes) {
        return outcomes.entrySet().stream()
                .map(e -> text.text("summary.outcome", text.text(e.getKey()), e.getValue()))
                .collect(Collectors.joining(" · "));
    }

    public ReadOnlyObjectProperty<DaySummary> summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty totalsProperty() {
        return totals.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** The hourly chart of the hours of trade, on a whole-number axis. */
    public ReadOnlyObjectProperty<HourlyChart> chartProperty() {
        return chart.getReadOnlyProperty();
    }

    /** Whether Print… is offered: only where the till has a printer (see {@link #checkPrinter}). */
    public ReadOnlyBooleanProperty printableProperty() {
        return printable.getReadOnlyProperty();
    }

    /** The day's key figures, in order: redeemed, value, captured, voided, conflicts, waiting. */
    public ObservableList<SummaryTile> tiles() {
        return tilesView;
    }

    public ObservableList<RedeemAction> conflicts() {
        return conflictsView;
    }
}
