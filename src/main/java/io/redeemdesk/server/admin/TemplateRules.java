package io.redeemdesk.server.admin;

import io.redeemdesk.protocol.FieldRules;

import java.time.Instant;

/**
 * A template as an operator gives it, checked field by field by {@link FieldRules} in the order the fields are
 * usually written: the same for {@code server create-template} and {@code POST /v1/admin/templates}.
 */
public final class TemplateRules {
    private TemplateRules() {
    }

    /** How the caller names the fields in its refusals: its flags, or its JSON fields. */
    public record Names(String id, String name, String value, String currency, String uses, String validUntil) {
        public static final Names FLAGS = new Names("--id", "--name", "--value", "--currency", "--uses",
                "--valid-until");
        public static final Names JSON = new Names("id", "name", "value", "currency", "uses", "validUntil");
    }

    /** A template's fields, to tell which one a refusal is about (the console shows it beside that field). */
    public enum Field { ID, NAME, VALUE, CURRENCY, USES, VALID_UNTIL }

    /**
     * The template when every field is good (else null, and the first {@code problem} with its {@code field}, the
     * same as a {@code refusal} for a caller that words it itself), and any warning.
     */
    public record Checked(VoucherIssuer.Template template, String problem, Field field, String warning,
                          FieldRules.Problem refusal) {
    }

    public static Checked check(Names names, String id, String name, String value, String currency, long uses,
                                Instant validUntil, Instant now) {
        FieldRules.Problem[] problems = {FieldRules.idProblem(id), FieldRules.nameProblem(name),
                FieldRules.currencyProblem(currency), FieldRules.usesProblem(uses)};
        Field[] fields = {Field.ID, Field.NAME, Field.CURRENCY, Field.USES};
        String[] shown = {names.id(), names.name(), names.currency(), names.uses()};
        for (int i = 0; i < problems.length; i++) {
            if (problems[i] != null) {
                return new Checked(null, problems[i].english(shown[i]), fields[i], null, problems[i]);
            }
        }
        FieldRules.Value cents = FieldRules.value(names.value(), value, currency);
        if (cents.problem() != null) {
            return new Checked(null, cents.problem(), Field.VALUE, null, cents.refusal());
        }
        return new Checked(new VoucherIssuer.Template(id, name, cents.cents(), currency,
                validUntil == null ? null : validUntil.toEpochMilli(), (int) uses), null, null,
                FieldRules.pastWarning(names.validUntil(), validUntil, now), null);
    }
}
