package io.redeemdesk.client.redeem;

import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.protocol.Verdict;

import java.time.Duration;

/**
 * What the cashier is told about one scan.
 *
 * @param verdict the service's (or the local format check's) verdict when {@code kind} is VERDICT
 * @param action  the outbox row behind it; null when the scan never became an action (malformed)
 * @param detail  words for the cashier: why, when, where
 * @param scanAgainIn for {@link Kind#PASS_USED_JUST_NOW}: how long until a scan of the pass takes its next use
 *                    (whole seconds, at least one); null for every other kind
 */
public record RedeemOutcome(Kind kind, Verdict verdict, RedeemAction action, String detail, Duration scanAgainIn) {

    public RedeemOutcome {
        if ((kind == Kind.PASS_USED_JUST_NOW) != (scanAgainIn != null)) {
            throw new IllegalArgumentException("only a pass used just now says when to scan again, not " + kind);
        }
    }

    /** An outcome of every kind but {@link Kind#PASS_USED_JUST_NOW}. */
    public RedeemOutcome(Kind kind, Verdict verdict, RedeemAction action, String detail) {
        this(kind, verdict, action, detail, null);
    }

    /** The classes of answer the verdict panel distinguishes. */
    public enum Kind {
        /** The service (or the local format check) decided. */
        VERDICT,
        /** The same code has an unfinished action on this till: its state is shown, nothing new is sent. */
        PENDING_HERE,
        /** Honoured provisionally under the store's offline policy. */
        SAVED_OFFLINE,
        /** No answer and the policy refuses: do not honour. */
        CANNOT_VERIFY,
        /** The service answered something the till cannot read. */
        SERVER_WRONG,
        /** An open sale (of this or another till) holds the voucher: not redeemed, and not retried. */
        HELD_BY_SALE,
        /**
         * A pass this till took a use of moments ago ({@code pass.repeat.window}) scanned again, most likely by
         * mistake: no new use is taken and nothing is sent; the action is that use.
         */
        PASS_USED_JUST_NOW
    }

    public boolean honoured() {
        return (kind == Kind.VERDICT && verdict == Verdict.REDEEMED) || kind == Kind.SAVED_OFFLINE;
    }
}
