package io.redeemdesk.bench.server;

import okhttp3.ConnectionPool;
import okhttp3.OkHttpClient;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The server benchmark's clients as a yardstick for other benchmarks: one {@link LoadClient} per terminal, each
 * voucher redeemed once with a fresh request_id, no deliberate retries. {@code bench client} compares the
 * till's drain with this, against the same service, at the same concurrency.
 */
public final class FreshLoad {
    /** Terminals of store {@code BENCH} the clients act as: create them with this store id. */
    public static final String STORE_ID = "BENCH";

    private FreshLoad() {
    }

    /**
     * Redeems every code once through {@code terminals.size()} clients.
     *
     * @param terminals {@code {terminalId, token}} pairs, one client each
     * @return requests answered per second
     * @throws IllegalStateException when any request got something other than a verdict
     */
    public static double run(String baseUrl, List<String[]> terminals, List<String> codes)
            throws InterruptedException {
        OkHttpClient base = new OkHttpClient.Builder().retryOnConnectionFailure(false)
                .connectTimeout(Duration.ofSeconds(30)).readTimeout(Duration.ofSeconds(60)).build();
        List<OkHttpClient> clients = new ArrayList<>();
        List<String[]> withUrl = new ArrayList<>();
        for (String[] terminal : terminals) {
            clients.add(base.newBuilder().connectionPool(new ConnectionPool(2, 1, TimeUnit.MINUTES)).build());
            withUrl.add(new String[] {terminal[0], terminal[1], baseUrl});
        }
        Tally tally = new Tally();
        long started = System.nanoTime();
        try {
            ServerBench.drive(clients, withUrl, new Workload(codes.size(), codes, false, 0), tally);
        } finally {
            base.dispatcher().executorService().shutdown();
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        if (tally.errors.sum() > 0) {
            throw new IllegalStateException(tally.errors.sum() + " of " + codes.size()
                    + " requests got no verdict: " + tally.errorStatuses);
        }
        return codes.size() / seconds;
    }
}
