package io.redeemdesk.client.manager;

import io.redeemdesk.bench.manager.SyntheticLog;
import io.redeemdesk.client.exec.SameThreadBackground;
import io.redeemdesk.client.manager.store.LogColumn;
import io.redeemdesk.client.manager.store.LogEntry;
import io.redeemdesk.client.manager.store.LogSort;
import io.redeemdesk.client.manager.store.ManagerStore;
import io.redeemdesk.client.manager.store.ManagerText;
import io.redeemdesk.client.manager.store.OutboxLog;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.protocol.Verdict;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/** The log view model without JavaFX running: paging both ways, filters, search, sort, CSV export and its audit. */
class LogViewModelTest {
    private static final Instant NOW = Instant.parse("2026-11-29T15:00:00Z");
    private static final ZoneId ZONE = ZoneOffset.UTC;

    @TempDir
    Path dir;
    private SyntheticLog.Written written;
    private OutboxLog log;
    private ManagerStore store;
    private LogViewModel model;

    @BeforeEach
    void open() throws Exception {
        written = new SyntheticLog(5).write(dir.resolve("outbox.db"), 3_000, NOW, 10);
        log = OutboxLog.open(dir.resolve("outbox.db"));
        store = ManagerStore.open(dir.resolve("manager.db"));
        ManagerActions actions = new ManagerActions("maria", store, log, null, Clock.fixed(NOW, ZONE));
        model = new LogViewModel(log, actions, new SameThreadBackground(), Runnable::run, new ManagerText(Locale.ENGLISH, ZONE), 50);
    }

    @AfterEach
    void close() throws Exception {
        log.close();
        store.close();
    }

    @Test
    void pagesForwardAndBackWithoutLosingRows() {
        model.firstPage().join();
        List<RedeemAction> first = actions();
        assertThat(first).hasSize(50);
        assertThat(model.hasPreviousProperty().get()).isFalse();
        assertThat(model.hasNextProperty().get()).isTrue();

        model.nextPage().join();
        List<RedeemAction> second = actions();
        assertThat(model.pageNumberProperty().get()).isEqualTo(2);
        assertThat(second).hasSize(50).doesNotContainAnyElementsOf(first);
        assertThat(second.get(0).createdAt()).isLessThanOrEqualTo(first.get(49).createdAt());
        assertThat(model.hasPreviousProperty().get()).isTrue();

        model.nextPage().join();
        model.previousPage().join();
        assertThat(actions()).isEqualTo(second);
        model.previousPage().join();
        assertThat(actions()).isEqualTo(first);
        assertThat(model.pageNumberProperty().get()).isEqualTo(1);
        assertThat(model.hasPreviousProperty().get()).isFalse();
    }

    @Test
    void lastPageSaysThereIsNothingOlder() {
        model.applyFilter(null, null, Verdict.REVOKED, null, "alice", null, null, null).join();
        int pages = 1;
        while (model.hasNextProperty().get()) {
            model.nextPage().join();
            pages++;
        }
        assertThat(pages).isLessThan(5);
        assertThat(model.messageProperty().get()).startsWith("Page " + pages);
    }

    @Test
    void filtersByDaysVerdictAndCashier() {
        LocalDate day = LocalDate.of(2026, 11, 25);
        model.applyFilter(day, day, Verdict.ALREADY_REDEEMED, null, " bob ", "", null, null).join();
        List<RedeemAction> rows = allPages();
        assertThat(rows).isNotEmpty().allSatisfy(a -> {
            assertThat(a.verdict()).isEqualTo(Verdict.ALREADY_REDEEMED);
            assertThat(a.cashierId()).isEqualTo("bob");
            assertThat(Instant.ofEpochMilli(a.createdAt()).atZone(ZONE).toLocalDate()).isEqualTo(day);
        });
    }

    @Test
    void searchFindsOneCodeAndEmptyResultSaysSo() {
        String code = written.codes().get(1234);
        model.applyFilter(null, null, null, null, null, code.toLowerCase(), null, null).join();
        assertThat(actions()).extracting(RedeemAction::code).containsExactly(code);
        model.applyFilter(null, null, null, null, null, "ZZZZZZZZ", null, null).join();
        assertThat(actions()).isEmpty();
        assertThat(model.messageProperty().get()).isEqualTo("No actions match");
    }

    @Test
    void sortingByCodeIsDoneBySqliteAcrossPages() {
        model.sortBy(new LogSort(LogColumn.CODE, true)).join();
        List<RedeemAction> rows = new ArrayList<>(actions());
        model.nextPage().join();
        rows.addAll(actions());
        assertThat(rows).hasSize(100).isSortedAccordingTo(Comparator.comparing(RedeemAction::code));
        List<String> smallest = written.codes().stream().sorted().limit(100).toList();
        assertThat(rows).extracting(RedeemAction::code).containsExactlyElementsOf(smallest);
    }

    @Test
    void exportsEveryFilteredRowMaskedWithBomAndLogsIt() throws Exception {
        model.applyFilter(null, null, Verdict.EXPIRED, null, null, null, null, null).join();
        long expected = allPages().size();
        Path file = dir.resolve("export.csv");

        long rows = model.exportCsv(file, false).join();

        byte[] bytes = Files.readAllBytes(file);
        assertThat(bytes).startsWith(0xEF, 0xBB, 0xBF);
        String text = new String(bytes, StandardCharsets.UTF_8);
        assertThat(rows).isEqualTo(expected).isGreaterThan(50);
        assertThat(text.split("\r\n")).hasSize((int) expected + 1);
        assertThat(text).doesNotContain(written.codes().get(0));
        assertThat(store.events(1).get(0)).satisfies(e -> {
            assertThat(e.action()).isEqualTo("EXPORT_CSV");
            assertThat(e.manager()).isEqualTo("maria");
            assertThat(e.detail()).startsWith(expected + " rows");
        });

        model.exportCsv(dir.resolve("full.csv"), true).join();
        assertThat(store.events(1).get(0).action()).isEqualTo("EXPORT_CSV_FULL_CODES");
        assertThat(model.messageProperty().get()).contains("full codes");
    }

    @Test
    void anExportToAnUnwritablePlaceSaysWhy() {
        Path nowhere = dir.resolve("missing-dir").resolve("x.csv");
        assertThat(model.exportCsv(nowhere, false)).isCompletedExceptionally();
        assertThat(model.messageProperty().get()).contains("missing-dir");
    }

    private List<RedeemAction> actions() {
        return model.rows().stream().map(LogEntry::action).toList();
    }

    private List<RedeemAction> allPages() {
        List<RedeemAction> all = new ArrayList<>(actions());
        while (model.hasNextProperty().get()) {
            model.nextPage().join();
            all.addAll(actions());
        }
        model.firstPage().join();
        return all;
    }
}
