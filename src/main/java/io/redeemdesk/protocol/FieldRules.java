package io.redeemdesk.protocol;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Arrays;
import java.util.Currency;
import java.util.List;
import java.util.Map;
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

    /**
     * A refusal (or warning) as a code and its arguments (the value as shown first), for a caller that words it in
     * its own language: the console's bundles have a sentence per code ({@code rule.<code>}). {@link #english}
     * is the sentence the command line and the API show, for the codes of these rules; a caller with rules of its
     * own (a campaign's) gives its own codes and words its English itself.
     */
    public record Problem(String code, List<String> args) {
        private static final Map<String, String> ENGLISH = Map.ofEntries(
                Map.entry("id", "{f} {0} is not an id: give " + ID_RULE),
                Map.entry("name.empty", "{f} is empty: give the name the cashier sees, 1 to {0} characters"),
                Map.entry("name.long", "{f} has {0} characters: give at most {1}"),
                Map.entry("name.control", "{f} {0} holds a control character (a tab, a line break, …): give the "
                        + "name on one line without them"),
                Map.entry("currency", "{f} {0} is not an ISO 4217 currency: give its three upper-case letters, "
                        + "e.g. EUR, CNY, JPY"),
                Map.entry("value.number", "{f} {0} is not a number: write it like 20.00"),
                Map.entry("value.positive", "{f} {0} is not more than 0: give the voucher's face value"),
                Map.entry("value.large", "{f} {0} is too large: at most {1} {2}"),
                Map.entry("value.whole", "{f} {0} has more decimals than {1} has: give a whole number"),
                Map.entry("value.decimals", "{f} {0} has more decimals than {1} has: give at most {2}, e.g. {3}"),
                Map.entry("uses", "{f} {0} is not allowed: give a whole number from 1 to {1}"),
                Map.entry("range", "{f} must be between {1} and {2}, not {0}"),
                Map.entry("past", "warning: {f} {0} is already past: vouchers issued under it are expired from "
                        + "the start"));

        Problem(String code, Object... args) {
            this(code, Arrays.stream(args).map(String::valueOf).toList());
        }

        /** The sentence in English, naming the field as {@code field}. */
        public String english(String field) {
            String text = ENGLISH.get(code).replace("{f}", field);
            for (int i = 0; i < args.size(); i++) {
                text = text.replace("{" + i + "}", args.get(i));
            }
            return text;
        }
    }

    public static String id(String field, String text) {
        return english(field, idProblem(text));
    }

    /** Why {@code text} is not an id, or null when it is one. */
    public static Problem idProblem(String text) {
        return isId(text) ? null : new Problem("id", shown(text));
    }

    /** A name shown to cashiers and printed: 1 to 200 characters (code points), not blank, no control characters. */
    public static String name(String field, String text) {
        return english(field, nameProblem(text));
    }

    /** Why {@code text} is not a good name, or null. */
    public static Problem nameProblem(String text) {
        if (text == null || text.isBlank()) {
            return new Problem("name.empty", NAME_MAX);
        }
        if (text.codePoints().count() > NAME_MAX) {
            return new Problem("name.long", text.codePoints().count(), NAME_MAX);
        }
        if (text.codePoints().anyMatch(FieldRules::isControl)) {
            return new Problem("name.control", shown(text));
        }
        return null;
    }

    private static boolean isControl(int codePoint) {
        int type = Character.getType(codePoint);
        return type == Character.CONTROL || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR;
    }

    /** An ISO 4217 currency of money: three upper-case letters that {@link Currency} knows, with minor digits. */
    public static String currency(String field, String code) {
        return english(field, currencyProblem(code));
    }

    /** Why {@code code} is not a currency of money, or null. */
    public static Problem currencyProblem(String code) {
        if (code != null && code.matches("[A-Z]{3}")) {
            try {
                if (Currency.getInstance(code).getDefaultFractionDigits() >= 0) {
                    return null;
                }
            } catch (IllegalArgumentException unknown) {
                // answered below
            }
        }
        return new Problem("currency", shown(code));
    }

    /** A checked face value: its hundredths, or why it was refused (in English, and as a {@link Problem}). */
    public record Value(long cents, String problem, Problem refusal) {
    }

    /**
     * A face value as typed ({@code 20.00}): more than 0, at most {@link #VALUE_MAX}, with no more decimals than
     * {@code currency} has (a good currency is checked first, with {@link #currency}).
     */
    public static Value value(String field, String text, String currency) {
        Problem problem = valueProblem(text, currency);
        return problem != null ? new Value(0, problem.english(field), problem)
                : new Value(new BigDecimal(text.strip()).movePointRight(STORED_DIGITS).longValueExact(), null, null);
    }

    private static Problem valueProblem(String text, String currency) {
        BigDecimal value;
        try {
            value = new BigDecimal(text == null ? "" : text.strip());
        } catch (NumberFormatException e) {
            return new Problem("value.number", shown(text));
        }
        if (value.signum() <= 0) {
            return new Problem("value.positive", shown(text));
        }
        if (value.compareTo(BigDecimal.valueOf(VALUE_MAX)) > 0) {
            return new Problem("value.large", shown(text), VALUE_MAX, currency);
        }
        int digits = Math.min(STORED_DIGITS, Currency.getInstance(currency).getDefaultFractionDigits());
        if (value.stripTrailingZeros().scale() > digits) {
            return digits == 0 ? new Problem("value.whole", shown(text), currency)
                    : new Problem("value.decimals", shown(text), currency, digits,
                    BigDecimal.ONE.setScale(digits).add(BigDecimal.valueOf(19)));
        }
        return null;
    }

    /** How many times each voucher of a template can be used. */
    public static String uses(String field, long uses) {
        return english(field, usesProblem(uses));
    }

    /** Why {@code uses} is not allowed, or null. */
    public static Problem usesProblem(long uses) {
        return uses >= 1 && uses <= USES_MAX ? null : new Problem("uses", uses, USES_MAX);
    }

    /** Why {@code number} is not a whole number from {@code min} to {@code max}, or null. */
    public static Problem rangeProblem(long number, long min, long max) {
        return number >= min && number <= max ? null : new Problem("range", number, min, max);
    }

    /** Why {@code text} is not a whole number from {@code min} to {@code max} (shown quoted when not one), or null. */
    public static Problem rangeProblem(String text, long min, long max) {
        try {
            return rangeProblem(Long.parseLong(text), min, max);
        } catch (NumberFormatException e) {
            return new Problem("range", shown(text), min, max);
        }
    }

    /** Not a refusal: a validity that has already ended is accepted, with this warning (else null). */
    public static String pastWarning(String field, Instant until, Instant now) {
        return english(field, pastProblem(until, now));
    }

    /** The warning for a validity already ended, or null. */
    public static Problem pastProblem(Instant until, Instant now) {
        return until == null || until.isAfter(now) ? null : new Problem("past", until);
    }

    private static String english(String field, Problem problem) {
        return problem == null ? null : problem.english(field);
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
