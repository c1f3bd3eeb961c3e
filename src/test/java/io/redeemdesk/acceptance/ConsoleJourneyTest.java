package io.redeemdesk.acceptance;

import io.redeemdesk.testing.ConsoleBrowser;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The operator's console journey in headless Chromium ({@link ConsoleBrowser}) on the built jar: on SQLite with
 * one node, and on one PostgreSQL (embedded) with three nodes, each a child process on its own port, the
 * journey's pages alternating between them. The nodes send their events to a {@link WebhookInbox} that refuses
 * them until the journey replays a dead one ({@code events.dead.after=10s}: the campaign's claim, early in the
 * journey, is dead by the time the Events page is opened). Skipped without chromium and chromium-driver, failed
 * in CI.
 */
class ConsoleJourneyTest {
    private static final Executed EXECUTED = new Executed("ConsoleJourneyTest");

    @TempDir
    Path work;

    @BeforeAll
    static void freshRecord() {
        assertThat(Jar.JAR).as("build it first: mvn package").exists();
        EXECUTED.reset();
    }

    private Jar jar() throws IOException {
        Map<String, String> env = Map.of("XDG_CONFIG_HOME", Files.createDirectories(work.resolve("config")).toString(),
                "XDG_DATA_HOME", Files.createDirectories(work.resolve("data")).toString(),
                "XDG_STATE_HOME", Files.createDirectories(work.resolve("state")).toString());
        return new Jar(EXECUTED, work, env);
    }

    @Test
    void onSqliteWithOneNode() throws Exception {
        ConsoleBrowser.assumeInstalled();
        String db = "jdbc:sqlite:" + work.resolve("server.db");
        ConsoleJourney journey = new ConsoleJourney(jar(), db, EXECUTED);
        journey.server("migrate");
        try (WebhookInbox inbox = WebhookInbox.start(); ServerProcess node = startNode(jar(), db, inbox)) {
            journey(journey, inbox, List.of(node));
        }
    }

    @Test
    void onPostgresWithThreeNodes() throws Exception {
        ConsoleBrowser.assumeInstalled();
        try (EmbeddedPostgres postgres = EmbeddedPostgres.builder().start()) {
            String db = postgres.getJdbcUrl("postgres", "postgres");
            ConsoleJourney journey = new ConsoleJourney(jar(), db, EXECUTED);
            journey.server("migrate");
            List<ServerProcess> nodes = new ArrayList<>();
            try (WebhookInbox inbox = WebhookInbox.start()) {
                for (int i = 0; i < 3; i++) {
                    nodes.add(startNode(jar(), db, inbox));
                }
                journey(journey, inbox, nodes);
            } finally {
                for (ServerProcess node : nodes) {
                    node.close();
                }
            }
        }
    }

    /** A node whose events go to {@code inbox}, which refuses them at first: the first ones die after 10 s. */
    private static ServerProcess startNode(Jar jar, String db, WebhookInbox inbox) {
        List<String> args = new ArrayList<>(List.of("server", "--port", "0", "--db", db,
                "--set", "claims.customer.secret=" + "acceptance-".repeat(4)));
        args.addAll(List.of(inbox.nodeOptions()));
        return ServerProcess.start(jar, args.toArray(String[]::new));
    }

    /** The journey; the operators, the channel and the till are made while the nodes start. */
    private void journey(ConsoleJourney journey, WebhookInbox inbox, List<ServerProcess> nodes) throws Exception {
        Http http = new Http(EXECUTED);
        journey.operators();
        List<Jar.Run> made = journey.together(List.of(List.of("create-channel-token", "--name", "journey-shop"),
                List.of("create-terminal", "--id", "TILL-J1", "--store", "S1")));
        String channel = made.get(0).lastLine();
        String till = made.get(1).lastLine();
        List<String> codes;
        try (ConsoleBrowser admin = ConsoleJourney.browser(work.resolve("admin"))) {
            journey.nodes(nodes.stream().map(ServerProcess::url).toList());
            journey.signIn(admin, ConsoleJourney.ADMIN);
            journey.createTemplate(admin, "journey-gift", "旅程礼券 20");
            codes = journey.issueAndDownload(admin, "journey-gift");
            journey.createAndActivateCampaign(admin, "journey-spring", "journey-gift");
            Http.Answer claimed = http.post(journey.node(), "/v1/campaigns/{id}/claims", Map.of("id", "journey-spring"),
                    channel, Http.newKey(), "{\"customerId\":\"客户-J\"}");
            assertThat(claimed.status()).as(claimed.body()).isEqualTo(201);
            journey.campaignCounts(admin, "journey-spring", 1);
            Http.Answer redeemed = http.redeem(journey.node(), till, Http.newKey(), codes.get(0), "TILL-J1");
            assertThat(redeemed.status()).as(redeemed.body()).isEqualTo(201);
            journey.lookUp(admin, codes.get(0), "TILL-J1");
            journey.replace(admin, codes.get(0), "退货 refund of order 77");
            journey.revoke(admin, codes.get(1), "遗失 lost in the post");
            journey.disableTill(admin, "TILL-J1");
            Http.Answer refused = http.redeem(journey.node(), till, Http.newKey(), codes.get(3), "TILL-J1");
            assertThat(refused.status()).as(refused.body()).isBetween(400, 499);
            journey.replayDeadEvent(admin, inbox, "voucher.claimed", claimed.text("code"));
            journey.postWithoutCsrfIsRefused(admin);
            journey.signOut(admin);
        }
        try (ConsoleBrowser viewer = ConsoleJourney.browser(work.resolve("viewer"))) {
            journey.signIn(viewer, ConsoleJourney.VIEWER);
            journey.viewerCannotRevoke(viewer, codes.get(2));
            journey.signOut(viewer);
        }
    }
}
