package io.redeemdesk.server.sale;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.redeemdesk.server.ApiCaller;
import io.redeemdesk.server.Backend;
import io.redeemdesk.server.SaleCluster;
import io.redeemdesk.server.ServerFixture;
import io.redeemdesk.server.ServerOptions;
import io.redeemdesk.server.events.EventIds;
import io.redeemdesk.server.events.EventStager;
import io.redeemdesk.server.redeem.Reply;
import io.redeemdesk.server.redeem.Terminal;
import io.redeemdesk.server.redeem.VerdictReplies;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.security.SecureRandom;
import java.time.Clock;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The batched hold on PostgreSQL, one batch of five: the usual hold (a fresh key, a free voucher, a new sale) is
 * answered and recorded as the ordinary path would, a retried key gets its first answer again; a voucher another
 * sale holds, a voided sale and another till's sale are each left untouched for the ordinary path (the batcher never puts one key twice in
 * a batch). Its event goes out with its delivery to the node's webhook.
 */
class PostgresHoldBatchesTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static ServerFixture node;
    private static String till;
    private static String other;

    @BeforeAll
    static void start() throws Exception {
        node = new ServerFixture(ServerOptions.loopback(Backend.POSTGRES.newDatabase())
                .withLimits(SaleCluster.GENEROUS));
        till = node.terminal("TILL-1");
        other = node.terminal("TILL-2");
    }

    @AfterAll
    static void stop() {
        node.close();
    }

    @Test
    void theUsualHoldIsAnsweredARetryReplayedAndEveryOtherLeftUntouched() throws Exception {
        List<String> codes = node.vouchers(6);
        String heldElsewhere = SaleCluster.newSale();
        assertThat(SaleCluster.hold(node, other, "TILL-2", ApiCaller.newKey(), heldElsewhere, codes.get(1))
                .status()).isEqualTo(201);
        String voided = SaleCluster.newSale();
        assertThat(SaleCluster.hold(node, till, "TILL-1", ApiCaller.newKey(), voided, codes.get(2)).status())
                .isEqualTo(201);
        assertThat(SaleCluster.voidSale(node, till, "TILL-1", ApiCaller.newKey(), voided).status()).isEqualTo(200);
        String retried = ApiCaller.newKey();
        String open = SaleCluster.newSale();
        assertThat(SaleCluster.hold(node, till, "TILL-1", retried, open, codes.get(3)).status()).isEqualTo(201);
        String fresh = SaleCluster.newSale();
        String freshKey = ApiCaller.newKey();
        Terminal terminal = new Terminal("TILL-1", ServerFixture.STORE);
        long now = System.currentTimeMillis();
        long until = now + 900_000;

        List<Optional<Reply>> answers = batches().holdAll(List.of(
                job(terminal, freshKey, fresh, codes.get(0), now, until),
                new PostgresHoldBatches.HoldJob(terminal, retried, node.scalar("SELECT fingerprint FROM "
                        + "idempotency_records WHERE request_id = ?", retried), open, codes.get(3), "alice", now,
                        now + 86_400_000, until),
                job(terminal, ApiCaller.newKey(), SaleCluster.newSale(), codes.get(1), now, until),
                job(terminal, ApiCaller.newKey(), voided, codes.get(5), now, until),
                job(terminal, ApiCaller.newKey(), heldElsewhere, codes.get(5), now, until)));

        assertThat(answers.get(0)).isPresent();
        assertThat(answers.get(1).orElseThrow().body()).as("the retry replays the first answer")
                .isEqualTo(node.scalar("SELECT response_body FROM idempotency_records WHERE request_id = ?", retried));
        assertThat(answers.subList(2, 5)).allMatch(Optional::isEmpty);
        JsonNode held = JSON.readTree(answers.get(0).get().body());
        assertThat(answers.get(0).get().status()).isEqualTo(201);
        assertThat(held.get("verdict").asText()).isEqualTo("HELD");
        assertThat(held.get("saleId").asText()).isEqualTo(fresh);
        assertThat(held.get("code").asText()).isEqualTo(codes.get(0));
        assertThat(node.scalar("SELECT state FROM sales WHERE sale_id = ?", fresh)).isEqualTo("OPEN");
        assertThat(node.scalar("SELECT held_by_sale FROM vouchers WHERE code = ?", codes.get(0))).isEqualTo(fresh);
        assertThat(node.scalar("SELECT state FROM sale_holds WHERE sale_id = ? AND code = ?", fresh, codes.get(0)))
                .isEqualTo("HELD");
        assertThat(node.scalar("SELECT response_body FROM idempotency_records WHERE request_id = ?", freshKey))
                .isEqualTo(answers.get(0).get().body());
        assertThat(node.scalar("SELECT COUNT(*) FROM outbound_events WHERE code = ? AND kind = 'voucher.held'",
                codes.get(0))).isEqualTo("1");
        assertThat(node.scalar("SELECT endpoint FROM event_deliveries WHERE code = ?", codes.get(0))).isEqualTo("hq");
        assertThat(node.scalar("SELECT published_at FROM outbound_events WHERE code = ? AND kind = 'voucher.held'",
                codes.get(0))).isEqualTo(Long.toString(now));
        assertThat(node.scalar("SELECT detail FROM voucher_transitions WHERE code = ? AND to_status = 'LOCKED'",
                codes.get(0))).startsWith("held for sale " + fresh + " until ");
        assertThat(node.scalar("SELECT COUNT(*) FROM sale_holds WHERE code = ?", codes.get(3))).isEqualTo("1");
        assertThat(node.scalar("SELECT status FROM vouchers WHERE code = ?", codes.get(5))).isEqualTo("UNUSED");
        assertThat(node.scalar("SELECT held_by_sale FROM vouchers WHERE code = ?", codes.get(1)))
                .isEqualTo(heldElsewhere);
        assertThat(node.scalar("SELECT COUNT(*) FROM sales")).isEqualTo("4");
        assertThat(node.scalar("SELECT COUNT(*) FROM idempotency_records WHERE request_id = ?", retried))
                .isEqualTo("1");
    }

    private static PostgresHoldBatches batches() {
        VerdictReplies verdicts = new VerdictReplies();
        EventStager stager = new EventStager(new EventIds(new SecureRandom(), Clock.systemUTC()), List.of("hq"));
        return new PostgresHoldBatches(node.database(), stager, new SaleReplies(verdicts));
    }

    private static PostgresHoldBatches.HoldJob job(Terminal terminal, String key, String saleId, String code,
                                                   long now, long until) {
        return new PostgresHoldBatches.HoldJob(terminal, key, "fp-" + key, saleId, code, "alice", now,
                now + 86_400_000, until);
    }
}
