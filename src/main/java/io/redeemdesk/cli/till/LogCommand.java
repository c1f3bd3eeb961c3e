package io.redeemdesk.cli.till;

import io.redeemdesk.cli.common.Exits;
import io.redeemdesk.client.config.TillFiles;
import io.redeemdesk.client.manager.store.LogCsv;
import io.redeemdesk.client.manager.store.LogFilter;
import io.redeemdesk.client.manager.store.LogSort;
import io.redeemdesk.client.manager.store.OutboxLog;
import io.redeemdesk.client.redeem.ActionState;
import io.redeemdesk.protocol.Verdict;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;
import java.util.concurrent.Callable;

/**
 * {@code log}: the till's redeem log as CSV on standard output, for support and scripts. Opens the outbox
 * read-only, so it runs safely while the cashier application is using it.
 */
@Command(name = "log", mixinStandardHelpOptions = true,
        description = "Print the till's redeem log as CSV (read-only; safe while the cashier app runs).")
public final class LogCommand implements Callable<Integer> {
    @ParentCommand
    CashierOptions main;

    @Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--data-dir", paramLabel = "DIR", description = "the till's data directory (holds outbox.db)")
    Path dataDir;

    @Option(names = "--since", paramLabel = "DATE",
            description = "first day (YYYY-MM-DD, local time) or instant (ISO-8601, e.g. 2026-11-29T08:00:00Z)")
    String since;

    @Option(names = "--until", paramLabel = "DATE", description = "last day included (YYYY-MM-DD) or instant excluded")
    String until;

    @Option(names = "--verdict", paramLabel = "V", description = "only this verdict: ${COMPLETION-CANDIDATES}")
    Verdict verdict;

    @Option(names = "--state", paramLabel = "S", description = "only this state: ${COMPLETION-CANDIDATES}")
    ActionState state;

    @Option(names = "--cashier", paramLabel = "ID", description = "only this cashier")
    String cashier;

    @Option(names = "--search", paramLabel = "TEXT", description = "a voucher code or request_id, or its beginning")
    String search;

    @Option(names = "--sale", paramLabel = "ID", description = "every step of the sales whose id starts with this")
    String sale;

    @Option(names = "--order", paramLabel = "NO", description = "every step of the sale completed with this order number")
    String order;

    @Option(names = "--csv", required = true, description = "print CSV (RFC 4180, header row, codes masked)")
    boolean csv;

    @Option(names = "--bom", description = "start with a UTF-8 byte order mark, as the app's export does (Excel)")
    boolean bom;

    @Override
    public Integer call() throws Exception {
        ZoneId zone = ZoneId.systemDefault();
        LogFilter filter = new LogFilter(instant("--since", since, zone, false), instant("--until", until, zone, true),
                verdict, state, cashier, search, sale, order);
        Path outbox = TillFiles.outbox(DataDirs.resolve(dataDir, main));
        try (OutboxLog log = OutboxLog.open(outbox)) {
            Writer out = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), 1 << 16);
            new LogCsv(zone, false).write(log, filter, LogSort.NEWEST_FIRST, out, bom);
            return 0;
        } catch (java.sql.SQLException e) {
            System.err.println("log: " + e.getMessage());
            return Files.exists(outbox) ? Exits.UNAVAILABLE : Exits.NO_INPUT;
        }
    }

    /** A day means its local midnight ({@code --until}: the midnight after it); an instant is taken as is. */
    private Instant instant(String flag, String text, ZoneId zone, boolean endOfDay) {
        if (text == null) {
            return null;
        }
        try {
            LocalDate day = LocalDate.parse(text);
            return (endOfDay ? day.plusDays(1) : day).atStartOfDay(zone).toInstant();
        } catch (DateTimeParseException notADay) {
            try {
                return Instant.parse(text);
            } catch (DateTimeParseException e) {
                throw new CommandLine.ParameterException(spec.commandLine(), flag + " '" + text
                        + "' is neither a day (YYYY-MM-DD) nor an instant (2026-11-29T08:00:00Z)");
            }
        }
    }
}
