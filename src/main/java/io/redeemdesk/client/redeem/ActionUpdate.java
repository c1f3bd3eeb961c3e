package io.redeemdesk.client.redeem;

import io.redeemdesk.protocol.Verdict;

/** The new delivery state of an action after an attempt: written in the same transaction as the attempt row. */
public record ActionUpdate(ActionState state, Verdict verdict, Integer httpStatus, String responseBody,
                           long nextAttemptAt, String lastError, boolean honoured, String voucherName,
                           Long valueCents, String currency, Long completedAt) {
}
