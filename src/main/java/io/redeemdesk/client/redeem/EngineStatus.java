package io.redeemdesk.client.redeem;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * One snapshot of the redeem engine for the status bar: plain values, no JavaFX, safe to hand to any thread.
 *
 * @param online           the service answered the last attempt or probe
 * @param since            when {@code online} last changed (or the engine started)
 * @param lastError        why the service is unreachable, when it is
 * @param queued           actions not finished yet (pending, in flight, unknown)
 * @param oldestQueuedAge  age of the oldest of them; {@link Duration#ZERO} when none
 * @param held             actions held for a manager ("check status first")
 * @param policy           the store's offline policy
 * @param offlineAccepted  actions honoured offline and not confirmed yet
 * @param capsNear         under {@code accept}: 80 % of a cap reached, or the cap itself
 * @param capsReached      under {@code accept}: the next unconfirmed scan will be refused
 * @param authAlert        non-null while the service refuses this till's token and sending is paused
 * @param conflicts        honoured-offline actions the service later refused, not yet acknowledged
 * @param disk             the till's own disk: writes failing (full), or free space under the warning threshold
 */
public record EngineStatus(boolean online, Instant since, String lastError, int queued, Duration oldestQueuedAge,
                           int held, OfflinePolicy policy, int offlineAccepted, boolean capsNear,
                           boolean capsReached, String authAlert, List<ConflictNotice> conflicts, DiskSpace disk,
                           Instant asOf) {

    public EngineStatus {
        conflicts = List.copyOf(conflicts);
    }

    public boolean authPaused() {
        return authAlert != null;
    }
}
