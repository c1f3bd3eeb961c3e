package io.redeemdesk.cli.server;

import io.redeemdesk.server.ServerParts;
import io.redeemdesk.server.admin.SaleHolds;
import io.redeemdesk.server.admin.VoucherAdmin;
import io.redeemdesk.server.events.EventAdmin;
import io.redeemdesk.server.redeem.IdempotencyRecord;
import io.redeemdesk.server.redeem.RedemptionLedger;
import io.redeemdesk.server.redeem.TransitionLog;
import io.redeemdesk.server.redeem.VoucherRow;
import io.redeemdesk.server.refund.Replacement;
import io.redeemdesk.server.refund.ReplacementLinks;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.time.Instant;
import java.util.concurrent.Callable;

/** {@code server history}: everything the service knows about one code, in time order. */
@Command(name = "history", mixinStandardHelpOptions = true,
        description = "Show one voucher's status and uses, every state transition, every sale that held it, every "
                + "use with the sale it was captured for, its replacements, the requests for it and the events about it.")
final class HistoryCommand implements Callable<Integer> {
    @Mixin
    ServerDb db;

    @Option(names = "--code", required = true, description = "the voucher code")
    String code;

    @Override
    public Integer call() throws Exception {
        try (ServerParts server = db.open()) {
            VoucherAdmin.History history = server.voucherAdmin().history(code);
            if (history.voucher().isEmpty()) {
                System.err.println("no voucher has the code " + history.code());
                return 1;
            }
            VoucherRow v = history.voucher().get();
            System.out.println("voucher " + v.code() + "  " + v.name() + "  status " + v.status() + "  uses left "
                    + v.usesLeft() + " of " + v.usesTotal()
                    + (v.expiresAt() == null ? "" : "  expires " + Instant.ofEpochMilli(v.expiresAt())));
            System.out.println("transitions:");
            for (TransitionLog.Entry t : history.transitions()) {
                System.out.println("  " + Instant.ofEpochMilli(t.at()) + "  " + t.from() + " -> " + t.to() + "  by "
                        + t.actor() + (t.requestId() == null ? "" : "  request " + t.requestId())
                        + (t.detail() == null ? "" : "  (" + t.detail() + ")"));
            }
            System.out.println("holds:" + (history.holds().isEmpty() ? " none" : ""));
            for (SaleHolds.Entry h : history.holds()) {
                System.out.println("  " + Instant.ofEpochMilli(h.heldAt()) + "  sale " + h.saleId() + " ("
                        + h.saleState() + ")  terminal " + h.terminalId() + "  held until "
                        + Instant.ofEpochMilli(h.heldUntil()) + "  " + h.state()
                        + (h.closedAt() == null ? "" : " at " + Instant.ofEpochMilli(h.closedAt())));
            }
            System.out.println("ledger:" + (history.uses().isEmpty() ? " no redemption" : ""));
            for (RedemptionLedger.Entry r : history.uses()) {
                System.out.println("  use " + r.useNo() + "  redeemed " + Instant.ofEpochMilli(r.redeemedAt())
                        + " by terminal " + r.terminalId() + " of store " + r.storeId() + ", request " + r.requestId()
                        + (r.saleId() == null ? "" : ", sale " + r.saleId() + " order " + r.orderNo()));
            }
            printReplacements(server.replacements().links(v.code()));
            System.out.println("requests:");
            for (IdempotencyRecord r : history.requests()) {
                System.out.println("  " + Instant.ofEpochMilli(r.createdAt()) + "  terminal " + r.terminalId()
                        + "  request " + r.requestId() + "  " + r.state()
                        + (r.outcome() == null ? "" : "  " + r.outcome()));
            }
            System.out.println("events:" + (history.events().isEmpty() ? " none" : ""));
            for (EventAdmin.Line e : history.events()) {
                System.out.println("  " + Instant.ofEpochMilli(e.occurredAt()) + "  " + e.type() + "  " + e.eventId()
                        + "  " + e.state() + (e.endpoint() == null ? "" : " at " + e.endpoint()));
            }
            return 0;
        }
    }

    private static void printReplacements(ReplacementLinks links) {
        links.replacementFor().ifPresent(r -> System.out.println("replacement for " + r.replaces() + " (use "
                + r.use() + ") by " + r.actor() + " at " + Instant.ofEpochMilli(r.createdAt()) + ": " + r.reason()));
        for (Replacement r : links.replacedBy()) {
            System.out.println("replaced by " + r.newCode() + " (use " + r.use() + ") by " + r.actor() + " at "
                    + Instant.ofEpochMilli(r.createdAt()) + ": " + r.reason());
        }
    }
}
