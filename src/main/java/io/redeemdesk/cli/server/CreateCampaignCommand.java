package io.redeemdesk.cli.server;

import io.redeemdesk.cli.common.Exits;
import io.redeemdesk.cli.common.OperatorError;
import io.redeemdesk.server.campaign.CampaignAdmin;
import io.redeemdesk.server.db.ServerDatabase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.time.Clock;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.concurrent.Callable;

/** {@code server create-campaign}: a campaign of N vouchers of a template, created as a DRAFT. */
@Command(name = "create-campaign", mixinStandardHelpOptions = true,
        description = "Create a campaign (DRAFT) handing out --stock vouchers of a template, --per-customer each.")
final class CreateCampaignCommand implements Callable<Integer> {
    @Mixin
    ServerDb db;

    @Option(names = "--id", required = true, description = "campaign id: 1 to 64 letters, digits, '.', '_', '-'")
    String id;

    @Option(names = "--template", required = true, description = "template id (see create-template)")
    String template;

    @Option(names = "--stock", required = true, description = "how many vouchers the campaign hands out")
    long stock;

    @Option(names = "--per-customer", description = "how many one customer may claim (default: ${DEFAULT-VALUE})")
    int perCustomer = 1;

    @Option(names = "--starts", description = "ISO-8601 instant before which claims are refused, e.g. "
            + "2026-12-01T09:00:00Z")
    String starts;

    @Option(names = "--ends", description = "ISO-8601 instant from which claims are refused")
    String ends;

    @Override
    public Integer call() throws Exception {
        Long startsAt;
        Long endsAt;
        try {
            startsAt = starts == null ? null : Instant.parse(starts).toEpochMilli();
            endsAt = ends == null ? null : Instant.parse(ends).toEpochMilli();
        } catch (DateTimeParseException e) {
            throw new OperatorError(Exits.USAGE, "--starts and --ends must be ISO-8601 instants such as "
                    + "2026-12-01T09:00:00Z");
        }
        try (ServerDatabase database = db.open()) {
            CampaignAdmin.Refusal refusal = new CampaignAdmin(database, Clock.systemUTC()).create(
                    new CampaignAdmin.Spec(id, template, stock, perCustomer, startsAt, endsAt),
                    CampaignAdmin.Names.FLAGS);
            if (refusal != null) {
                throw new OperatorError(Exits.DATA, "campaign not created: " + refusal.message());
            }
            System.out.println("campaign " + id + " created as DRAFT: " + stock + " vouchers of " + template + ", "
                    + perCustomer + " per customer; open it with 'server activate-campaign --id " + id + "'");
            return 0;
        }
    }
}
