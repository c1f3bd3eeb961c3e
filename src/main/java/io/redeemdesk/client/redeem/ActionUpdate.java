package io.redeemdesk.client.redeem;

import io.redeemdesk.protocol.Verdict;

/**
 * The new delivery state of an action after an attempt: written in the same transaction as the attempt row.
 *
 * @param maybeDelivered this attempt may have reached the service (sticky on the row once true)
 */
public record ActionUpdate(ActionState state, Verdict verdict, Integer httpStatus, String responseBody,
                           long nextAttemptAt, String lastError, boolean honoured, String voucherName,
                           Long valueCents, String currency, Long completedAt, boolean maybeDelivered) {
}
