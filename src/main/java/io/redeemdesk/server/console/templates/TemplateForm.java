package io.redeemdesk.server.console.templates;

import io.redeemdesk.protocol.FieldRules;
import io.redeemdesk.server.admin.TemplateRules;
import io.redeemdesk.server.console.ConsoleRequest;
import io.redeemdesk.server.console.PageContext;
import io.redeemdesk.server.console.RuleWords;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Locale;

/**
 * The create form as typed (kept when it is refused) and what was wrong with it: one sentence, beside the field it
 * is about. The rules are the API's ({@link TemplateRules}): one rule set for the command line, the API and the
 * console, which words each refusal by its code in the page's language ({@link RuleWords}).
 */
public record TemplateForm(String id, String name, String value, String currency, String uses, String validUntil,
                           String problem, String problemField) {
    /** The currency an empty currency field means, as on the command line and in the API. */
    public static final String DEFAULT_CURRENCY = "EUR";

    /** An empty form: one use, the default currency. */
    public static TemplateForm empty() {
        return new TemplateForm("", "", "", DEFAULT_CURRENCY, "1", "", null, null);
    }

    /** The form as posted. */
    public static TemplateForm posted(ConsoleRequest request) {
        return new TemplateForm(request.form("id"), request.ctx().formParam("name") == null ? ""
                : request.ctx().formParam("name"), request.form("value"), request.form("currency"),
                request.form("uses"), request.form("validUntil"), null, null);
    }

    /** The same form refused: {@code problem} shown beside {@code field} (a form field name). */
    public TemplateForm refused(String field, String problem) {
        return new TemplateForm(id, name, value, currency, uses, validUntil, problem, field);
    }

    /** The problem beside {@code field}, or null when it has none. */
    public String problemOf(String field) {
        return field.equals(problemField) ? problem : null;
    }

    /** {@code "true"} for the field the problem is about (its {@code aria-invalid}), else null (no attribute). */
    public String invalid(String field) {
        return field.equals(problemField) ? "true" : null;
    }

    /** The template the form makes ({@code refused} null), or the form refused. */
    record Result(TemplateRules.Checked checked, TemplateForm refused) {
        static Result no(TemplateForm refused) {
            return new Result(null, refused);
        }
    }

    /** The form checked by the rules; {@code now} tells a validity already past (a warning, not a refusal). */
    Result check(Instant now, PageContext page) {
        Instant until;
        try {
            until = validUntil.isEmpty() ? null : Instant.parse(validUntil);
        } catch (DateTimeParseException e) {
            return Result.no(refused("validUntil", page.t("rule.instant", label(page, "validUntil"), validUntil)));
        }
        long count;
        try {
            count = uses.isEmpty() ? 1 : Long.parseLong(uses);
        } catch (NumberFormatException e) {
            return Result.no(refused("uses", page.t("rule.uses", label(page, "uses"), uses, FieldRules.USES_MAX)));
        }
        TemplateRules.Checked checked = TemplateRules.check(TemplateRules.Names.JSON, id, name, value,
                currency.isEmpty() ? DEFAULT_CURRENCY : currency, count, until, now);
        if (checked.refusal() != null) {
            String field = fieldName(checked.field());
            return Result.no(refused(field, RuleWords.of(page, checked.refusal(), label(page, field))));
        }
        return new Result(checked, null);
    }

    /** The label of the form field {@code field} on the page. */
    static String label(PageContext page, String field) {
        return page.t("templates." + field);
    }

    private static String fieldName(TemplateRules.Field field) {
        return switch (field) {
            case VALID_UNTIL -> "validUntil";
            default -> field.name().toLowerCase(Locale.ROOT);
        };
    }
}
