package io.redeemdesk.acceptance;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Something on every page of the console, made from outside with the documented commands and API: a template
 * with a Chinese name, a batch of 10, a campaign with three claims, two tills in two stores (one disabled), four
 * redemptions, a revocation, dead events (the node's webhook refuses and {@code events.dead.after} is 10 s), and
 * one voucher marked USED by hand in the database, with no redemption, for the Reconcile page to find (the
 * service never makes such a voucher itself; reconciliation is there to find one). The commands that do not
 * depend on each other run at the same time; the events die about 11 s after they are made, while the pages that
 * do not show them are shot ({@link #awaitEveryEventDead}).
 */
final class ConsoleScenery {
    private static final Pattern BATCH = Pattern.compile("issued as batch (\\S+)");
    private static final Pattern SAMPLE = Pattern.compile("(?m)^(redeemdesk_events_(?:dead|pending)) (\\S+)$");
    private final ConsoleJourney journey;
    private final Http http;
    private final String db;

    ConsoleScenery(ConsoleJourney journey, Http http, String db) {
        this.journey = journey;
        this.http = http;
        this.db = db;
    }

    /** What was made, for the pages of one of each. */
    record Made(String batch, String campaign, String used, String revoked, String unrecorded) {
    }

    Made fill() throws Exception {
        List<Jar.Run> first = journey.together(List.of(
                List.of("create-template", "--id", "gift-20", "--name", "礼券 20 元 Gift voucher", "--value", "20.00",
                        "--currency", "CNY"),
                List.of("create-terminal", "--id", "TILL-1", "--store", "S1"),
                List.of("create-terminal", "--id", "TILL-2", "--store", "S2"),
                List.of("create-channel-token", "--name", "web-shop")));
        String till1 = first.get(1).lastLine();
        String channel = first.get(3).lastLine();
        List<Jar.Run> second = journey.together(List.of(
                List.of("issue", "--template", "gift-20", "--count", "10", "--out",
                        journey.workFile("gift-20.csv").toString()),
                List.of("create-campaign", "--id", "spring-sale", "--template", "gift-20", "--stock", "50")));
        Matcher batch = BATCH.matcher(second.get(0).out());
        assertThat(batch.find()).as(second.get(0).out()).isTrue();
        List<String> codes = journey.codesOf(journey.workFile("gift-20.csv"));
        String node = journey.node();
        for (String code : codes.subList(0, 4)) {
            assertThat(http.redeem(node, till1, Http.newKey(), code, "TILL-1").status()).isEqualTo(201);
        }
        journey.together(List.of(List.of("activate-campaign", "--id", "spring-sale"),
                List.of("revoke", "--code", codes.get(4), "--reason", "遗失 lost", "--by", "ops"),
                List.of("disable-terminal", "--id", "TILL-2")));
        for (String customer : List.of("客户-1", "客户-2", "customer-3")) {
            assertThat(http.post(node, "/v1/campaigns/{id}/claims", Map.of("id", "spring-sale"), channel,
                    Http.newKey(), "{\"customerId\":\"" + customer + "\"}").status()).isEqualTo(201);
        }
        usedWithoutRedemption(codes.get(5));
        return new Made(batch.group(1).replaceAll("[^A-Za-z0-9-]", ""), "spring-sale", codes.get(0), codes.get(4),
                codes.get(5));
    }

    /**
     * Waits until every event has died (the relay gave up on each: none pending, some dead), as the node's
     * {@code /metrics} says; at once when they have.
     */
    void awaitEveryEventDead() {
        String node = journey.node();
        await().atMost(Duration.ofSeconds(90)).pollInterval(Duration.ofMillis(500)).until(() -> {
            Map<String, Double> events = events(node);
            return events.getOrDefault("redeemdesk_events_dead", 0.0) > 0
                    && events.getOrDefault("redeemdesk_events_pending", 1.0) == 0;
        });
    }

    /** The node's dead and pending deliveries, from {@code /metrics}. */
    private Map<String, Double> events(String node) {
        Matcher sample = SAMPLE.matcher(http.get(node, "/metrics", Map.of(), null).body());
        Map<String, Double> found = new HashMap<>();
        while (sample.find()) {
            found.put(sample.group(1), Double.parseDouble(sample.group(2)));
        }
        return found;
    }

    private void usedWithoutRedemption(String code) throws Exception {
        try (Connection c = DriverManager.getConnection(db);
             PreparedStatement used = c.prepareStatement(
                     "UPDATE vouchers SET status = 'USED', uses_left = 0 WHERE code = ?")) {
            used.setString(1, code);
            assertThat(used.executeUpdate()).isEqualTo(1);
        }
    }
}
