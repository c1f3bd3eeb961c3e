package io.redeemdesk.acceptance;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Something on every page of the console, made from outside with the documented commands and API: a template
 * with a Chinese name, a batch of 10, a campaign with three claims, two tills in two stores (one disabled), four
 * redemptions, a revocation and, with the node's webhook refusing and {@code events.dead.after} short, dead events.
 */
final class ConsoleScenery {
    private static final Pattern BATCH = Pattern.compile("issued as batch (\\S+)");
    private final ConsoleJourney journey;
    private final Http http;

    ConsoleScenery(ConsoleJourney journey, Http http) {
        this.journey = journey;
        this.http = http;
    }

    /** What was made, for the pages of one of each. */
    record Made(String batch, String campaign, String used, String revoked) {
    }

    Made fill() throws Exception {
        journey.server("create-template", "--id", "gift-20", "--name", "礼券 20 元 Gift voucher", "--value", "20.00",
                "--currency", "CNY");
        Jar.Run issued = journey.server("issue", "--template", "gift-20", "--count", "10", "--out",
                journey.workFile("gift-20.csv").toString());
        Matcher batch = BATCH.matcher(issued.out());
        assertThat(batch.find()).as(issued.out()).isTrue();
        List<String> codes = journey.codesOf(journey.workFile("gift-20.csv"));
        journey.server("create-campaign", "--id", "spring-sale", "--template", "gift-20", "--stock", "50");
        journey.server("activate-campaign", "--id", "spring-sale");
        String channel = journey.server("create-channel-token", "--name", "web-shop").lastLine();
        for (String customer : List.of("客户-1", "客户-2", "customer-3")) {
            assertThat(http.post(journey.node(), "/v1/campaigns/{id}/claims", Map.of("id", "spring-sale"), channel,
                    Http.newKey(), "{\"customerId\":\"" + customer + "\"}").status()).isEqualTo(201);
        }
        String till1 = journey.server("create-terminal", "--id", "TILL-1", "--store", "S1").lastLine();
        journey.server("create-terminal", "--id", "TILL-2", "--store", "S2");
        for (String code : codes.subList(0, 4)) {
            assertThat(http.redeem(journey.node(), till1, Http.newKey(), code, "TILL-1").status()).isEqualTo(201);
        }
        journey.server("revoke", "--code", codes.get(4), "--reason", "遗失 lost", "--by", "ops");
        journey.server("disable-terminal", "--id", "TILL-2");
        await().atMost(Duration.ofSeconds(150)).pollInterval(Duration.ofSeconds(1))
                .until(() -> !journey.server("events", "list", "--dead").lastLine().startsWith("0 "));
        return new Made(batch.group(1).replaceAll("[^A-Za-z0-9-]", ""), "spring-sale", codes.get(0), codes.get(4));
    }
}
