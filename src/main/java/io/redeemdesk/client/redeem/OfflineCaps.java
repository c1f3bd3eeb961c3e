package io.redeemdesk.client.redeem;

import io.redeemdesk.client.outbox.OutboxStatus;
import java.sql.SQLException;
import java.time.Clock;

/**
 * The store's limits on honouring unconfirmed scans: how many, how old the oldest, and optionally how much in
 * total. Beyond them the {@code accept} policy turns into {@code refuse}.
 */
final class OfflineCaps {
    private final OutboxStatus lookups;
    private final EngineSettings settings;
    private final Clock clock;

    OfflineCaps(OutboxStatus lookups, EngineSettings settings, Clock clock) {
        this.lookups = lookups;
        this.settings = settings;
        this.clock = clock;
    }

    /** How close the till is to its caps. */
    record Level(int accepted, boolean near, boolean reached) {
    }

    /** True when one more scan may be honoured offline now. */
    boolean allowsOneMore() throws SQLException {
        return settings.offlinePolicy() == OfflinePolicy.ACCEPT && !level().reached();
    }

    Level level() throws SQLException {
        OutboxStatus.OfflineExposure e = lookups.offlineExposure(settings.offlineAssumedValueCents());
        long age = e.oldestCreatedAt() == null ? 0 : clock.millis() - e.oldestCreatedAt();
        long maxAge = settings.offlineMaxAge().toMillis();
        Long maxTotal = settings.offlineMaxTotalCents();
        boolean reached = e.count() + 1 > settings.offlineMaxQueued() || age >= maxAge
                || (maxTotal != null && e.totalCents() + settings.offlineAssumedValueCents() > maxTotal);
        boolean near = reached || e.count() >= EngineSettings.NEAR_SHARE * settings.offlineMaxQueued()
                || age >= EngineSettings.NEAR_SHARE * maxAge
                || (maxTotal != null && e.totalCents() >= EngineSettings.NEAR_SHARE * maxTotal);
        return new Level(e.count(), near, reached);
    }
}
