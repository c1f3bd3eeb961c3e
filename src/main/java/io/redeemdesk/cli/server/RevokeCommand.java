package io.redeemdesk.cli.server;

import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.server.admin.VoucherAdmin;
import io.redeemdesk.server.db.ServerDatabase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.util.concurrent.Callable;

/** {@code server revoke}: takes an UNUSED or LOCKED voucher out of circulation, with a reason in the audit log. */
@Command(name = "revoke", mixinStandardHelpOptions = true,
        description = "Revoke an UNUSED or LOCKED voucher; the reason and who did it are logged.")
final class RevokeCommand implements Callable<Integer> {
    @Mixin
    ServerDb db;

    @Option(names = "--code", required = true, description = "the voucher code")
    String code;

    @Option(names = "--reason", required = true, description = "why (kept in the voucher's history)")
    String reason;

    @Option(names = "--by", description = "who revokes (default: the OS user)")
    String by = System.getProperty("user.name", "admin");

    @Override
    public Integer call() throws Exception {
        try (ServerDatabase database = db.open()) {
            VoucherAdmin admin = db.voucherAdmin(database);
            VoucherAdmin.Revocation result = admin.revoke(code, "admin:" + by, reason);
            String masked = VoucherCode.mask(VoucherCode.normalize(code));
            if (result.status() == null) {
                System.err.println("no voucher has the code " + masked);
                return 1;
            }
            if (!result.revoked()) {
                System.err.println("voucher " + masked + " is " + result.status() + " and cannot be revoked");
                return 1;
            }
            System.out.println("voucher " + masked + " revoked");
            return 0;
        }
    }
}
