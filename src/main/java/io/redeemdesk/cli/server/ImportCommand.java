package io.redeemdesk.cli.server;

import io.redeemdesk.cli.common.Exits;
import io.redeemdesk.server.admin.VoucherImporter;
import io.redeemdesk.server.admin.VoucherIssuer;
import io.redeemdesk.server.db.ServerDatabase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.concurrent.Callable;

/**
 * {@code server import}: loads voucher codes from a CSV into a template, all or nothing; the new codes form one
 * batch, whose CSV or sheet {@code server export} writes.
 */
@Command(name = "import", mixinStandardHelpOptions = true,
        description = "Import vouchers from a CSV whose first column is code; nothing is imported if a line is bad.")
final class ImportCommand implements Callable<Integer> {
    @Mixin
    ServerDb db;

    @Option(names = "--template", required = true, description = "template the codes belong to")
    String template;

    @Option(names = "--csv", required = true, description = "CSV file with a header line starting with 'code'")
    Path csv;

    @Override
    public Integer call() throws Exception {
        try (ServerDatabase database = db.open()) {
            if (!Files.isRegularFile(csv)) {
                System.err.println(csv.toAbsolutePath() + " does not exist: give the CSV of codes to import with "
                        + "--csv");
                return Exits.NO_INPUT;
            }
            Clock clock = Clock.systemUTC();
            VoucherImporter.Result result = new VoucherImporter(database,
                    new VoucherIssuer(database, new SecureRandom(), clock), clock).importCsv(csv, template);
            if (!result.problems().isEmpty()) {
                System.err.println("nothing imported from " + csv + ":");
                result.problems().forEach(p -> System.err.println("  " + p));
                return 1;
            }
            System.out.println(result.imported() + " vouchers imported into " + template + ", "
                    + result.alreadyPresent() + " already present");
            if (result.batchId() != null) {
                System.out.println("imported as batch " + result.batchId());
            }
            return 0;
        }
    }
}
