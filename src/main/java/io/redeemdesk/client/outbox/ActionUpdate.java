package io.redeemdesk.client.outbox;

import io.redeemdesk.protocol.CaptureLine;
import io.redeemdesk.protocol.Verdict;

import java.util.List;

/**
 * The new delivery state of an action after an attempt: written in the same transaction as the attempt row.
 *
 * @param maybeDelivered this attempt may have reached the service (sticky on the row once true)
 * @param usesLeft       what the service said the voucher has left, or null
 * @param conflicts      set only on the answer to the capture of a sale completed offline (the cashier honoured it
 *                       before the service confirmed): the lines the capture refused; their holds (accepted
 *                       offline or confirmed before), and the sale's accepted-offline holds the service refused,
 *                       become CONFLICTs in the same transaction. Null otherwise
 */
public record ActionUpdate(ActionState state, Verdict verdict, Integer httpStatus, String responseBody,
                           long nextAttemptAt, String lastError, boolean honoured, String voucherName,
                           Long valueCents, String currency, Long completedAt, boolean maybeDelivered,
                           Integer usesLeft, List<CaptureLine> conflicts) {

    /** An update that names no uses and no conflicts. */
    public ActionUpdate(ActionState state, Verdict verdict, Integer httpStatus, String responseBody,
                        long nextAttemptAt, String lastError, boolean honoured, String voucherName,
                        Long valueCents, String currency, Long completedAt, boolean maybeDelivered) {
        this(state, verdict, httpStatus, responseBody, nextAttemptAt, lastError, honoured, voucherName, valueCents,
                currency, completedAt, maybeDelivered, null, null);
    }
}
