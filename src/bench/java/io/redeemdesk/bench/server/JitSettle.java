package io.redeemdesk.bench.server;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.time.Duration;

/**
 * Waits, with no load running, until the JIT compiler has caught up. On a 2-core machine with a hundred busy
 * threads the compiler threads get a hundredth of the CPU: a warm-up under full load leaves over a thousand
 * methods queued, and the "measured" phase would then time the interpreter. A benchmark measures steady state,
 * so after each warm-up round the bench idles until compilation has been quiet for a while.
 */
public final class JitSettle {
    private static final long QUIET_MILLIS = 1_000;
    private static final long POLL_MILLIS = 100;

    private JitSettle() {
    }

    /** Time the JIT compiler threads have spent so far (0 where the JVM does not say). */
    public static long compiledMillis() {
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        return jit != null && jit.isCompilationTimeMonitoringSupported() ? jit.getTotalCompilationTime() : 0;
    }

    /** Idles until no compilation happened for a second, or {@code limit} passed; returns the time waited (ms). */
    public static long await(Duration limit) throws InterruptedException {
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        long started = System.nanoTime();
        if (jit == null || !jit.isCompilationTimeMonitoringSupported()) {
            return 0;
        }
        long deadline = started + limit.toNanos();
        long last = jit.getTotalCompilationTime();
        long quietSince = System.nanoTime();
        while (System.nanoTime() < deadline) {
            Thread.sleep(POLL_MILLIS);
            long now = jit.getTotalCompilationTime();
            if (now != last) {
                last = now;
                quietSince = System.nanoTime();
            } else if (System.nanoTime() - quietSince >= QUIET_MILLIS * 1_000_000) {
                break;
            }
        }
        return (System.nanoTime() - started) / 1_000_000;
    }
}
