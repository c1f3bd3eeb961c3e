package io.redeemdesk.client.cashier;

import io.redeemdesk.client.text.Messages;
/**
 * What the cashier is told about a pass (a voucher of more than one use): after a use, "1 use taken — 4 of 10
 * left" or "last use taken — 0 of 10 left"; on a sale's line before the capture, "1 of 10 uses (5 left)" or
 * "1 of 10 uses — the last one"; for a second scan just after a use, "4 of 10 left". Empty for a single voucher.
 * A service that does not send {@code usesTotal} gets the shorter words without the total, and only a voucher
 * with uses still left is known to be a pass then.
 */
final class PassWords {
    private final Messages text;

    PassWords(Messages text) {
        this.text = text;
    }

    /** @param usesLeft what the pass has left after the use; {@code usesTotal} its uses in all (null: not said) */
    String afterUse(Integer usesLeft, Integer usesTotal) {
        if (usesLeft == null) {
            return "";
        }
        if (usesTotal == null) {
            return usesLeft > 0 ? text.text("pass.useTaken", usesLeft) : "";
        }
        if (usesTotal <= 1) {
            return "";
        }
        return usesLeft == 0 ? text.text("pass.lastUse", usesTotal)
                : text.text("pass.useTakenOf", usesLeft, usesTotal);
    }

    /** "4 of 10 left" ("4 left" when the service did not say its uses in all), for a pass with uses left. */
    String left(int usesLeft, Integer usesTotal) {
        return usesTotal == null ? text.text("pass.left", usesLeft) : text.text("pass.leftOf", usesLeft, usesTotal);
    }

    /** @param usesLeft what the pass has left while a sale holds it, before the capture takes one */
    String held(Integer usesLeft, Integer usesTotal) {
        if (usesLeft == null) {
            return "";
        }
        if (usesTotal == null) {
            return usesLeft > 1 ? text.text("sale.passUse", usesLeft) : "";
        }
        if (usesTotal <= 1) {
            return "";
        }
        return usesLeft <= 1 ? text.text("sale.passLastUse", usesTotal)
                : text.text("sale.passUseOf", usesTotal, usesLeft);
    }
}
