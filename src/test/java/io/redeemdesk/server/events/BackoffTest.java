package io.redeemdesk.server.events;

import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/** Full jitter under a doubling ceiling capped at the maximum; Retry-After (seconds or a date) wins. */
class BackoffTest {
    /** A "random" source that always returns the ceiling, so the ceiling itself can be checked. */
    private final Backoff ceiling = new Backoff(Duration.ofSeconds(1), Duration.ofMinutes(1), bound -> bound);

    @Test
    void theCeilingDoublesUpToTheMaximum() {
        assertThat(ceiling.delayMillis(1, null)).isEqualTo(1_000);
        assertThat(ceiling.delayMillis(2, null)).isEqualTo(2_000);
        assertThat(ceiling.delayMillis(6, null)).isEqualTo(32_000);
        assertThat(ceiling.delayMillis(7, null)).isEqualTo(60_000);
        assertThat(ceiling.delayMillis(500, null)).isEqualTo(60_000);
    }

    @Test
    void theWaitIsDrawnBetweenZeroAndTheCeiling() {
        Backoff halfway = new Backoff(Duration.ofSeconds(1), Duration.ofMinutes(1), bound -> bound / 2);
        assertThat(halfway.delayMillis(3, null)).isEqualTo(2_000);
    }

    @Test
    void retryAfterIsHonouredUpToADay() {
        assertThat(ceiling.delayMillis(1, 120_000L)).isEqualTo(120_000);
        assertThat(ceiling.delayMillis(1, Duration.ofDays(3).toMillis())).isEqualTo(Duration.ofDays(1).toMillis());
        assertThat(WebhookSender.retryAfter("30", 0)).isEqualTo(30_000L);
        assertThat(WebhookSender.retryAfter("Tue, 01 Dec 2026 10:00:30 GMT",
                java.time.Instant.parse("2026-12-01T10:00:00Z").toEpochMilli())).isEqualTo(30_000L);
        assertThat(WebhookSender.retryAfter("soon", 0)).isNull();
    }
}
