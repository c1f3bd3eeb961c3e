package io.redeemdesk.client.redeem;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/** A failure repeated twice a second for ten minutes makes a line a minute with the count, not 1,200 lines. */
class RepeatedFailureLogTest {
    private final Logger logger = (Logger) LoggerFactory.getLogger("test.repeated-failure");
    private final ListAppender<ILoggingEvent> lines = new ListAppender<>();
    private final TestClock clock = new TestClock();
    private final RepeatedFailureLog log = new RepeatedFailureLog(logger, clock);

    RepeatedFailureLogTest() {
        lines.start();
        logger.addAppender(lines);
    }

    @AfterEach
    void detach() {
        logger.detachAppender(lines);
    }

    @Test
    void logsTheFirstFailureAtOnceThenOncePerMinuteWithACountAndOnceWhenItEnds() {
        for (int i = 0; i < 1200; i++) {
            log.failed("this till's disk is full");
            clock.advance(Duration.ofMillis(500));
        }
        log.recovered("the outbox takes writes");

        assertThat(lines.list).hasSize(1 + 9 + 1);
        assertThat(lines.list.get(0).getFormattedMessage()).isEqualTo("this till's disk is full; retrying with "
                + "backoff, logged once a minute while it lasts");
        assertThat(lines.list.get(1).getFormattedMessage()).isEqualTo("this till's disk is full; 120 more times in "
                + "the last 60 s, 121 in all");
        assertThat(lines.list.get(10).getFormattedMessage()).isEqualTo("the outbox takes writes again after 1200 "
                + "failed tries");
        assertThat(lines.list).allSatisfy(e -> assertThat(e.getThrowableProxy()).isNull());
    }

    @Test
    void aDifferentFailureIsLoggedAtOnce() {
        log.failed("this till's disk is full");
        log.failed("this till could not write to its data folder: read-only file system");

        assertThat(lines.list).hasSize(2);
    }
}
