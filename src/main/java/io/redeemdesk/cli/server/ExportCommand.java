package io.redeemdesk.cli.server;

import io.redeemdesk.cli.common.Exits;
import io.redeemdesk.server.batch.IssueBatches;
import io.redeemdesk.server.db.ServerDatabase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * {@code server export --batch ID}: writes the codes of a batch issued earlier again, to a CSV and/or a sheet, in
 * the order the batch's first files listed them; the database is only read. For files lost after the commit (a
 * full disk, a file that could not be moved into place) or a reprint.
 */
@Command(name = "export", mixinStandardHelpOptions = true,
        description = "Write the codes of an issued batch again: --out CSV (code,name,value) and/or --pdf sheet. "
                + "Existing files are refused without --force.")
final class ExportCommand implements Callable<Integer> {
    @Mixin
    ServerDb db;

    @Option(names = "--batch", required = true, paramLabel = "ID",
            description = "the batch id printed by issue, import or campaign-sheet")
    String batch;

    @Option(names = "--out", paramLabel = "FILE", description = "CSV file to write")
    Path out;

    @Mixin
    SheetOptions sheet;

    /** Where the temporary files are written: the real disk, or a test's. */
    FileOpener opener = FileOpener.FILES;

    @Override
    public Integer call() throws Exception {
        if (out == null && sheet.pdf == null) {
            System.err.println("nothing to write: give --out FILE.csv, --pdf FILE.pdf or both");
            return Exits.USAGE;
        }
        BatchFiles files;
        try {
            files = sheet.check(out, opener);
        } catch (BatchFiles.Refused e) {
            System.err.println(e.getMessage());
            return e.exit();
        }
        try (files; ServerDatabase database = db.open()) {
            Optional<IssueBatches.Batch> found = IssueBatches.find(database, batch);
            if (found.isEmpty()) {
                System.err.println("no batch '" + batch + "': the id is printed by server issue, import and "
                        + "campaign-sheet" + latest(database));
                return 1;
            }
            IssueBatches.Batch exported = found.get();
            if (exported.noLongerUnused() > 0) {
                System.err.println("note: " + exported.noLongerUnused() + " of the " + exported.vouchers().size()
                        + " vouchers are no longer unused (redeemed, revoked, held or expired); 'server history "
                        + "--code CODE' shows what became of one");
            }
            int exit = Issuing.export(files, exported.vouchers(), batch);
            if (exit == 0) {
                System.out.println(exported.vouchers().size() + " vouchers of batch " + batch + " written");
            }
            return exit;
        }
    }

    private static String latest(ServerDatabase database) throws SQLException {
        List<IssueBatches.Summary> latest = IssueBatches.latest(database, 5);
        if (latest.isEmpty()) {
            return "; this database has none yet";
        }
        StringBuilder list = new StringBuilder("; the latest:");
        for (IssueBatches.Summary b : latest) {
            list.append(System.lineSeparator()).append("  ").append(b.id()).append("  ")
                    .append(b.kind().name().toLowerCase(Locale.ROOT).replace('_', '-')).append(" of ")
                    .append(b.templateId()).append(", ").append(b.size()).append(" vouchers, ")
                    .append(Instant.ofEpochMilli(b.createdAt()).truncatedTo(ChronoUnit.SECONDS));
        }
        return list.toString();
    }
}
