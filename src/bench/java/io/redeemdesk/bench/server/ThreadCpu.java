package io.redeemdesk.bench.server;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;

/**
 * CPU time of this JVM's live threads whose names start with a prefix, and of the whole process: where a phase's
 * CPU went. Threads that ended before the reading are not counted, so read before stopping the node.
 */
final class ThreadCpu {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private ThreadCpu() {
    }

    /** Nanoseconds of CPU used so far by the live threads named {@code prefix…}. */
    static long nanos(String prefix) {
        long total = 0;
        for (ThreadInfo info : THREADS.getThreadInfo(THREADS.getAllThreadIds())) {
            if (info != null && info.getThreadName().startsWith(prefix)) {
                long cpu = THREADS.getThreadCpuTime(info.getThreadId());
                total += Math.max(0, cpu);
            }
        }
        return total;
    }

    /** Nanoseconds of CPU used so far by the whole process. */
    static long processNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }
}
