package io.redeemdesk.cli.server;

import io.redeemdesk.cli.common.Exits;
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
import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * {@code server campaign-sheet}: takes N vouchers from a campaign's unclaimed stock and prints them for hand-out
 * on paper. They leave the stock like claims do (stock = remaining + issued), but carry a sheet record instead
 * of a claim record, so no customer limit applies to them. The files and the font are checked first and the
 * files written before the stock is taken, so a bad font or a full disk takes nothing.
 */
@Command(name = "campaign-sheet", mixinStandardHelpOptions = true,
        description = "Take N vouchers from a campaign's unclaimed stock, write them to a CSV and a printable A4 "
                + "PDF sheet for hand-out on paper. Existing files are refused without --force.")
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

    /** Where the temporary files are written: the real disk, or a test's. */
    FileOpener opener = FileOpener.FILES;

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
        BatchFiles files;
        try {
            files = sheet.check(out, opener);
        } catch (BatchFiles.Refused e) {
            System.err.println(e.getMessage());
            return e.exit();
        }
        try (files; ServerDatabase database = db.open()) {
            CampaignSheets sheets = new CampaignSheets(database, new SecureRandom(), Clock.systemUTC());
            CampaignSheets.Printed prepared = sheets.prepare(id, count);
            if (prepared.refusal() != null) {
                System.err.println("nothing printed: " + prepared.refusal());
                return 1;
            }
            VoucherTerms terms = prepared.terms();
            List<SheetVoucher> vouchers = prepared.codes().stream().map(code -> new SheetVoucher(code, terms.name(),
                    terms.valueCents(), terms.currency(), terms.validUntil())).toList();
            return Issuing.issue(files, vouchers, prepared.batchId(), count + " vouchers of campaign " + id
                    + " taken from its stock and", () -> Optional.ofNullable(sheets.print(id, prepared,
                    "cli:campaign-sheet").refusal()).map(why -> "nothing printed: " + why));
        }
    }
}
