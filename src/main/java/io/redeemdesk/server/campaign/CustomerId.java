package io.redeemdesk.server.campaign;

import java.text.Normalizer;

/**
 * The one form of a {@code customerId} that is hashed and checked (docs/api.md, claims): Unicode NFKC (full-width
 * digits and letters become ASCII, an ideographic space a plain one), then leading and trailing white space
 * removed. Case is kept: {@code Cust-X} and {@code cust-x} are two customers. Its length is counted in code
 * points of that form, so an emoji is one character.
 */
public final class CustomerId {
    /** The longest customerId, in code points. */
    public static final int MAX_LENGTH = 128;

    private CustomerId() {
    }

    /** NFKC, then stripped of white space at both ends. */
    public static String normalize(String raw) {
        return Normalizer.normalize(raw, Normalizer.Form.NFKC).strip();
    }

    /** What is wrong with a normalized id, in a sentence naming the field; null when it is fine. */
    public static String problem(String normalized) {
        if (normalized.isEmpty()) {
            return "customerId is required: send 1-" + MAX_LENGTH + " characters that are not all white space";
        }
        int length = normalized.codePointCount(0, normalized.length());
        if (length > MAX_LENGTH) {
            return "customerId has " + length + " characters; at most " + MAX_LENGTH + " are allowed";
        }
        if (normalized.codePoints().anyMatch(Character::isISOControl)) {
            return "customerId contains a control character (a tab, a line break, …); send it without";
        }
        return null;
    }
}
