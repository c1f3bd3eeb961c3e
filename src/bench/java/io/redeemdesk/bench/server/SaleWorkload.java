package io.redeemdesk.bench.server;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The requests of one sale-mix phase, shared by all tills: how many HTTP deliveries are left, the vouchers a new
 * sale takes (the next unused ones, or any of the hot codes), and the shares of the mix: sales of 1-5 vouchers,
 * 80 % captured and 20 % voided, {@code retryShare} of the requests sent a second time with the same key.
 */
final class SaleWorkload {
    static final double CAPTURE_SHARE = 0.8;
    private static final int MAX_VOUCHERS_PER_SALE = 5;

    private final Workload budget;

    SaleWorkload(int requests, List<String> codes, boolean hot, double retryShare) {
        this.budget = new Workload(requests, codes, hot, retryShare);
    }

    /** Takes one delivery from the budget; false when the phase is over. */
    boolean nextRequest() {
        return budget.nextRequest();
    }

    boolean retry(Random random) {
        return budget.deliberateRetry(random);
    }

    boolean capture(Random random) {
        return random.nextDouble() < CAPTURE_SHARE;
    }

    /** The vouchers of a new sale, 1 to 5; empty when the fresh ones ran out. */
    List<String> vouchersForSale(Random random) {
        int count = 1 + random.nextInt(MAX_VOUCHERS_PER_SALE);
        List<String> sale = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            budget.codeIfLeft(random).filter(code -> !sale.contains(code)).ifPresent(sale::add);
        }
        return sale;
    }
}
