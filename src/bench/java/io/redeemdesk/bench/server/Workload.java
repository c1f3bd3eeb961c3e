package io.redeemdesk.bench.server;

import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;

/** The requests of one load phase, shared by all clients: how many are left, and which voucher a new action takes. */
final class Workload {
    private final int requests;
    private final List<String> codes;
    private final boolean hot;
    private final double retryShare;
    private final AtomicInteger taken = new AtomicInteger();
    private final AtomicInteger nextFresh = new AtomicInteger();

    /** {@code hot}: actions pick any of {@code codes}; otherwise each new action takes the next unused one. */
    Workload(int requests, List<String> codes, boolean hot, double retryShare) {
        this.requests = requests;
        this.codes = codes;
        this.hot = hot;
        this.retryShare = retryShare;
    }

    boolean nextRequest() {
        return taken.getAndIncrement() < requests;
    }

    boolean deliberateRetry(Random random) {
        return random.nextDouble() < retryShare;
    }

    String codeForNewAction(Random random) {
        return hot ? codes.get(random.nextInt(codes.size())) : codes.get(nextFresh.getAndIncrement());
    }

    /** Like {@link #codeForNewAction}, but empty once the unused codes ran out. */
    Optional<String> codeIfLeft(Random random) {
        if (hot) {
            return Optional.of(codes.get(random.nextInt(codes.size())));
        }
        int next = nextFresh.getAndIncrement();
        return next < codes.size() ? Optional.of(codes.get(next)) : Optional.empty();
    }
}
