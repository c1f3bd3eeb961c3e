package io.redeemdesk.client.manager;

import io.redeemdesk.client.exec.Background;
import io.redeemdesk.client.exec.UiTasks;
import io.redeemdesk.client.manager.store.Acknowledgement;
import io.redeemdesk.client.manager.store.DailyReport;
import io.redeemdesk.client.manager.store.DaySummary;
import io.redeemdesk.client.manager.store.DaySummaryQuery;
import io.redeemdesk.client.manager.store.Formats;
import io.redeemdesk.client.manager.store.ManagerStore;
import io.redeemdesk.client.manager.store.OutboxLog;
import io.redeemdesk.client.redeem.RedeemAction;
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
import java.time.ZoneId;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.stream.Collectors;

/**
 * Today's summary and the conflicts pinned above everything until a manager acknowledges them; also writes the
 * printable daily report.
 */
public final class SummaryViewModel {
    private final DaySummaryQuery query;
    private final ManagerStore store;
    private final ManagerActions actions;
    private final DailyReport report;
    private final UiTasks tasks;
    private final Clock clock;
    private final ZoneId zone;
    private final String till;

    private final ReadOnlyObjectWrapper<DaySummary> summary = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper totals = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper queue = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ObservableList<RedeemAction> conflicts = FXCollections.observableArrayList();
    private final ObservableList<RedeemAction> conflictsView = FXCollections.unmodifiableObservableList(conflicts);

    public SummaryViewModel(OutboxLog log, ManagerStore store, ManagerActions actions, Background background,
                            Executor fxThread, Clock clock, ZoneId zone, String till) {
        this.query = new DaySummaryQuery(log, zone);
        this.store = store;
        this.actions = actions;
        this.report = new DailyReport(zone, clock);
        this.tasks = new UiTasks(background, fxThread);
        this.clock = clock;
        this.zone = zone;
        this.till = till;
    }

    public CompletableFuture<DaySummary> refresh() {
        LocalDate today = LocalDate.now(clock.withZone(zone));
        return tasks.run(() -> query.summarize(today, store.acknowledgedConflicts()), this::show,
                e -> message.set("Could not read today's summary: " + e.getMessage()));
    }

    public CompletableFuture<Acknowledgement> acknowledge(String requestId) {
        return tasks.run(() -> actions.acknowledge(requestId), ack -> {
            conflicts.removeIf(a -> a.requestId().equals(requestId));
            message.set("Conflict acknowledged by " + ack.by() + " at " + Formats.time(ack.at(), zone));
        }, e -> message.set("Could not acknowledge: " + e.getMessage()));
    }

    /** Writes today's report as an HTML file in {@code dir}. */
    public CompletableFuture<Path> writeReport(Path dir) {
        DaySummary current = summary.get();
        return tasks.run(() -> {
            Path file = report.write(current, till, actions.manager(), dir);
            actions.record("DAILY_REPORT", null, file.toString());
            return file;
        }, file -> message.set("Daily report written to " + file), e -> message.set("Could not write the report: "
                + e.getMessage()));
    }

    private void show(DaySummary s) {
        summary.set(s);
        conflicts.setAll(s.openConflicts());
        totals.set(s.scans() + " scans, " + s.redeemed() + " redeemed, value " + Formats.money(s.redeemedValue())
                + "\n" + outcomeLine(s.outcomes()) + salesLine(s.sales()));
        queue.set((s.queued() == 0 ? "Nothing waiting for the service" : s.queued() + " waiting for the service, "
                + "oldest " + Formats.age(Duration.between(s.oldestQueued(), clock.instant())))
                + (s.held() == 0 ? "" : "; " + s.held() + " held for a manager"));
    }

    /** Sale mode's day: shown once there is anything to show. */
    private static String salesLine(DaySummary.SaleTotals sales) {
        if (sales.captured() == 0 && sales.voided() == 0 && sales.passUses() == 0) {
            return "";
        }
        return "\n" + sales.captured() + " sales captured, " + sales.voided() + " voided, " + sales.passUses()
                + " uses of passes";
    }

    private static String outcomeLine(Map<String, Long> outcomes) {
        return outcomes.entrySet().stream().map(e -> e.getKey() + " " + e.getValue())
                .collect(Collectors.joining(" · "));
    }

    public ReadOnlyObjectProperty<DaySummary> summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty totalsProperty() {
        return totals.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty queueProperty() {
        return queue.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ObservableList<RedeemAction> conflicts() {
        return conflictsView;
    }
}
