package io.redeemdesk.bench.server;

import java.util.Locale;

/** The figures of one benchmark run, in the JSON line the issue specifies. */
public record BenchResult(String db, int nodes, int clients, int requests, long redeemed, long already,
                          long replayed, long doubleRedeemed, double throughputRps, double p50Ms, double p99Ms,
                          double rawDbTxPerS) {

    public double ratioToRaw() {
        return rawDbTxPerS == 0 ? 0 : throughputRps / rawDbTxPerS;
    }

    public String json() {
        return String.format(Locale.ROOT, "{\"db\":\"%s\",\"nodes\":%d,\"clients\":%d,\"requests\":%d,"
                        + "\"redeemed\":%d,\"already\":%d,\"replayed\":%d,\"double_redeemed\":%d,"
                        + "\"throughput_rps\":%.1f,\"p50_ms\":%.2f,\"p99_ms\":%.2f,\"raw_db_tx_per_s\":%.1f,"
                        + "\"ratio_to_raw\":%.3f}", db, nodes, clients, requests, redeemed, already, replayed,
                doubleRedeemed, throughputRps, p50Ms, p99Ms, rawDbTxPerS, ratioToRaw());
    }
}
