package io.redeemdesk.bench.server;

import java.util.Locale;

/** The figures of {@code bench events}, in the JSON line the issue specifies. */
public record EventsBenchResult(long redemptions, long eventsDelivered, long lost, long maxLagMs, long p99LagMs,
                                double redeemRpsWithRelay, double redeemRpsWithout) {

    public double ratio() {
        return redeemRpsWithout == 0 ? 0 : redeemRpsWithRelay / redeemRpsWithout;
    }

    public String json() {
        return String.format(Locale.ROOT, "{\"redemptions\":%d,\"events_delivered\":%d,\"lost\":%d,"
                        + "\"max_lag_ms\":%d,\"p99_lag_ms\":%d,\"redeem_rps_with_relay\":%.1f,"
                        + "\"redeem_rps_without\":%.1f,\"ratio\":%.3f}", redemptions, eventsDelivered, lost, maxLagMs,
                p99LagMs, redeemRpsWithRelay, redeemRpsWithout, ratio());
    }
}
