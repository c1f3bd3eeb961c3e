package io.redeemdesk.client.redeem;

import io.redeemdesk.client.outbox.OutboxActions;
import io.redeemdesk.client.outbox.OutboxStatus;
import io.redeemdesk.client.outbox.TillIdentity;
import java.time.Clock;

/**
 * What the redeem and the sale engine both work with: the outbox's writes and lookups, the sender, the codes in
 * flight, the link state, the offline caps, the clock, the settings, the till, the hook that tells the drain and
 * the status board the queue changed, and the storage recovery.
 */
record EngineParts(OutboxActions writes, OutboxStatus lookups, ActionSender sender, InFlightCodes inFlight,
                   Connectivity connectivity, OfflineCaps caps, Clock clock, EngineSettings settings,
                   TillIdentity till, Runnable queueChanged, StorageRecovery storage) {
}
