package io.redeemdesk.client.manager.store;

import io.redeemdesk.bench.manager.SyntheticLog;
import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.protocol.Verdict;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.function.Predicate;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Keyset paging, sorting, filters and search over a generated log, checked against the whole log walked page
 * by page and filtered in Java. The normal suite uses 20,000 rows; {@code -Dredeemdesk.log.rows=1000000} runs
 * the same checks on a million (about a minute to generate on the CI machine).
 */
class OutboxLogPagingTest {
    private static final int ROWS = Integer.getInteger("redeemdesk.log.rows", 20_000);
    private static final Instant NOW = Instant.parse("2026-11-29T12:00:00Z");

    @TempDir
    static Path dir;
    private static SyntheticLog.Written written;
    private static List<LogEntry> everything;

    @BeforeAll
    static void generate() throws Exception {
        written = new SyntheticLog(7).write(dir.resolve("outbox.db"), ROWS, NOW, 60);
        try (OutboxLog log = open()) {
            everything = walk(log, LogFilter.ALL, LogSort.NEWEST_FIRST, 1_000);
        }
    }

    @Test
    void walkingEveryPageVisitsEveryRowOnceNewestFirst() {
        assertThat(everything).hasSize(ROWS);
        assertThat(everything.stream().map(e -> e.action().requestId()).distinct().count()).isEqualTo(ROWS);
        assertThat(everything).isSortedAccordingTo(Comparator.comparingLong((LogEntry e) -> e.action().createdAt())
                .thenComparingLong(LogEntry::rowid).reversed());
    }

    @Test
    void firstPageIsTheNewestRowsAndSaysThereIsMore() throws Exception {
        try (OutboxLog log = open()) {
            LogPage page = log.page(LogFilter.ALL, LogSort.NEWEST_FIRST, null, 50);
            assertThat(page.rows()).containsExactlyElementsOf(everything.subList(0, 50));
            assertThat(page.next()).isNotNull();
        }
    }

    @ParameterizedTest
    @EnumSource(LogColumn.class)
    void everySortableColumnPagesInOrderBothWays(LogColumn column) throws Exception {
        try (OutboxLog log = open()) {
            for (boolean ascending : new boolean[] {true, false}) {
                List<LogEntry> rows = walk(log, LogFilter.ALL, new LogSort(column, ascending), 997);
                assertThat(rows).hasSize(ROWS);
                assertThat(new HashSet<>(rows)).hasSize(ROWS);
                Comparator<LogEntry> order = comparator(column);
                assertThat(rows).isSortedAccordingTo(ascending ? order : order.reversed());
            }
        }
    }

    @Test
    void filtersReturnExactlyTheMatchingRowsInOrder() throws Exception {
        Instant from = NOW.minus(Duration.ofDays(10));
        Instant until = NOW.minus(Duration.ofDays(7));
        check(new LogFilter(null, null, Verdict.REVOKED, null, null, null), a -> a.verdict() == Verdict.REVOKED);
        check(new LogFilter(null, null, null, ActionState.FAILED, null, null), a -> a.state() == ActionState.FAILED);
        check(new LogFilter(null, null, null, null, "carol", null), a -> a.cashierId().equals("carol"));
        check(new LogFilter(from, until, null, null, null, null),
                a -> a.createdAt() >= from.toEpochMilli() && a.createdAt() < until.toEpochMilli());
        check(new LogFilter(from, until, Verdict.EXPIRED, null, "bob", null),
                a -> a.createdAt() >= from.toEpochMilli() && a.createdAt() < until.toEpochMilli()
                        && a.verdict() == Verdict.EXPIRED && a.cashierId().equals("bob"));
    }

    @Test
    void searchFindsACodeWrittenAnyWayAndARequestIdByItsBeginning() throws Exception {
        String code = written.codes().get(ROWS / 3);
        String spaced = code.substring(0, 4).toLowerCase() + "-" + code.substring(4);
        check(new LogFilter(null, null, null, null, null, spaced), a -> a.code().equals(code));
        String prefix = written.requestIds().get(ROWS / 2).substring(0, 6).toUpperCase();
        check(new LogFilter(null, null, null, null, null, prefix),
                a -> a.requestId().startsWith(prefix.toLowerCase()) || a.code().startsWith(prefix));
        check(new LogFilter(null, null, null, null, null, "no-such-thing"), a -> false);
    }

    private static void check(LogFilter filter, Predicate<RedeemAction> expected) throws Exception {
        List<LogEntry> want = everything.stream().filter(e -> expected.test(e.action())).toList();
        try (OutboxLog log = open()) {
            assertThat(walk(log, filter, LogSort.NEWEST_FIRST, 50)).containsExactlyElementsOf(want);
        }
    }

    private static Comparator<LogEntry> comparator(LogColumn column) {
        Comparator<LogEntry> byTime = Comparator.comparingLong((LogEntry e) -> e.action().createdAt())
                .thenComparingLong(LogEntry::rowid);
        return switch (column) {
            case TIME -> byTime;
            case CODE -> Comparator.comparing((LogEntry e) -> e.action().code()).thenComparing(byTime);
            case CASHIER -> Comparator.comparing((LogEntry e) -> e.action().cashierId()).thenComparing(byTime);
            case STATE -> Comparator.comparing((LogEntry e) -> e.action().state().name()).thenComparing(byTime);
            case REQUEST_ID -> Comparator.comparing((LogEntry e) -> e.action().requestId());
        };
    }

    private static List<LogEntry> walk(OutboxLog log, LogFilter filter, LogSort sort, int pageSize)
            throws Exception {
        List<LogEntry> rows = new ArrayList<>();
        LogCursor cursor = null;
        do {
            LogPage page = log.page(filter, sort, cursor, pageSize);
            rows.addAll(page.rows());
            cursor = page.next();
        } while (cursor != null);
        return rows;
    }

    private static OutboxLog open() throws Exception {
        return OutboxLog.open(dir.resolve("outbox.db"));
    }
}
