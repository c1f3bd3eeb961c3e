package io.redeemdesk.cli.server;

import io.redeemdesk.server.ServerOptions;
import io.redeemdesk.server.ServerParts;
import io.redeemdesk.server.admin.Reconciler;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code server reconcile}: reports every disagreement between voucher states and the ledger; exit 1 if any. */
@Command(name = "reconcile", mixinStandardHelpOptions = true,
        description = "Report USED without ledger row, uses that do not add up (uses_total = uses_left + uses in "
                + "the ledger), records stuck processing, vouchers LOCKED past the lock timeout or without an OPEN "
                + "sale or a request in flight, CAPTURED sales still holding a voucher, campaigns whose stock is not "
                + "remaining + issued, campaign vouchers and claim records that do not match, customers over a "
                + "campaign's limit, vouchers whose expiry is not their template's. Exit status 1 when "
                + "anything is found.")
final class ReconcileCommand implements Callable<Integer> {
    @Mixin
    ServerDb db;

    @Option(names = "--lock-timeout", converter = DurationConverter.class,
            description = "how long LOCKED or processing is normal (default: 2m)")
    Duration lockTimeout = ServerOptions.DEFAULT_LOCK_TIMEOUT;

    @Override
    public Integer call() throws Exception {
        try (ServerParts server = db.open()) {
            Reconciler.Report report = server.reconciler(lockTimeout).run();
            print("USED without a ledger row", report.usedWithoutLedger());
            print("no uses left but not USED, or USED with uses left", report.usesStatusMismatch());
            print("ledger row of another request than USED", report.ledgerRequestMismatch());
            print("idempotency records stuck processing (terminal/request_id)", report.stuckProcessing());
            print("LOCKED longer than " + lockTimeout, report.lockedPastTimeout());
            print("uses_total is not uses_left + uses in the ledger", report.usesMismatch());
            print("LOCKED without an OPEN sale or a request in flight", report.lockedWithoutOwner());
            print("held by a CAPTURED sale", report.capturedStillHeld());
            print("campaigns where stock <> remaining + issued", report.campaigns().stockMismatch());
            print("campaign vouchers without exactly one claim or sheet record", report.campaigns().voucherWithoutRecord());
            print("claim or sheet records without their campaign voucher", report.campaigns().claimWithoutVoucher());
            print("customers over a campaign's per-customer limit", report.campaigns().customerOverLimit());
            print("expiry not the template's valid-until", report.expiryNotAsTemplate());
            print("replacement without its voucher", report.replacementWithoutVoucher());
            System.out.println(report.clean() ? "reconcile: clean" : "reconcile: problems found");
            return report.clean() ? 0 : 1;
        }
    }

    private static void print(String what, List<String> found) {
        System.out.println(what + ": " + found.size());
        found.forEach(item -> System.out.println("  " + item));
    }
}
