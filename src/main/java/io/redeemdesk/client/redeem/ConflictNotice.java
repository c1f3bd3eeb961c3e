package io.redeemdesk.client.redeem;

import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.protocol.Verdict;

import java.time.Instant;

/**
 * A voucher honoured offline that the service later refused (typically ALREADY_REDEEMED by another terminal):
 * the cashier screen shows it and a manager must act on it.
 *
 * @param code    the full code: screens mask it with {@code VoucherCode.mask}
 * @param verdict the service's verdict, or null when it failed without one
 * @param detail  what happened, in words
 */
public record ConflictNotice(String requestId, String code, Verdict verdict, String detail, Instant at) {

    static ConflictNotice of(RedeemAction a) {
        long when = a.completedAt() == null ? a.createdAt() : a.completedAt();
        return new ConflictNotice(a.requestId(), a.code(), a.verdict(), a.lastError(), Instant.ofEpochMilli(when));
    }
}
