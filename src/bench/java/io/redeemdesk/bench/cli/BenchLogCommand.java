package io.redeemdesk.bench.cli;

import io.redeemdesk.bench.BenchFiles;
import io.redeemdesk.bench.manager.SyntheticLog;
import io.redeemdesk.client.config.TillFiles;
import io.redeemdesk.client.exec.ThreadPoolBackground;
import io.redeemdesk.client.manager.LogViewModel;
import io.redeemdesk.client.manager.ManagerActions;
import io.redeemdesk.client.manager.SummaryViewModel;
import io.redeemdesk.client.manager.store.DaySummary;
import io.redeemdesk.client.manager.store.LogColumn;
import io.redeemdesk.client.manager.store.LogFilter;
import io.redeemdesk.client.manager.store.LogSort;
import io.redeemdesk.client.manager.store.ManagerStore;
import io.redeemdesk.client.manager.store.ManagerText;
import io.redeemdesk.client.manager.store.OutboxLog;
import io.redeemdesk.protocol.Verdict;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * {@code bench log}: builds a synthetic outbox of {@code --rows} actions over a year in a temporary directory,
 * then times the manager's log view model on its own read-only connection: the first page, filters (verdict,
 * day range, cashier), searches (code, request_id prefix), sorts (every sortable column, both ways) and today's
 * summary. Prints each figure, then one JSON line.
 */
@Command(name = "log", mixinStandardHelpOptions = true,
        description = "Time the manager's log (paging, filters, search, sort, summary) over a generated outbox.")
final class BenchLogCommand implements Callable<Integer> {
    private static final int SAMPLES = 40;

    @Option(names = "--rows", paramLabel = "N", defaultValue = "1000000", description = "actions in the log")
    int rows;

    @Option(names = "--days", paramLabel = "N", defaultValue = "365", description = "days the actions span")
    int days;

    @Override
    public Integer call() throws Exception {
        if (rows < 100) {
            System.err.println("bench log: --rows must be at least 100 (was " + rows + ")");
            return 2;
        }
        Path dir = Files.createTempDirectory("redeemdesk-bench-log");
        Instant now = Instant.now();
        ManagerText words = new ManagerText(Locale.ENGLISH, ZoneId.systemDefault());
        long started = System.nanoTime();
        SyntheticLog.Written written = new SyntheticLog(42).write(TillFiles.outbox(dir), rows, now, days);
        System.out.printf(Locale.ROOT, "generated %d actions over %d days in %.1f s (%s)%n", rows, days,
                (System.nanoTime() - started) / 1e9, dir);
        try (ThreadPoolBackground background = new ThreadPoolBackground("bench-log", 1);
             ManagerStore store = ManagerStore.open(TillFiles.manager(dir));
             OutboxLog log = OutboxLog.open(TillFiles.outbox(dir))) {
            ManagerActions actions = new ManagerActions("bench", store, log, null, Clock.systemUTC());
            LogViewModel model = new LogViewModel(log, actions, background, Runnable::run, words, 50);
            double firstPage = millis(model::firstPage);
            System.out.printf(Locale.ROOT, "first page: %.1f ms (new read-only connection, first run of this code "
                    + "in the JVM)%n", firstPage);
            try (OutboxLog again = OutboxLog.open(TillFiles.outbox(dir))) {
                LogViewModel second = new LogViewModel(again, actions, background, Runnable::run, words, 50);
                System.out.printf(Locale.ROOT, "first page again: %.1f ms (another new connection, warm JVM)%n",
                        millis(second::firstPage));
            }
            Random random = new Random(7);
            List<Double> filters = new ArrayList<>();
            for (int i = 0; i < SAMPLES; i++) {
                LogFilter f = switch (i % 3) {
                    case 0 -> new LogFilter(null, null, Verdict.values()[i % 5], null, null, null);
                    case 1 -> {
                        Instant from = now.minus(Duration.ofDays(1 + random.nextInt(days)));
                        yield new LogFilter(from, from.plus(Duration.ofDays(3)), null, null, null, null);
                    }
                    default -> new LogFilter(null, null, null, null, SyntheticLog.CASHIERS.get(i % 6), null);
                };
                filters.add(millis(() -> model.applyFilter(f)));
            }
            List<Double> searches = new ArrayList<>();
            for (int i = 0; i < SAMPLES; i++) {
                int row = random.nextInt(rows);
                String text = i % 2 == 0 ? written.codes().get(row) : written.requestIds().get(row).substring(0, 8);
                searches.add(millis(() -> model.applyFilter(new LogFilter(null, null, null, null, null, text))));
            }
            model.applyFilter(LogFilter.ALL).join();
            List<Double> sorts = new ArrayList<>();
            for (int i = 0; i < SAMPLES; i++) {
                LogSort s = new LogSort(LogColumn.values()[i % LogColumn.values().length], i % 2 == 0);
                sorts.add(millis(() -> model.sortBy(s)));
            }
            SummaryViewModel summary = new SummaryViewModel(log, store, actions, background, Runnable::run,
                    Clock.systemUTC(), words, "bench");
            long t = System.nanoTime();
            DaySummary today = summary.refresh().join();
            double summaryMs = (System.nanoTime() - t) / 1e6;
            System.out.printf(Locale.ROOT, "filter p95 %.1f ms (max %.1f), search p95 %.1f ms (max %.1f), "
                            + "sort p95 %.1f ms (max %.1f), today's summary %.1f ms (%d scans today)%n",
                    p95(filters), max(filters), p95(searches), max(searches), p95(sorts), max(sorts), summaryMs,
                    today.scans());
            System.out.printf(Locale.ROOT, "{\"rows\":%d,\"first_page_ms\":%.1f,\"filter_p95_ms\":%.1f,"
                            + "\"search_p95_ms\":%.1f,\"sort_p95_ms\":%.1f,\"summary_ms\":%.1f}%n", rows, firstPage,
                    p95(filters), p95(searches), p95(sorts), summaryMs);
        } finally {
            BenchFiles.deleteTree(dir);
        }
        return 0;
    }

    private static double millis(Supplier<CompletableFuture<?>> step) {
        long t = System.nanoTime();
        step.get().join();
        return (System.nanoTime() - t) / 1e6;
    }

    private static double p95(List<Double> samples) {
        List<Double> sorted = samples.stream().sorted().toList();
        return sorted.get((int) Math.ceil(sorted.size() * 0.95) - 1);
    }

    private static double max(List<Double> samples) {
        return samples.stream().max(Comparator.naturalOrder()).orElse(0.0);
    }

}
