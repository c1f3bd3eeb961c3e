package io.redeemdesk.server;

import io.redeemdesk.server.limits.RateLimits;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The unknown-code (brute-force) and enrollment limits hold for the whole service: three nodes on one PostgreSQL
 * with a burst of 5, and lookups spread over the nodes in turn. The first five unknown codes answer 404, every
 * later one 429 with Retry-After, whichever node it reaches; the same for enrollment attempts from one address.
 */
class OneGuessLimitForAllNodesTest {

    @Test
    void theSixthUnknownCodeOverThreeNodesIsRefused() throws Exception {
        String url = Backend.POSTGRES.newDatabase();
        RateLimits limits = new RateLimits(1_000, 1_000, 1, 5, 1, 5);
        List<ServerFixture> nodes = new ArrayList<>();
        try {
            nodes.add(new ServerFixture(ServerOptions.loopback(url).withLimits(limits)));
            nodes.add(new ServerFixture(ServerOptions.loopback(url).withLimits(limits), false));
            nodes.add(new ServerFixture(ServerOptions.loopback(url).withLimits(limits), false));
            String token = nodes.get(0).terminal("TILL-1");
            List<String> unknown = new ArrayList<>();
            List<String> enrollments = new ArrayList<>();
            for (int i = 0; i < 11; i++) {
                ApiCaller api = nodes.get(i % 3).api;
                ApiCaller.Answer answer = api.redeem(token, ApiCaller.newKey(), unknownCode(i), "TILL-1",
                        ServerFixture.STORE);
                unknown.add(answer.status() + (answer.status() == 429 ? " " + answer.header("Retry-After") : ""));
                ApiCaller.Answer enrolled = api.post("/v1/enrollments", null, null, "application/json",
                        "{\"code\":\"enr-AAAA-BBBB-CCCC-DDD" + i + "\"}");
                enrollments.add(Integer.toString(enrolled.status()));
            }
            assertThat(unknown).containsExactly("404", "404", "404", "404", "404", "429 60", "429 60", "429 60",
                    "429 60", "429 60", "429 60");
            assertThat(enrollments).containsExactly("401", "401", "401", "401", "401", "429", "429", "429", "429",
                    "429", "429");
            assertThat(nodes.get(2).api.get("/metrics", null).body())
                    .contains("redeemdesk_rate_limited_total{limit=\"unknown-code\"}");
        } finally {
            nodes.forEach(ServerFixture::close);
        }
    }

    /** A well-formed code (check character right) that was never issued. */
    private static String unknownCode(int i) {
        String payload = String.format("%013d", 7_000_000 + i).replace('0', 'A');
        for (char check : io.redeemdesk.protocol.VoucherCode.ALPHABET.toCharArray()) {
            if (io.redeemdesk.protocol.VoucherCode.isValid(payload + check)) {
                return payload + check;
            }
        }
        throw new IllegalStateException("no check character for " + payload);
    }
}
