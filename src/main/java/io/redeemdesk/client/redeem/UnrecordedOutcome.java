package io.redeemdesk.client.redeem;

import io.redeemdesk.client.outbox.ActionUpdate;
import io.redeemdesk.client.outbox.AttemptRecord;

/**
 * An attempt whose answer is in but whose outcome the outbox could not store (its disk was full): kept in
 * memory, with its code held, until {@link StorageRecovery} can write it. The action then completes with this,
 * its first answer, and is not sent again.
 *
 * @param code what the sender claimed ({@link RedeemAction#claimKey()}: the voucher code, or a sale's key)
 */
record UnrecordedOutcome(String code, AttemptRecord attempt, ActionUpdate update) {
}
