package io.redeemdesk.server;

import io.redeemdesk.server.limits.RateLimits;
import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import io.redeemdesk.protocol.VoucherCode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** 429 with Retry-After from both per-terminal limits, over HTTP; and no log line ever holds a whole code. */
class RateLimitAndLogTest {
    static ServerFixture fixture;
    static ListAppender<ILoggingEvent> logs;
    static Logger redeemdesk;

    @BeforeAll
    static void start() throws Exception {
        redeemdesk = (Logger) LoggerFactory.getLogger("io.redeemdesk");
        redeemdesk.setLevel(Level.DEBUG);
        logs = new ListAppender<>();
        logs.start();
        redeemdesk.addAppender(logs);
        fixture = new ServerFixture(ServerOptions.loopback(Backend.SQLITE.newDatabase())
                .withLimits(new RateLimits(1, 3, 1, 2)).withSweeper(Duration.ofMinutes(2), Duration.ofHours(1)));
    }

    @AfterAll
    static void stop() {
        fixture.close();
        redeemdesk.detachAppender(logs);
        redeemdesk.setLevel(null);
    }

    @Test
    void aFloodGets429WithRetryAfterAndStoresNothing() throws Exception {
        String token = fixture.terminal("FLOOD");
        List<Integer> statuses = new ArrayList<>();
        ApiCaller.Answer last = null;
        for (int i = 0; i < 5; i++) {
            last = fixture.api.redeem(token, ApiCaller.newKey(), fixture.vouchers(1).get(0), "FLOOD",
                    ServerFixture.STORE);
            statuses.add(last.status());
        }

        assertThat(statuses.subList(0, 3)).containsOnly(201);
        assertThat(last.status()).isEqualTo(429);
        assertThat(last.type()).isEqualTo("rate-limited");
        assertThat(Long.parseLong(last.header("Retry-After"))).isPositive();
        assertThat(fixture.scalar("SELECT COUNT(*) FROM idempotency_records WHERE terminal_id = 'FLOOD'"))
                .isEqualTo("3");
    }

    @Test
    void guessingCodesIsStoppedAfterTwoUnknownLookups() throws Exception {
        String token = fixture.terminal("GUESSER");
        SecureRandom random = new SecureRandom();
        ApiCaller.Answer first = fixture.api.redeem(token, ApiCaller.newKey(), VoucherCode.generate(random),
                "GUESSER", ServerFixture.STORE);
        Thread.sleep(1100);
        fixture.api.redeem(token, ApiCaller.newKey(), VoucherCode.generate(random), "GUESSER", ServerFixture.STORE);
        Thread.sleep(1100);
        ApiCaller.Answer third = fixture.api.redeem(token, ApiCaller.newKey(), fixture.vouchers(1).get(0), "GUESSER",
                ServerFixture.STORE);

        assertThat(first.type()).isEqualTo("unknown-code");
        assertThat(third.status()).isEqualTo(429);
        assertThat(third.json().get("detail").asText()).contains("unknown codes");
        assertThat(Long.parseLong(third.header("Retry-After"))).isGreaterThanOrEqualTo(30);
        ApiCaller.Answer metrics = fixture.api.get("/metrics", null);
        assertThat(metrics.body()).contains("redeemdesk_rate_limited_total{limit=\"unknown-code\"} 1");
    }

    @Test
    void logsShowOnlyTheLastFourCharactersOfACode() throws Exception {
        String token = fixture.terminal("LOGGED");
        List<String> codes = fixture.vouchers(2);
        fixture.api.redeem(token, ApiCaller.newKey(), codes.get(0), "LOGGED", ServerFixture.STORE);
        fixture.api.post("/v1/admin/vouchers/" + codes.get(1) + "/revoke", fixture.adminToken, null,
                "application/json", "{\"reason\":\"test\"}");

        List<String> messages = logs.list.stream().map(ILoggingEvent::getFormattedMessage).toList();
        assertThat(messages).anyMatch(m -> m.contains(VoucherCode.mask(codes.get(0))));
        assertThat(messages).anyMatch(m -> m.contains(VoucherCode.mask(codes.get(1))));
        for (String code : codes) {
            assertThat(messages).noneMatch(m -> m.contains(code));
        }
    }
}
