package io.redeemdesk.server.console.campaigns;

import io.redeemdesk.protocol.FieldRules;
import io.redeemdesk.server.campaign.CampaignAdmin;
import io.redeemdesk.server.console.ConsoleRequest;
import io.redeemdesk.server.console.PageContext;
import io.redeemdesk.server.console.RuleWords;

import java.time.Instant;
import java.time.format.DateTimeParseException;

/**
 * The create form as typed (kept when refused) and what was wrong with it, beside its field. The rules are
 * {@link CampaignAdmin}'s, the API's; each refusal is worded by its code in the page's language ({@link RuleWords}).
 */
public record CampaignForm(String id, String templateId, String stock, String perCustomer, String starts,
                           String ends, String problem, String problemField) {
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

    private CampaignForm refused(String field, String why) {
        return new CampaignForm(id, templateId, stock, perCustomer, starts, ends, why, field);
    }

    /** The form refused for {@code refusal}, in the page's language, beside the field it is about. */
    CampaignForm refused(CampaignAdmin.Refusal refusal, PageContext page) {
        String field = fieldName(refusal.field());
        return refused(field, RuleWords.of(page, refusal.problem(), label(page, field)));
    }

    /** The spec the form asks for ({@code refused} null), or the form refused for what cannot be read. */
    record Read(CampaignAdmin.Spec spec, CampaignForm refused) {
    }

    Read read(PageContext page) {
        FieldRules.Problem stockCount = FieldRules.rangeProblem(stock, 1, CampaignAdmin.MAX_STOCK);
        if (stockCount != null) {
            return new Read(null, refused("stock", RuleWords.of(page, stockCount, label(page, "stock"))));
        }
        String each = perCustomer.isEmpty() ? "1" : perCustomer;
        FieldRules.Problem eachCount = FieldRules.rangeProblem(each, 1, CampaignAdmin.MAX_PER_CUSTOMER);
        if (eachCount != null) {
            return new Read(null, refused("perCustomer", RuleWords.of(page, eachCount,
                    label(page, "perCustomer"))));
        }
        for (String[] field : new String[][] {{"starts", starts}, {"ends", ends}}) {
            if (!field[1].isEmpty() && millis(field[1]) == null) {
                return new Read(null, refused(field[0], page.t("rule.instant", label(page, field[0]), field[1])));
            }
        }
        return new Read(new CampaignAdmin.Spec(id, templateId, Long.parseLong(stock), Integer.parseInt(each),
                millis(starts), millis(ends)), null);
    }

    /** The label of the form field {@code field} on the page. */
    private static String label(PageContext page, String field) {
        return page.t("campaigns." + (field.equals("templateId") ? "template" : field));
    }

    private static String fieldName(CampaignAdmin.Field field) {
        return switch (field) {
            case ID -> "id";
            case TEMPLATE -> "templateId";
            case STOCK -> "stock";
            case PER_CUSTOMER -> "perCustomer";
            case STARTS -> "starts";
            case ENDS -> "ends";
        };
    }

    private static Long millis(String text) {
        try {
            return text.isEmpty() ? null : Instant.parse(text).toEpochMilli();
        } catch (DateTimeParseException e) {
            return null;
        }
    }
}
