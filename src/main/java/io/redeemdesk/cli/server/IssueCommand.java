package io.redeemdesk.cli.server;

import io.redeemdesk.cli.common.Exits;
import io.redeemdesk.server.ServerParts;
import io.redeemdesk.server.admin.IssuedVoucher;
import io.redeemdesk.server.admin.VoucherIssuer;
import io.redeemdesk.server.sheet.SheetVoucher;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * {@code server issue}: issues N new vouchers of a template as one batch and writes their codes to a CSV (and a
 * sheet). The files are checked before the database is touched and written before the vouchers are committed.
 */
@Command(name = "issue", mixinStandardHelpOptions = true,
        description = "Issue N vouchers of a template as one batch; codes go to a code,name,value CSV and, with "
                + "--pdf, to a printable A4 sheet. Existing files are refused without --force.")
final class IssueCommand implements Callable<Integer> {
    @Mixin
    ServerDb db;

    @Option(names = "--template", required = true, description = "template id (see create-template)")
    String template;

    @Option(names = "--count", required = true, description = "how many vouchers")
    int count;

    @Option(names = "--out", required = true, description = "CSV file to write")
    Path out;

    @Mixin
    SheetOptions sheet;

    /** Where the temporary files are written: the real disk, or a test's. */
    FileOpener opener = FileOpener.FILES;

    @Override
    public Integer call() throws Exception {
        String refused = VoucherIssuer.countProblem("--count", count);
        if (refused != null) {
            System.err.println(refused);
            return Exits.USAGE;
        }
        BatchFiles files;
        try {
            files = sheet.check(out, opener);
        } catch (BatchFiles.Refused e) {
            System.err.println(e.getMessage());
            return e.exit();
        }
        try (files; ServerParts server = db.open()) {
            VoucherIssuer issuer = server.issuer();
            Optional<VoucherIssuer.Template> found = issuer.template(template);
            if (found.isEmpty()) {
                System.err.println("no template '" + template + "': create it with 'server create-template'");
                return 1;
            }
            VoucherIssuer.Template terms = found.get();
            List<IssuedVoucher> prepared = issuer.prepare(terms, count);
            String batchId = issuer.newBatchId();
            List<SheetVoucher> vouchers = prepared.stream().map(v -> new SheetVoucher(v.code(), v.name(),
                    v.valueCents(), v.currency(), terms.validUntil())).toList();
            return Issuing.issue(files, vouchers, batchId, count + " vouchers of " + template, () -> {
                issuer.commit(terms, batchId, prepared, "cli:issue");
                return Optional.empty();
            });
        }
    }
}
