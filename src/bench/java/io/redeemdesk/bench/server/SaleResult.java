package io.redeemdesk.bench.server;

import java.util.Locale;

/** The figures of one {@code bench server --mix sale} run, in the JSON line the issue specifies. */
record SaleResult(String db, int nodes, int clients, long requests, long sales, long captured, long voided,
                  long used, long replayed, long doubleUsed, long stuckLocked, double throughputRps, double p50Ms,
                  double p99Ms, double rawDbTxPerS) {

    double ratioToRaw() {
        return rawDbTxPerS == 0 ? 0 : throughputRps / rawDbTxPerS;
    }

    String json() {
        return String.format(Locale.ROOT, "{\"mix\":\"sale\",\"db\":\"%s\",\"nodes\":%d,\"clients\":%d,"
                        + "\"requests\":%d,\"sales\":%d,\"captured\":%d,\"voided\":%d,\"used\":%d,\"replayed\":%d,"
                        + "\"double_used\":%d,\"stuck_locked\":%d,\"throughput_rps\":%.1f,\"p50_ms\":%.2f,"
                        + "\"p99_ms\":%.2f,\"raw_db_tx_per_s\":%.1f,\"ratio_to_raw\":%.3f}", db, nodes, clients,
                requests, sales, captured, voided, used, replayed, doubleUsed, stuckLocked, throughputRps, p50Ms,
                p99Ms, rawDbTxPerS, ratioToRaw());
    }
}
