package io.redeemdesk.client.manager;

import io.redeemdesk.client.exec.Background;
import io.redeemdesk.client.exec.UiTasks;
import io.redeemdesk.client.manager.store.Acknowledgement;
import io.redeemdesk.client.manager.store.DailyReport;
import io.redeemdesk.client.manager.store.DaySummary;
import io.redeemdesk.client.manager.store.DaySummaryQuery;
import io.redeemdesk.client.manager.store.ManagerStore;
import io.redeemdesk.client.manager.store.ManagerText;
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
    private final ManagerText text;
    private final String till;

    private final ReadOnlyObjectWrapper<DaySummary> summary = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper totals = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper queue = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
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
        totals.set(text.text("summary.totals", s.scans(), s.redeemed(), text.money(s.redeemedValue()))
                + "\n" + outcomeLine(s.outcomes()) + salesLine(s.sales()));
        String waiting = s.queued() == 0 ? text.text("summary.nothingQueued") : text.text("summary.queued",
                s.queued(), text.age(Duration.between(s.oldestQueued(), clock.instant())));
        queue.set(s.held() == 0 ? waiting : text.text("summary.withHeld", waiting, s.held()));
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
                .map(e -> text.text("summary.outcome", text.text("name." + e.getKey()), e.getValue()))
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
