package io.redeemdesk.cli;

import io.redeemdesk.server.admin.DemoSeed;
import io.redeemdesk.server.admin.IssuedVoucher;
import io.redeemdesk.server.admin.VoucherIssuer;
import io.redeemdesk.server.db.ServerDatabase;
import io.redeemdesk.server.sheet.SheetVoucher;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

/** {@code server issue}: issues N new vouchers of a template and writes their codes to a CSV. */
@Command(name = "issue", mixinStandardHelpOptions = true,
        description = "Issue N vouchers of a template; codes go to a code,name,value CSV and, with --pdf, to a "
                + "printable A4 sheet.")
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

    @Override
    public Integer call() throws Exception {
        if (count < 1 || count > 1_000_000) {
            System.err.println("--count must be between 1 and 1000000, not " + count);
            return Exits.USAGE;
        }
        try (ServerDatabase database = db.open()) {
            VoucherIssuer issuer = new VoucherIssuer(database, new SecureRandom(), Clock.systemUTC());
            Optional<VoucherIssuer.Template> terms = issuer.template(template);
            if (terms.isEmpty()) {
                System.err.println("no template '" + template + "': create it with 'server create-template'");
                return 1;
            }
            List<IssuedVoucher> issued = issuer.issue(terms.get(), count);
            DemoSeed.writeCsv(issued, out);
            System.out.println(issued.size() + " vouchers of " + template + " issued to " + out.toAbsolutePath());
            Long expiresAt = terms.get().validUntil();
            return sheet.write(issued.stream().map(v -> new SheetVoucher(v.code(), v.name(), v.valueCents(),
                    v.currency(), expiresAt)).toList()) ? 0 : 1;
        }
    }
}
