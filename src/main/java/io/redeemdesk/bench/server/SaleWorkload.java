package io.redeemdesk.bench.server;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The requests of one sale-mix phase, shared by all tills: how many HTTP deliveries are left, the vouchers a new
 * sale takes (the next unused ones, or any of the hot codes), and the shares of the mix: sales of 1-5 vouchers,
 * 80 % captured and 20 % voided, {@code retryShare} of the requests sent a second time with the same key.
 */
final class SaleWorkload {
    static final double CAPTURE_SHARE = 0.8;
    private static final int MAX_VOUCHERS_PER_SALE = 5;

    private final int requests;
    private final List<String> codes;
    private final boolean hot;
    private final double retryShare;
    private final AtomicInteger taken = new AtomicInteger();
    private final AtomicInteger nextFresh = new AtomicInteger();

    SaleWorkload(int requests, List<String> codes, boolean hot, double retryShare) {
        this.requests = requests;
        this.codes = codes;
        this.hot = hot;
        this.retryShare = retryShare;
    }

    /** Takes one delivery from the budget; false when the phase is over. */
    boolean nextRequest() {
        return taken.getAndIncrement() < requests;
    }

    boolean retry(Random random) {
        return random.nextDouble() < retryShare;
    }

    boolean capture(Random random) {
        return random.nextDouble() < CAPTURE_SHARE;
    }

    /** The vouchers of a new sale, 1 to 5; empty when the fresh ones ran out. */
    List<String> vouchersForSale(Random random) {
        int count = 1 + random.nextInt(MAX_VOUCHERS_PER_SALE);
        List<String> sale = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            if (hot) {
                String code = codes.get(random.nextInt(codes.size()));
                if (!sale.contains(code)) {
                    sale.add(code);
                }
            } else {
                int next = nextFresh.getAndIncrement();
                if (next < codes.size()) {
                    sale.add(codes.get(next));
                }
            }
        }
        return sale;
    }
}
