package io.redeemdesk.server.console.campaigns;

import io.redeemdesk.server.campaign.CampaignAdmin;
import io.redeemdesk.server.console.ConsoleRequest;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.List;

/**
 * The create form as typed (kept when refused) and what was wrong with it, beside its field. The rules and their
 * sentences are {@link CampaignAdmin}'s with the API's names, which are the form's field names.
 */
public record CampaignForm(String id, String templateId, String stock, String perCustomer, String starts,
                           String ends, String problem, String problemField) {
    private static final CampaignAdmin.Names NAMES = CampaignAdmin.Names.JSON;
    private static final List<String> FIELDS = List.of(NAMES.templateId(), NAMES.perCustomer(), NAMES.stock(),
            NAMES.starts(), NAMES.ends(), NAMES.id());

    /** An empty form: one voucher per customer. */
    public static CampaignForm empty() {
        return new CampaignForm("", "", "", "1", "", "", null, null);
    }

    static CampaignForm posted(ConsoleRequest request) {
        return new CampaignForm(request.form("id"), request.form("templateId"), request.form("stock"),
                request.form("perCustomer"), request.form("starts"), request.form("ends"), null, null);
    }

    public String problemOf(String field) {
        return field.equals(problemField) ? problem : null;
    }

    CampaignForm refused(String field, String why) {
        return new CampaignForm(id, templateId, stock, perCustomer, starts, ends, why, field);
    }

    /** The form refused because of {@code message}, beside the field the message starts with (else the id). */
    CampaignForm refused(String message) {
        return refused(FIELDS.stream().filter(f -> message.startsWith(f + " ") || message.startsWith(f + ":"))
                .findFirst().orElse(NAMES.id()), message);
    }

    /** The spec the form asks for ({@code refused} null), or the form refused for what cannot be read. */
    record Read(CampaignAdmin.Spec spec, CampaignForm refused) {
    }

    Read read() {
        Long stockCount = whole(stock);
        if (stockCount == null) {
            return new Read(null, refused(NAMES.stock(), NAMES.stock() + " must be between 1 and "
                    + CampaignAdmin.MAX_STOCK + ", not '" + stock + "'"));
        }
        Long each = perCustomer.isEmpty() ? Long.valueOf(1) : whole(perCustomer);
        if (each == null || each != each.intValue()) {
            return new Read(null, refused(NAMES.perCustomer(), NAMES.perCustomer()
                    + " must be between 1 and 100, not '" + perCustomer + "'"));
        }
        for (String[] field : new String[][] {{NAMES.starts(), starts}, {NAMES.ends(), ends}}) {
            if (!field[1].isEmpty() && millis(field[1]) == null) {
                return new Read(null, refused(field[0], field[0]
                        + " must be an ISO-8601 instant such as 2026-12-01T09:00:00Z"));
            }
        }
        return new Read(new CampaignAdmin.Spec(id, templateId, stockCount, each.intValue(), millis(starts),
                millis(ends)), null);
    }

    private static Long whole(String text) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static Long millis(String text) {
        try {
            return text.isEmpty() ? null : Instant.parse(text).toEpochMilli();
        } catch (DateTimeParseException e) {
            return null;
        }
    }
}
