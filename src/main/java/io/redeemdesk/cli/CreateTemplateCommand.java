package io.redeemdesk.cli;

import io.redeemdesk.server.admin.VoucherIssuer;
import io.redeemdesk.server.db.ServerDatabase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.math.BigDecimal;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.util.concurrent.Callable;

/** {@code server create-template}: the terms vouchers are issued under (name, value, validity). */
@Command(name = "create-template", mixinStandardHelpOptions = true,
        description = "Create a voucher template: name, face value and validity window.")
final class CreateTemplateCommand implements Callable<Integer> {
    @Mixin
    ServerDb db;

    @Option(names = "--id", required = true, description = "template id, e.g. gift-20")
    String id;

    @Option(names = "--name", required = true, description = "what the cashier sees, e.g. 'Gift voucher 20 EUR'")
    String name;

    @Option(names = "--value", required = true, description = "face value, e.g. 20.00")
    BigDecimal value;

    @Option(names = "--currency", description = "ISO currency (default: ${DEFAULT-VALUE})")
    String currency = "EUR";

    @Option(names = "--uses", description = "how many times each voucher can be used: 1 for a single voucher, "
            + "10 for a ten-visit pass (default: ${DEFAULT-VALUE})")
    int uses = 1;

    @Option(names = "--valid-until", description = "ISO-8601 instant after which vouchers expire (default: never)")
    Instant validUntil;

    @Override
    public Integer call() throws Exception {
        if (uses < 1 || uses > 10_000) {
            System.err.println("--uses " + uses + " is not allowed: give a whole number from 1 to 10000");
            return 2;
        }
        long cents = value.movePointRight(2).longValueExact();
        try (ServerDatabase database = db.open()) {
            new VoucherIssuer(database, new SecureRandom(), Clock.systemUTC()).createTemplate(
                    new VoucherIssuer.Template(id, name, cents, currency,
                            validUntil == null ? null : validUntil.toEpochMilli(), uses));
            System.out.println("template " + id + " created: " + name + ", " + value + " " + currency
                    + (uses == 1 ? "" : ", " + uses + " uses per voucher")
                    + (validUntil == null ? ", no expiry" : ", valid until " + validUntil));
            return 0;
        }
    }
}
