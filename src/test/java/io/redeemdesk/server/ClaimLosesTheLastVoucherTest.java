package io.redeemdesk.server;

import io.redeemdesk.server.campaign.ClaimSettings;
import io.redeemdesk.server.db.ServerDatabase;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.Statement;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The race at the sell-out on PostgreSQL: a claim read one voucher left, wrote its claim record and voucher, and
 * then queued for the stock row behind a transaction that took that last voucher. When that one commits, the
 * conditional decrement finds nothing left: the claim is answered sold-out and its voucher, transition and claim
 * record are gone with it, so stock = remaining + issued still holds. And while a transaction holds one of the
 * campaign's stock slots, a claim takes another slot at once instead of queueing behind it.
 */
class ClaimLosesTheLastVoucherTest {

    /** A test's view: one PostgreSQL node, its shop channel, and another transaction on the same database. */
    @FunctionalInterface
    private interface Scene {
        void play(ServerFixture node, ClaimCaller calls, String shop, Connection other) throws Exception;
    }

    /** Opens campaign {@code id} with {@code stock} on a fresh node and plays {@code scene} beside it. */
    private static void withCampaign(String id, int stock, Scene scene) throws Exception {
        String url = Backend.POSTGRES.newDatabase();
        try (ServerFixture node = new ServerFixture(ServerOptions.loopback(url), true,
                ClaimSettings.withSecret(ClaimCaller.SECRET))) {
            ClaimCaller calls = new ClaimCaller(node.api);
            String shop = node.server.channels().create("shop");
            calls.openCampaign(node.adminToken, id, stock, 1);
            try (Connection other = ServerDatabase.connect(url)) {
                other.setAutoCommit(false);
                scene.play(node, calls, shop, other);
            }
        }
    }

    @Test
    void aClaimThatFindsTheStockGoneAtTheDecrementLeavesNothingBehind() throws Exception {
        withCampaign("last", 1, (node, calls, shop, other) -> {
            try (Statement takesTheLast = other.createStatement()) {
                takesTheLast.executeUpdate(
                        "UPDATE campaign_stock SET remaining = remaining - 1 WHERE campaign_id = 'last'");
            }
            String key = ApiCaller.newKey();
            CompletableFuture<ApiCaller.Answer> claim = CompletableFuture.supplyAsync(
                    () -> calls.claim(shop, key, "last", "late customer"));
            long waitingForTheRow = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (!node.scalar("SELECT COUNT(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock'")
                    .equals("1") && System.nanoTime() < waitingForTheRow) {
                Thread.sleep(20);
            }
            assertThat(claim).isNotDone();
            other.commit();

            ApiCaller.Answer answer = claim.get(10, TimeUnit.SECONDS);
            assertThat(answer.type()).isEqualTo("sold-out");
            assertThat(node.scalar("SELECT COUNT(*) FROM vouchers WHERE campaign_id = 'last'")).isEqualTo("0");
            assertThat(node.scalar("SELECT COUNT(*) FROM campaign_claims")).isEqualTo("0");
            assertThat(node.scalar("SELECT COUNT(*) FROM voucher_transitions")).isEqualTo("0");
            assertThat(node.scalar("SELECT state FROM idempotency_records WHERE request_id = ?", key))
                    .isEqualTo("FAILED");
            assertThat(calls.claim(shop, key, "last", "late customer").body()).isEqualTo(answer.body());
        });
    }

    @Test
    void aClaimTakesAnotherSlotWithoutWaitingForTheOneHeld() throws Exception {
        withCampaign("two", 2, (node, calls, shop, other) -> {
            assertThat(node.scalar("SELECT COUNT(*) FROM campaign_stock WHERE campaign_id = 'two'")).isEqualTo("2");
            try (Statement holdsOne = other.createStatement()) {
                holdsOne.executeUpdate("UPDATE campaign_stock SET remaining = remaining - 1 "
                        + "WHERE campaign_id = 'two' AND slot = 0");
            }

            ApiCaller.Answer answer = CompletableFuture.supplyAsync(
                    () -> calls.claim(shop, ApiCaller.newKey(), "two", "顾客 1")).get(10, TimeUnit.SECONDS);

            assertThat(answer.status()).isEqualTo(201);
            assertThat(node.scalar("SELECT remaining FROM campaign_stock WHERE campaign_id = 'two' AND slot = 1"))
                    .isEqualTo("0");
            other.rollback();
            assertThat(node.scalar("SELECT SUM(remaining) FROM campaign_stock WHERE campaign_id = 'two'"))
                    .isEqualTo("1");
        });
    }
}
