package io.redeemdesk.protocol;

import java.security.SecureRandom;
import java.util.Optional;

/**
 * The voucher code format: 13 symbols of Crockford base32 (65 random bits) and one Luhn mod 32 check symbol.
 * A mistyped or misread code fails the check on the till or at the door of the service, without a database
 * lookup. Input is normalised first: case folded, separators removed, and Crockford's look-alikes mapped
 * (I, L → 1; O → 0).
 */
public final class VoucherCode {
    /** Crockford base32: no I, L, O, U. */
    public static final String ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    public static final int PAYLOAD_LENGTH = 13;
    public static final int LENGTH = PAYLOAD_LENGTH + 1;
    /** Longest input considered at all; anything longer is refused before it is normalised. */
    public static final int MAX_INPUT_LENGTH = 64;

    private VoucherCode() {
    }

    /** Why a candidate code is not a voucher code, in words a cashier can act on. */
    public enum Problem {
        EMPTY("no code"),
        TOO_LONG("too long to be a voucher code"),
        WRONG_LENGTH("wrong length: a voucher code has " + LENGTH + " characters"),
        BAD_CHARACTER("contains a character that is not in voucher codes"),
        CHECK_FAILED("check character does not match: mistyped or misread");

        private final String message;

        Problem(String message) {
            this.message = message;
        }

        public String message() {
            return message;
        }
    }

    /** Uppercases, drops separators (space, hyphen) and maps look-alike letters. */
    public static String normalize(String raw) {
        StringBuilder out = new StringBuilder(raw.length());
        for (int i = 0; i < raw.length(); i++) {
            char c = Character.toUpperCase(raw.charAt(i));
            if (c == ' ' || c == '-') {
                continue;
            }
            out.append(switch (c) {
                case 'I', 'L' -> '1';
                case 'O' -> '0';
                default -> c;
            });
        }
        return out.toString();
    }

    /** Validates a raw code; empty when it is a well-formed voucher code. */
    public static Optional<Problem> check(String raw) {
        if (raw == null || raw.isBlank()) {
            return Optional.of(Problem.EMPTY);
        }
        if (raw.length() > MAX_INPUT_LENGTH) {
            return Optional.of(Problem.TOO_LONG);
        }
        String code = normalize(raw);
        for (int i = 0; i < code.length(); i++) {
            if (ALPHABET.indexOf(code.charAt(i)) < 0) {
                return Optional.of(Problem.BAD_CHARACTER);
            }
        }
        if (code.length() != LENGTH) {
            return Optional.of(Problem.WRONG_LENGTH);
        }
        char expected = checkSymbol(code.substring(0, PAYLOAD_LENGTH));
        return expected == code.charAt(PAYLOAD_LENGTH) ? Optional.empty() : Optional.of(Problem.CHECK_FAILED);
    }

    public static boolean isValid(String raw) {
        return check(raw).isEmpty();
    }

    /** A new random code with its check symbol. */
    public static String generate(SecureRandom random) {
        StringBuilder payload = new StringBuilder(LENGTH);
        for (int i = 0; i < PAYLOAD_LENGTH; i++) {
            payload.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        return payload.append(checkSymbol(payload)).toString();
    }

    /** Luhn mod N over the base32 alphabet: catches every single-symbol error and most adjacent swaps. */
    static char checkSymbol(CharSequence payload) {
        int n = ALPHABET.length();
        int factor = 2;
        int sum = 0;
        for (int i = payload.length() - 1; i >= 0; i--) {
            int addend = factor * ALPHABET.indexOf(payload.charAt(i));
            factor = factor == 2 ? 1 : 2;
            sum += addend / n + addend % n;
        }
        return ALPHABET.charAt((n - sum % n) % n);
    }

    /** Groups a normalised code for reading aloud: {@code ABCD-EFGH-JKMN-PQ}. */
    public static String display(String code) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < code.length(); i++) {
            if (i > 0 && i % 4 == 0) {
                out.append('-');
            }
            out.append(code.charAt(i));
        }
        return out.toString();
    }

    /**
     * How many trailing characters a masked code keeps: enough for a cashier to match the voucher in hand, while
     * the 40 bits of the 8 hidden symbols stay out of reach of guessing at the service's rate limits.
     */
    public static final int MASK_KEEPS = 6;

    /**
     * The code as logs, screens, the CSV and the service's replies show it: all but its last 6 characters hidden
     * behind "…". An input of 6 characters or fewer (a mistyped code) hides nothing, so it is shown whole, without
     * the ellipsis that would say something is hidden.
     */
    public static String mask(String code) {
        if (code == null) {
            return "";
        }
        if (code.length() <= MASK_KEEPS) {
            return code;
        }
        return "…" + code.substring(code.length() - MASK_KEEPS);
    }
}
