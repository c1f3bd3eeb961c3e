package io.redeemdesk.bench.claims;

import java.util.Locale;

/**
 * The figures of one run, in the JSON line the issue specifies.
 *
 * @param ratePerNode     each node's door ({@code claims.rate}, claims/s) in this run
 * @param burstPerNode    each node's {@code claims.burst} in this run
 * @param concurrencyPerNode each node's {@code claims.concurrency} in this run
 * @param issued          vouchers of the campaign in the database afterwards
 * @param oversold        issued beyond the stock
 * @param lost            stock − remaining − issued: stock taken without a voucher written (or the reverse)
 * @param limitViolations customers holding more claims than the campaign allows (database or answers)
 * @param replayed        answers marked {@code Idempotent-Replayed}
 * @param rateLimited     429 answers from the nodes' claim buckets
 */
public record ClaimsBenchResult(String db, int nodes, int clients, int customers, double ratePerNode,
                                int burstPerNode, int concurrencyPerNode, long stock, long issued,
                                long oversold, long lost, long limitViolations, long replayed, long rateLimited,
                                double p50Ms, double p99Ms, double throughputRps, double rawDbTxPerS) {

    public double ratioToRaw() {
        return rawDbTxPerS == 0 ? 0 : throughputRps / rawDbTxPerS;
    }

    public String json() {
        return String.format(Locale.ROOT, "{\"db\":\"%s\",\"nodes\":%d,\"clients\":%d,\"customers\":%d,"
                        + "\"rate_per_node\":%.1f,\"burst_per_node\":%d,\"concurrency_per_node\":%d,\"stock\":%d,\"issued\":%d,"
                        + "\"oversold\":%d,\"lost\":%d,\"limit_violations\":%d,\"replayed\":%d,"
                        + "\"rate_limited\":%d,\"p50_ms\":%.2f,\"p99_ms\":%.2f,\"throughput_rps\":%.1f,"
                        + "\"raw_db_tx_per_s\":%.1f,\"ratio_to_raw\":%.3f}", db, nodes, clients, customers,
                ratePerNode, burstPerNode, concurrencyPerNode, stock, issued, oversold, lost, limitViolations, replayed, rateLimited,
                p50Ms, p99Ms, throughputRps, rawDbTxPerS, ratioToRaw());
    }
}
