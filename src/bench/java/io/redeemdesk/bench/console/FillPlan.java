package io.redeemdesk.bench.console;

import java.util.List;
import java.util.stream.IntStream;

/**
 * What {@code bench console} puts in the database, fixed so every run of it sees the same shape: voucher {@code i}
 * is of template {@code i % 20}; the last two templates are passes of 3 uses, each used twice; of the single
 * vouchers eight in nine are used once; the rest is unused, a few of it revoked, held by an open sale or stuck
 * LOCKED. Every 20th voucher of the first 250,000 came from one of five campaigns' claims; the others were issued
 * in batches of 10,000 of their template. Uses are spread over the last 7 days over 50 stores of 8 tills (400 tills, each some 2,500 uses a week).
 *
 * @param vouchers how many vouchers (the redemptions come out at the same number)
 * @param now      epoch millis the fill counts back from
 */
record FillPlan(int vouchers, long now) {
    static final int TEMPLATES = 20;
    static final int PASS_USES = 3;
    static final int CAMPAIGNS = 5;
    static final int CAMPAIGN_RANGE = 250_000;
    static final int BATCH_SIZE = 10_000;
    static final long DAY = 86_400_000L;
    static final List<String> STORES = IntStream.rangeClosed(1, 50).mapToObj(n -> String.format("S%02d", n)).toList();
    static final int TILLS_PER_STORE = 8;

    /** What voucher {@code i} is. */
    enum Kind { USED, PASS, UNUSED, REVOKED, HELD, STUCK }

    static String template(int t) {
        return String.format("bench-t%02d", t);
    }

    static boolean isPass(int t) {
        return t >= TEMPLATES - 2;
    }

    static String terminal(int n) {
        return STORES.get(n / TILLS_PER_STORE) + "-T" + (n % TILLS_PER_STORE + 1);
    }

    static int terminals() {
        return STORES.size() * TILLS_PER_STORE;
    }

    Kind kind(int i) {
        if (isPass(i % TEMPLATES)) {
            return Kind.PASS;
        }
        if ((i / TEMPLATES) % 9 != 8) {
            return Kind.USED;
        }
        int unused = i / (TEMPLATES * 9);
        if (unused % 50 == 1) {
            return Kind.REVOKED;
        }
        if (unused % 997 == 3 && unused < 40_000) {
            return unused % 2 == 0 ? Kind.HELD : Kind.STUCK;
        }
        return Kind.UNUSED;
    }

    /** The campaign voucher {@code i} was claimed from, or null. */
    String campaign(int i) {
        return i < CAMPAIGN_RANGE && i % TEMPLATES == 0 ? "bench-c" + (i / TEMPLATES) % CAMPAIGNS : null;
    }

    /** The issue batch of voucher {@code i} (of its template), for a voucher that no campaign gave out. */
    String batch(int i) {
        int t = i % TEMPLATES;
        return String.format("bench-%02d-%03d", t, (i / TEMPLATES) / BATCH_SIZE);
    }

    /** The position of voucher {@code i} in its batch. */
    int inBatch(int i) {
        return (i / TEMPLATES) % BATCH_SIZE;
    }
}
