package io.redeemdesk.client.redeem;

import java.nio.file.Path;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The parent side of a crash loop: starts the till as a child JVM ({@link ChildTill}), lets it work for a random
 * moment, kills it with kill -9 and, at the end, starts it once more to finish and drain. It counts what each
 * kill interrupted (the child's last {@code STEP} line) and how many children restored an open sale.
 */
final class CrashLoop {
    private final Path dir;
    private final long seed;
    private final Random random;
    private final Map<String, Integer> interrupted = new TreeMap<>();
    private int restored;

    CrashLoop(Path dir, long seed) {
        this.dir = dir;
        this.seed = seed;
        this.random = new Random(seed);
    }

    /** The loop's seed ({@code -Dchaos.seed} replays a run). */
    long seed() {
        return seed;
    }

    Random random() {
        return random;
    }

    /** Cycle {@code cycle}: a child started with {@code args}, up, then killed within {@code maxLifeMs}. */
    void killOnce(int cycle, int maxLifeMs, String... args) throws Exception {
        killOnce(cycle, maxLifeMs, null, args);
    }

    /**
     * As {@link #killOnce(int, int, String...)}; when {@code meanwhile} is not null it runs at a random moment of
     * the child's life, before the kill (the service goes away, say).
     */
    void killOnce(int cycle, int maxLifeMs, Runnable meanwhile, String... args) throws Exception {
        ChildTill child = ChildTill.start(dir.resolve("child-" + cycle + ".log"), args);
        assertThat(child.awaitLine("STARTED")).as("child %d started (seed %d)", cycle, seed).isTrue();
        child.follow();
        int life = random.nextInt(maxLifeMs);
        if (meanwhile != null) {
            int before = random.nextInt(life + 1);
            Thread.sleep(before);
            meanwhile.run();
            life -= before;
        }
        Thread.sleep(life);
        child.kill();
        interrupted.merge(child.lastStep().isEmpty() ? "start" : child.lastStep(), 1, Integer::sum);
        count(child);
    }

    /** The last child, never killed: it must finish its work, drain the outbox and exit 0 within two minutes. */
    void finish(String... args) throws Exception {
        ChildTill last = ChildTill.start(dir.resolve("child-final.log"), args);
        last.follow();
        assertThat(last.awaitExit(120)).as("the final till drains and exits (seed %d)", seed).isZero();
        count(last);
    }

    private void count(ChildTill child) {
        restored += (int) child.said().stream().filter(l -> l.startsWith("RESTORED ")).count();
    }

    /** How many children came back with an open sale and showed it again. */
    int restored() {
        return restored;
    }

    /** What the kills interrupted: {@code capture=12 hold=40 …} ({@code start}: before the first step). */
    String kills() {
        return interrupted.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(" "));
    }
}
