package io.redeemdesk.protocol;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Currency;
import java.util.regex.Pattern;

/**
 * The one rule per field an operator gives, the same for the command line, the admin API and the till's
 * configuration (docs/operations.md, "Rules for what you type"). Each check takes the field's name as the caller
 * shows it ({@code --value} on the command line, {@code value} in JSON) and answers null when the value is good,
 * else one sentence that names the field, says what is wrong and what is allowed.
 */
public final class FieldRules {
    public static final int ID_MAX = 64;
    public static final int NAME_MAX = 200;
    public static final int USES_MAX = 10_000;
    /** The largest face value in whole units of its currency. */
    public static final long VALUE_MAX = 100_000_000;
    /** Values are stored in hundredths: a currency with more minor digits is given to at most two. */
    public static final int STORED_DIGITS = 2;
    public static final String ID_RULE = "1 to " + ID_MAX
            + " letters, digits, '.', '_' or '-', starting with a letter or digit";
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0," + (ID_MAX - 1) + "}");
    private static final int SHOWN_MAX = 40;

    private FieldRules() {
    }

    /** A template, campaign, terminal, store or cashier id. */
    public static boolean isId(String text) {
        return text != null && ID.matcher(text).matches();
    }

    public static String id(String field, String text) {
        return isId(text) ? null : field + " " + shown(text) + " is not an id: give " + ID_RULE;
    }

    /** A name shown to cashiers and printed: 1 to 200 characters (code points), not blank, no control characters. */
    public static String name(String field, String text) {
        if (text == null || text.isBlank()) {
            return field + " is empty: give the name the cashier sees, 1 to " + NAME_MAX + " characters";
        }
        if (text.codePoints().count() > NAME_MAX) {
            return field + " has " + text.codePoints().count() + " characters: give at most " + NAME_MAX;
        }
        if (text.codePoints().anyMatch(FieldRules::isControl)) {
            return field + " " + shown(text) + " holds a control character (a tab, a line break, …): give the name "
                    + "on one line without them";
        }
        return null;
    }

    private static boolean isControl(int codePoint) {
        int type = Character.getType(codePoint);
        return type == Character.CONTROL || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR;
    }

    /** An ISO 4217 currency of money: three upper-case letters that {@link Currency} knows, with minor digits. */
    public static String currency(String field, String code) {
        if (code != null && code.matches("[A-Z]{3}")) {
            try {
                if (Currency.getInstance(code).getDefaultFractionDigits() >= 0) {
                    return null;
                }
            } catch (IllegalArgumentException unknown) {
                // answered below
            }
        }
        return field + " " + shown(code) + " is not an ISO 4217 currency: give its three upper-case letters, "
                + "e.g. EUR, CNY, JPY";
    }

    /** A checked face value: its hundredths, or why it was refused. */
    public record Value(long cents, String problem) {
    }

    /**
     * A face value as typed ({@code 20.00}): more than 0, at most {@link #VALUE_MAX}, with no more decimals than
     * {@code currency} has (a good currency is checked first, with {@link #currency}).
     */
    public static Value value(String field, String text, String currency) {
        BigDecimal value;
        try {
            value = new BigDecimal(text == null ? "" : text.strip());
        } catch (NumberFormatException e) {
            return refused(field + " " + shown(text) + " is not a number: write it like 20.00");
        }
        if (value.signum() <= 0) {
            return refused(field + " " + shown(text) + " is not more than 0: give the voucher's face value");
        }
        if (value.compareTo(BigDecimal.valueOf(VALUE_MAX)) > 0) {
            return refused(field + " " + shown(text) + " is too large: at most " + VALUE_MAX + " " + currency);
        }
        int digits = Math.min(STORED_DIGITS, Currency.getInstance(currency).getDefaultFractionDigits());
        if (value.stripTrailingZeros().scale() > digits) {
            return refused(field + " " + shown(text) + " has more decimals than " + currency + " has: "
                    + (digits == 0 ? "give a whole number" : "give at most " + digits + ", e.g. "
                    + BigDecimal.ONE.setScale(digits).add(BigDecimal.valueOf(19))));
        }
        return new Value(value.movePointRight(STORED_DIGITS).longValueExact(), null);
    }

    private static Value refused(String problem) {
        return new Value(0, problem);
    }

    /** How many times each voucher of a template can be used. */
    public static String uses(String field, long uses) {
        return uses >= 1 && uses <= USES_MAX ? null
                : field + " " + uses + " is not allowed: give a whole number from 1 to " + USES_MAX;
    }

    /** Not a refusal: a validity that has already ended is accepted, with this warning (else null). */
    public static String pastWarning(String field, Instant until, Instant now) {
        if (until == null || until.isAfter(now)) {
            return null;
        }
        return "warning: " + field + " " + until + " is already past: vouchers issued under it are expired from "
                + "the start";
    }

    /** The value as a message shows it: quoted, and cut short when long. */
    private static String shown(String text) {
        if (text == null) {
            return "(none)";
        }
        String oneLine = text.replaceAll("\\p{Cntrl}", "?");
        return "'" + (oneLine.codePoints().count() > SHOWN_MAX
                ? oneLine.substring(0, oneLine.offsetByCodePoints(0, SHOWN_MAX)) + "…" : oneLine) + "'";
    }
}
