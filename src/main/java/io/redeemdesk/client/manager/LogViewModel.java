package io.redeemdesk.client.manager;

import io.redeemdesk.client.exec.Background;
import io.redeemdesk.client.exec.UiTasks;
import io.redeemdesk.client.manager.store.LogCsv;
import io.redeemdesk.client.manager.store.LogCursor;
import io.redeemdesk.client.manager.store.LogEntry;
import io.redeemdesk.client.manager.store.LogFilter;
import io.redeemdesk.client.manager.store.LogPage;
import io.redeemdesk.client.manager.store.LogSort;
import io.redeemdesk.client.manager.store.ManagerText;
import io.redeemdesk.client.manager.store.OutboxLog;
import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.protocol.Verdict;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * The log table's state: the filter, the sort, and one page of rows read by keyset paging on the background.
 * Going back pops the cursors of the pages already seen, so every page, however deep, is one index seek.
 * A result that arrives after a newer request is dropped.
 */
public final class LogViewModel {
    private final OutboxLog log;
    private final ManagerActions actions;
    private final UiTasks tasks;
    private final ManagerText text;
    private final ZoneId zone;
    private final int pageSize;

    private final ObservableList<LogEntry> rows = FXCollections.observableArrayList();
    private final ObservableList<LogEntry> rowsView = FXCollections.unmodifiableObservableList(rows);
    private LogFilter filter = LogFilter.ALL;
    private final ReadOnlyObjectWrapper<LogSort> sort = new ReadOnlyObjectWrapper<>(LogSort.NEWEST_FIRST);
    private final ReadOnlyIntegerWrapper pageNumber = new ReadOnlyIntegerWrapper(1);
    private final ReadOnlyBooleanWrapper hasNext = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper hasPrevious = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");

    private final Deque<LogCursor> earlierStarts = new ArrayDeque<>();
    private LogCursor currentStart;
    private LogCursor nextStart;
    private long generation;

    public LogViewModel(OutboxLog log, ManagerActions actions, Background background, Executor fxThread,
                        ManagerText text, int pageSize) {
        this.log = log;
        this.actions = actions;
        this.tasks = new UiTasks(background, fxThread);
        this.text = text;
        this.zone = text.zone();
        this.pageSize = pageSize;
    }

    /**
     * Filters the log and shows the first page. Days are local; {@code to} is included.
     *
     * @param search  a code (any spelling), a request_id, a sale id or its beginning, or an order number; blank
     *                for none
     * @param saleId  a sale id or its beginning: every step of that sale; blank for none
     * @param orderNo an order number given at F4: every step of that order's sale; blank for none
     */
    public CompletableFuture<LogPage> applyFilter(LocalDate from, LocalDate to, Verdict verdict, ActionState state,
                                                  String cashier, String search, String saleId, String orderNo) {
        return applyFilter(new LogFilter(from == null ? null : from.atStartOfDay(zone).toInstant(),
                to == null ? null : to.plusDays(1).atStartOfDay(zone).toInstant(), verdict, state,
                blankToNull(cashier), blankToNull(search), blankToNull(saleId), blankToNull(orderNo)));
    }

    public CompletableFuture<LogPage> applyFilter(LogFilter newFilter) {
        filter = newFilter;
        return firstPage();
    }

    public CompletableFuture<LogPage> sortBy(LogSort newSort) {
        sort.set(newSort);
        return firstPage();
    }

    public CompletableFuture<LogPage> firstPage() {
        return load(null, 1, earlierStarts::clear);
    }

    /** Reloads the page on screen (new rows may have arrived). */
    public CompletableFuture<LogPage> refresh() {
        return load(currentStart, pageNumber.get(), () -> { });
    }

    public CompletableFuture<LogPage> nextPage() {
        if (nextStart == null) {
            return CompletableFuture.completedFuture(null);
        }
        LogCursor leaving = currentStart == null ? FIRST : currentStart;
        return load(nextStart, pageNumber.get() + 1, () -> earlierStarts.push(leaving));
    }

    public CompletableFuture<LogPage> previousPage() {
        if (earlierStarts.isEmpty()) {
            return CompletableFuture.completedFuture(null);
        }
        LogCursor start = earlierStarts.peek();
        return load(start == FIRST ? null : start, pageNumber.get() - 1, earlierStarts::pop);
    }

    /**
     * Writes every row of the current filter (not just this page) to {@code file} as CSV with a BOM, streamed.
     * Codes are masked unless {@code fullCodes}; the export is logged with its filter and whether codes were full.
     */
    public CompletableFuture<Long> exportCsv(Path file, boolean fullCodes) {
        LogFilter f = filter;
        LogSort s = sort.get();
        return tasks.run(() -> {
            long written;
            try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
                written = new LogCsv(zone, fullCodes).write(log, f, s, out, true);
            }
            actions.record(fullCodes ? "EXPORT_CSV_FULL_CODES" : "EXPORT_CSV", null,
                    written + " rows to " + file + " filter " + f);
            return written;
        }, n -> message.set(text.text(fullCodes ? "log.exportedFull" : "log.exported", n, file.getFileName())),
                this::failed);
    }

    /** Stands for "the first page" on the stack of earlier pages (a deque holds no nulls). */
    private static final LogCursor FIRST = new LogCursor(null, Long.MIN_VALUE, Long.MIN_VALUE);

    private CompletableFuture<LogPage> load(LogCursor start, int number, Runnable moveStack) {
        long mine = ++generation;
        LogFilter f = filter;
        LogSort s = sort.get();
        return tasks.run(() -> log.page(f, s, start, pageSize), page -> {
            if (mine != generation) {
                return;
            }
            moveStack.run();
            currentStart = start;
            nextStart = page.next();
            rows.setAll(page.rows());
            pageNumber.set(number);
            hasNext.set(page.next() != null);
            hasPrevious.set(!earlierStarts.isEmpty());
            message.set(page.rows().isEmpty() ? text.text("log.none")
                    : text.text("log.page", number, page.rows().size()));
        }, this::failed);
    }

    private void failed(Throwable error) {
        message.set(text.text(error instanceof IOException ? "log.writeFailed" : "log.readFailed",
                error.getMessage()));
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text.strip();
    }

    public ObservableList<LogEntry> rows() {
        return rowsView;
    }

    public ReadOnlyObjectProperty<LogSort> sortProperty() {
        return sort.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty pageNumberProperty() {
        return pageNumber.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty hasNextProperty() {
        return hasNext.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty hasPreviousProperty() {
        return hasPrevious.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }
}
