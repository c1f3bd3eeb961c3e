package io.redeemdesk.server.events;

import org.junit.jupiter.api.Test;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An event id generator is an instance with its own order: within one generator each id sorts after the one
 * before, also past the 4,096 ids a millisecond holds; two generators (two nodes) on the same clock, even with
 * the same random seed of the same millisecond, never make the same id when their random bits differ, and the
 * ids of many generators are all distinct.
 */
class EventIdsTest {
    private static final Clock STOPPED = Clock.fixed(Instant.parse("2026-12-01T09:00:00Z"), ZoneOffset.UTC);

    @Test
    void oneGeneratorsIdsSortInTheOrderItMadeThemPastAFullMillisecond() {
        EventIds ids = new EventIds(new Random(7), STOPPED);
        List<String> made = new ArrayList<>();
        for (int i = 0; i < 10_000; i++) {
            made.add(ids.next());
        }
        assertThat(made).isSorted().doesNotHaveDuplicates();
        UUID first = UUID.fromString(made.get(0));
        UUID last = UUID.fromString(made.get(made.size() - 1));
        assertThat(first.version()).isEqualTo(7);
        assertThat(first.getMostSignificantBits() >>> 16).isEqualTo(STOPPED.millis());
        assertThat(last.getMostSignificantBits() >>> 16).as("4,096 ids a millisecond, then the next one")
                .isEqualTo(STOPPED.millis() + 2);
    }

    @Test
    void eachGeneratorKeepsItsOwnCounterSoAFreshOneStartsAtZero() {
        EventIds busy = new EventIds(new Random(1), STOPPED);
        for (int i = 0; i < 100; i++) {
            busy.next();
        }
        UUID fresh = UUID.fromString(new EventIds(new Random(1), STOPPED).next());
        assertThat(fresh.getMostSignificantBits() & 0xFFF).as("no counter shared through the process").isZero();
    }

    @Test
    void generatorsOfManyNodesOnOneClockMakeDistinctIds() {
        SecureRandom random = new SecureRandom();
        HashSet<String> all = new HashSet<>();
        for (int node = 0; node < 8; node++) {
            EventIds ids = new EventIds(random, STOPPED);
            for (int i = 0; i < 2_000; i++) {
                all.add(ids.next());
            }
        }
        assertThat(all).hasSize(16_000);
    }
}
