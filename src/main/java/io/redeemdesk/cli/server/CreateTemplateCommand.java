package io.redeemdesk.cli.server;

import io.redeemdesk.cli.common.Exits;
import io.redeemdesk.cli.common.OperatorError;
import io.redeemdesk.server.admin.TemplateRules;
import io.redeemdesk.server.admin.VoucherIssuer;
import io.redeemdesk.server.db.DuplicateKey;
import io.redeemdesk.server.db.ServerDatabase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.math.BigDecimal;
import java.security.SecureRandom;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.concurrent.Callable;

/**
 * {@code server create-template}: the terms vouchers are issued under (name, value, validity), checked by
 * {@link TemplateRules} before the database is opened.
 */
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
    String value;

    @Option(names = "--currency", description = "ISO 4217 currency (default: ${DEFAULT-VALUE})")
    String currency = "EUR";

    @Option(names = "--uses", description = "how many times each voucher can be used: 1 for a single voucher, "
            + "10 for a ten-visit pass (default: ${DEFAULT-VALUE})")
    long uses = 1;

    @Option(names = "--valid-until",
            description = "ISO-8601 instant after which vouchers expire (default: never)")
    Instant validUntil;

    @Override
    public Integer call() throws Exception {
        Clock clock = Clock.systemUTC();
        TemplateRules.Checked checked = TemplateRules.check(TemplateRules.Names.FLAGS, id, name, value, currency,
                uses, validUntil, clock.instant());
        if (checked.problem() != null) {
            throw new OperatorError(Exits.DATA, checked.problem());
        }
        try (ServerDatabase database = db.open()) {
            new VoucherIssuer(database, new SecureRandom(), clock).createTemplate(checked.template());
        } catch (SQLException e) {
            if (DuplicateKey.is(e)) {
                throw new OperatorError(Exits.DATA, "a template with the id '" + id + "' exists already: choose "
                        + "another --id (a template cannot be changed once vouchers may carry it)", e);
            }
            throw e;
        }
        if (checked.warning() != null) {
            System.err.println(checked.warning());
        }
        System.out.println("template " + id + " created: " + name + ", "
                + BigDecimal.valueOf(checked.template().valueCents(), 2) + " " + currency
                + (uses == 1 ? "" : ", " + uses + " uses per voucher")
                + (validUntil == null ? ", no expiry" : ", valid until " + validUntil));
        return 0;
    }
}
