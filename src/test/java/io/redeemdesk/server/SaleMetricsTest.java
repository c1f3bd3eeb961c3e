package io.redeemdesk.server;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The sale endpoints show up in {@code /metrics}: answers by action and verdict, sale state or problem, replays of
 * a retried key, and a latency histogram per action, against a real SQLite node on a real port.
 */
class SaleMetricsTest {

    @Test
    void everySaleAnswerIsCountedAndTimedByAction() throws Exception {
        try (ServerFixture node = ServerFixture.start(Backend.SQLITE)) {
            String till = node.terminal("TILL-1");
            List<String> codes = node.vouchers(2);
            String sale = SaleCluster.newSale();
            String key = ApiCaller.newKey();
            assertThat(SaleCluster.hold(node, till, "TILL-1", key, sale, codes.get(0)).status()).isEqualTo(201);
            assertThat(SaleCluster.hold(node, till, "TILL-1", key, sale, codes.get(0)).status()).isEqualTo(201);
            assertThat(SaleCluster.hold(node, till, "TILL-1", null, sale, codes.get(1)).status()).isEqualTo(400);
            assertThat(SaleCluster.capture(node, till, "TILL-1", ApiCaller.newKey(), sale, "订单-7").status())
                    .isEqualTo(200);
            assertThat(SaleCluster.voidSale(node, till, "TILL-1", ApiCaller.newKey(), sale).status()).isEqualTo(409);
            assertThat(node.api.get("/v1/vouchers/" + codes.get(1), till).status()).isEqualTo(200);

            String metrics = node.api.get("/metrics", null).body();
            assertThat(metrics).contains(
                    "redeemdesk_sale_requests_total{action=\"hold\",outcome=\"HELD\"} 2\n",
                    "redeemdesk_sale_requests_total{action=\"hold\",outcome=\"missing-idempotency-key\"} 1\n",
                    "redeemdesk_sale_requests_total{action=\"capture\",outcome=\"CAPTURED\"} 1\n",
                    "redeemdesk_sale_replays_total{action=\"hold\"} 1\n",
                    "redeemdesk_sale_duration_seconds_bucket{action=\"hold\",le=\"+Inf\"} 3\n",
                    "redeemdesk_sale_duration_seconds_count{action=\"capture\"} 1\n",
                    "redeemdesk_sale_duration_seconds_count{action=\"voucher\"} 1\n",
                    "# TYPE redeemdesk_sale_duration_seconds histogram\n");
            assertThat(metrics).contains(
                    "redeemdesk_sale_requests_total{action=\"void\",outcome=\"sale-captured\"} 1\n",
                    "redeemdesk_sale_requests_total{action=\"voucher\",outcome=\"voucher\"} 1\n");
            assertThat(metrics).doesNotContain("redeemdesk_redemption_requests_total{");
        }
    }
}
