package io.redeemdesk.server;

import io.redeemdesk.server.limits.RateLimits;
import io.redeemdesk.protocol.Enrollment;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code POST /v1/enrollments} takes no token, so it is limited per remote address: over real HTTP from
 * 127.0.0.1, the attempts beyond the burst get 429 problem+json with {@code Retry-After} before any code is looked
 * up, a valid code included, and one token later the valid code enrolls.
 */
class EnrollmentRateLimitTest {
    static ServerFixture fixture;

    @BeforeAll
    static void start() throws Exception {
        fixture = new ServerFixture(ServerOptions.loopback(Backend.SQLITE.newDatabase())
                .withLimits(new RateLimits(1000, 1000, 1000, 1000, 60, 2))
                .withSweeper(Duration.ofMinutes(2), Duration.ofHours(1)));
    }

    @AfterAll
    static void stop() {
        fixture.close();
    }

    private static ApiCaller.Answer enroll(String code) {
        return fixture.api.post(Enrollment.PATH, null, null, "application/json", "{\"code\":\"" + code + "\"}");
    }

    @Test
    void attemptsBeyondTheBurstGet429WithRetryAfterAndLookNothingUp() throws Exception {
        ApiCaller.Answer created = fixture.api.post(Enrollment.ADMIN_PATH, fixture.adminToken, null,
                "application/json", "{\"terminalId\":\"TILL-5\",\"storeId\":\"" + ServerFixture.STORE + "\"}");
        String valid = created.json().get("code").asText();

        ApiCaller.Answer firstGuess = enroll("enr-AAAA-BBBB-CCCC-DDDD");
        ApiCaller.Answer secondGuess = enroll("enr-AAAA-BBBB-CCCC-EEEE");
        ApiCaller.Answer limited = enroll(valid);
        String usedWhileLimited = fixture.scalar("SELECT used_at FROM enrollment_codes WHERE terminal_id = 'TILL-5'");
        Thread.sleep(1100);
        ApiCaller.Answer later = enroll(valid);

        assertThat(created.status()).isEqualTo(201);
        assertThat(firstGuess.status()).isEqualTo(401);
        assertThat(secondGuess.status()).isEqualTo(401);
        assertThat(limited.status()).isEqualTo(429);
        assertThat(limited.header("Content-Type")).startsWith("application/problem+json");
        assertThat(limited.type()).isEqualTo("rate-limited");
        assertThat(limited.json().get("detail").asText()).contains("enrollment attempts from 127.0.0.1");
        assertThat(limited.header("Retry-After")).isEqualTo("1");
        assertThat(usedWhileLimited).isNull();
        assertThat(later.status()).isEqualTo(201);
        assertThat(later.json().get("terminalId").asText()).isEqualTo("TILL-5");
        assertThat(fixture.api.get("/metrics", null).body())
                .contains("redeemdesk_rate_limited_total{limit=\"enrollments\"} 1");
    }
}
