package io.redeemdesk.bench.server;

import java.util.Locale;

/**
 * The figures of {@code bench events}, in the JSON line the issue specifies; with {@code --outage-s} also those of
 * the {@link OutageRound} ({@code outage} null without it).
 */
public record EventsBenchResult(long redemptions, long eventsDelivered, long lost, long maxLagMs, long p99LagMs,
                                double redeemRpsWithRelay, double redeemRpsWithout, OutageRound.Outcome outage) {

    public double ratio() {
        return redeemRpsWithout == 0 ? 0 : redeemRpsWithRelay / redeemRpsWithout;
    }

    public String json() {
        String paired = String.format(Locale.ROOT, "{\"redemptions\":%d,\"events_delivered\":%d,\"lost\":%d,"
                        + "\"max_lag_ms\":%d,\"p99_lag_ms\":%d,\"redeem_rps_with_relay\":%.1f,"
                        + "\"redeem_rps_without\":%.1f,\"ratio\":%.3f", redemptions, eventsDelivered, lost, maxLagMs,
                p99LagMs, redeemRpsWithRelay, redeemRpsWithout, ratio());
        if (outage == null) {
            return paired + "}";
        }
        return paired + String.format(Locale.ROOT, ",\"outage_s\":%d,\"backlog\":%d,\"catch_up_s\":%.1f,"
                        + "\"fresh_events\":%d,\"fresh_p99_lag_ms\":%d,\"outage_lost\":%d}", outage.outageSeconds(),
                outage.backlog(), outage.catchUpSeconds(), outage.freshEvents(), outage.freshP99LagMs(),
                outage.lost());
    }
}
