package io.redeemdesk.bench.server;

import java.time.Duration;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * The warm-up of the server benchmarks, until the JIT compiler is done with the request path. Under full load on
 * 2 cores the compiler threads get a sliver of the CPU, the optimizing compiler needs tens of seconds of CPU for
 * this path (Jetty, Javalin, Jackson, OkHttp, JDBC), and the tiered policy drops queued methods that went cold
 * while waiting; a short warm-up therefore leaves the measured phase timing half-compiled code. So: one round from
 * a few clients, then rounds from all clients until {@link #QUIET_ROUNDS_NEEDED} rounds in a row spend under a
 * tenth of their time compiling (at most {@link #MAX_ROUNDS}), each followed by an idle wait for the compiler.
 * One quiet round is not enough: methods cross the optimizing compiler's thresholds in waves, and a run that
 * stopped after a lone quiet third round compiled for 14 of its 14 measured seconds.
 */
public final class WarmUp {
    static final int ROUND = 5_000;
    private static final int MAX_ROUNDS = 30;
    private static final int QUIET_ROUNDS_NEEDED = 2;
    private static final int FEW_CLIENTS = 4;

    /** One unmeasured round: {@code requests} requests from the first {@code clients} clients, on data {@code name}. */
    @FunctionalInterface
    public interface Round {
        void run(int requests, int clients, String name) throws Exception;
    }

    private final Consumer<String> out;

    public WarmUp(Consumer<String> out) {
        this.out = out;
    }

    /** Rounds of {@code round} requests from {@code clients} clients until the compiler is done with them. */
    public void run(int round, int clients, Round phase) throws Exception {
        int few = Math.min(clients, FEW_CLIENTS);
        phase.run(round / 2, few, "warm-0");
        out.accept("warm-up: " + round / 2 + " requests from " + few + " clients, then "
                + JitSettle.await(Duration.ofSeconds(60)) + " ms idle for the JIT compiler");
        int quietRounds = 0;
        for (int i = 1; i <= MAX_ROUNDS; i++) {
            long compiledBefore = JitSettle.compiledMillis();
            long started = System.nanoTime();
            phase.run(round, clients, "warm-" + i);
            long wallMillis = (System.nanoTime() - started) / 1_000_000;
            long compileMillis = JitSettle.compiledMillis() - compiledBefore;
            out.accept(String.format(Locale.ROOT, "warm-up round %d: %d requests from %d clients in %d ms, %d ms "
                    + "of it compiling, then %d ms idle", i, round, clients, wallMillis, compileMillis,
                    JitSettle.await(Duration.ofSeconds(60))));
            quietRounds = compileMillis * 10 < wallMillis ? quietRounds + 1 : 0;
            if (quietRounds == QUIET_ROUNDS_NEEDED) {
                return;
            }
        }
        out.accept("warm-up: the JIT compiler was still busy after " + MAX_ROUNDS + " rounds; the measured "
                + "phase includes its work");
    }
}
