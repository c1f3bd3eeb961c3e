package io.redeemdesk.server.events;

import java.security.SecureRandom;
import java.util.UUID;

/**
 * Version 7 UUIDs (RFC 9562) made strictly increasing within this process: 48 bits of milliseconds, then a
 * 12-bit counter for ids of the same millisecond (when it runs out the millisecond field moves on by one), then
 * 62 random bits. Their text sorts like their creation order, which the relay's per-voucher order relies on.
 */
final class EventIds {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Object LOCK = new Object();
    private static long lastMillis;
    private static int counter;

    private EventIds() {
    }

    static String next() {
        long millis;
        int seq;
        synchronized (LOCK) {
            long now = System.currentTimeMillis();
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
        long low = (RANDOM.nextLong() & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L;
        return new UUID(high, low).toString();
    }
}
