package io.redeemdesk.server.events;

import java.time.Clock;
import java.util.Random;
import java.util.UUID;

/**
 * Version 7 UUIDs (RFC 9562) made strictly increasing by this generator: 48 bits of milliseconds, then a 12-bit
 * counter for ids of the same millisecond (when it runs out the millisecond field moves on by one), then 62 random
 * bits, which keep the ids of different nodes (each with its own generator) apart. Their text sorts like their
 * creation order, which the relay's per-voucher order relies on: a process stages all its events through one
 * generator.
 */
public final class EventIds {
    private final Random random;
    private final Clock clock;
    private long lastMillis;
    private int counter;

    /** @param random the random bits' source: a {@link java.security.SecureRandom} in the service */
    public EventIds(Random random, Clock clock) {
        this.random = random;
        this.clock = clock;
    }

    /** The next id: later in text order than every id this generator made before. */
    public String next() {
        long millis;
        int seq;
        synchronized (this) {
            long now = clock.millis();
            if (now > lastMillis) {
                lastMillis = now;
                counter = 0;
            } else if (++counter > 0xFFF) {
                lastMillis++;
                counter = 0;
            }
            millis = lastMillis;
            seq = counter;
        }
        long high = (millis << 16) | 0x7000L | seq;
        long low = (random.nextLong() & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L;
        return new UUID(high, low).toString();
    }
}
