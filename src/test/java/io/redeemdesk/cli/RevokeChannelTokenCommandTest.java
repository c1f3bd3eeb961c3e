package io.redeemdesk.cli;

import io.redeemdesk.server.ApiCaller;
import io.redeemdesk.server.Backend;
import io.redeemdesk.server.ClaimCaller;
import io.redeemdesk.server.ServerFixture;
import io.redeemdesk.server.ServerOptions;
import io.redeemdesk.server.campaign.ClaimSettings;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * {@code server revoke-channel-token} run against the database of a running node: the shop's next claims are
 * answered 401 (once the node's short token cache has passed), another channel keeps claiming, the voucher the shop
 * claimed before stays redeemable, and the name cannot be revoked twice or given a new token.
 */
class RevokeChannelTokenCommandTest {

    @Test
    void aRevokedChannelTokenIsAnswered401() throws Exception {
        String db = Backend.SQLITE.newDatabase();
        try (ServerFixture node = new ServerFixture(ServerOptions.loopback(db), true,
                ClaimSettings.withSecret(ClaimCaller.SECRET))) {
            ClaimCaller calls = new ClaimCaller(node.api);
            String shop = node.server.channels().create("shop");
            String app = node.server.channels().create("app");
            calls.openCampaign(node.adminToken, "winter", 10, 1);
            ApiCaller.Answer before = calls.claim(shop, ApiCaller.newKey(), "winter", "张伟-1");
            assertThat(before.status()).isEqualTo(201);

            CommandRun revoked = CommandRun.main("server", "revoke-channel-token", "--db", db, "--name", "shop");
            assertThat(revoked.exit()).as(revoked.err()).isZero();
            assertThat(revoked.out()).contains("channel token 'shop' revoked");

            await().atMost(Duration.ofSeconds(5)).pollInterval(Duration.ofMillis(200)).until(() ->
                    calls.claim(shop, ApiCaller.newKey(), "winter", "张伟-2").status() == 401);
            assertThat(calls.claim(app, ApiCaller.newKey(), "winter", "张伟-3").status()).isEqualTo(201);
            String till = node.terminal("TILL-1");
            assertThat(node.api.redeem(till, ApiCaller.newKey(), before.json().get("code").asText(), "TILL-1",
                    ServerFixture.STORE).json().get("verdict").asText()).isEqualTo("REDEEMED");

            CommandRun again = CommandRun.main("server", "revoke-channel-token", "--db", db, "--name", "shop");
            assertThat(again.exit()).isEqualTo(1);
            assertThat(again.err()).contains("no channel named 'shop' has a working token");
            assertThat(CommandRun.main("server", "create-channel-token", "--db", db, "--name", "shop").err())
                    .contains("choose another --name");
            ApiCaller.Answer after = calls.claim(shop, ApiCaller.newKey(), "winter", "张伟-4");
            assertThat(after.status()).isEqualTo(401);
            assertThat(after.body()).doesNotContain("Exception", "SQL");
        }
    }
}
