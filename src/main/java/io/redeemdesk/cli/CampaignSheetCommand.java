package io.redeemdesk.cli;

import io.redeemdesk.server.admin.DemoSeed;
import io.redeemdesk.server.admin.IssuedVoucher;
import io.redeemdesk.server.campaign.CampaignSheets;
import io.redeemdesk.server.campaign.VoucherTerms;
import io.redeemdesk.server.db.ServerDatabase;
import io.redeemdesk.server.sheet.SheetVoucher;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code server campaign-sheet}: takes N vouchers from a campaign's unclaimed stock and prints them for hand-out
 * on paper. They leave the stock like claims do (stock = remaining + issued), but carry a sheet record instead
 * of a claim record, so no customer limit applies to them.
 */
@Command(name = "campaign-sheet", mixinStandardHelpOptions = true,
        description = "Take N vouchers from a campaign's unclaimed stock, write them to a CSV and a printable A4 "
                + "PDF sheet for hand-out on paper.")
final class CampaignSheetCommand implements Callable<Integer> {
    @Mixin
    ServerDb db;

    @Option(names = "--id", required = true, description = "campaign id")
    String id;

    @Option(names = "--count", required = true, description = "how many vouchers to take from the stock")
    int count;

    @Option(names = "--out", required = true, description = "CSV file to write (code,name,value)")
    Path out;

    @Mixin
    SheetOptions sheet;

    @Override
    public Integer call() throws Exception {
        if (count < 1 || count > 100_000) {
            System.err.println("--count must be between 1 and 100000, not " + count);
            return Exits.USAGE;
        }
        if (sheet.pdf == null) {
            System.err.println("--pdf FILE is required: a campaign sheet is for printing");
            return Exits.USAGE;
        }
        try (ServerDatabase database = db.open()) {
            CampaignSheets.Printed printed = new CampaignSheets(database, new SecureRandom(), Clock.systemUTC())
                    .print(id, count, "cli:campaign-sheet");
            if (printed.refusal() != null) {
                System.err.println("nothing printed: " + printed.refusal());
                return 1;
            }
            VoucherTerms terms = printed.terms();
            List<IssuedVoucher> vouchers = printed.codes().stream().map(code -> new IssuedVoucher(code, terms.name(),
                    terms.valueCents(), terms.currency())).toList();
            DemoSeed.writeCsv(vouchers, out);
            System.out.println(vouchers.size() + " vouchers of campaign " + id + " taken from its stock to "
                    + out.toAbsolutePath());
            return sheet.write(printed.codes().stream().map(code -> new SheetVoucher(code, terms.name(),
                    terms.valueCents(), terms.currency(), terms.validUntil())).toList()) ? 0 : 1;
        }
    }
}
