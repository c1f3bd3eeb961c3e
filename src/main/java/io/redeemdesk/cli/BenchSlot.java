package io.redeemdesk.cli;

import io.redeemdesk.cli.common.Exits;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Unmatched;

import java.lang.reflect.InvocationTargetException;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code bench}: the benchmarks live in their own jar ({@code target/bench-lib/redeemdesk-bench.jar}, built from
 * {@code src/bench/java}), which a source checkout's build puts on the class path of {@code target/redeemdesk.jar}
 * and an installed app does not carry. The product never compiles against them: {@link #fill} looks the group up
 * by name at run time and puts it in this slot's place; without it, this slot answers every {@code bench …} with
 * one sentence and {@link Exits#UNAVAILABLE}.
 */
@Command(name = "bench", description = "Run a benchmark (in a source checkout: java -jar target/redeemdesk.jar bench …).")
final class BenchSlot implements Callable<Integer> {
    /** The bench tree's command group, in the bench jar. */
    static final String BENCH_COMMAND = "io.redeemdesk.bench.cli.BenchCommand";
    static final String ABSENT = "Benchmarks run from a source checkout (java -jar target/redeemdesk.jar bench …), "
            + "not from an installed app.";

    @Unmatched
    List<String> arguments;

    @Override
    public Integer call() {
        System.err.println(ABSENT);
        return Exits.UNAVAILABLE;
    }

    /** {@code root} with the bench group in the slot when the bench jar is on the class path. */
    static CommandLine fill(CommandLine root) {
        Class<?> group;
        try {
            group = Class.forName(BENCH_COMMAND, true, BenchSlot.class.getClassLoader());
        } catch (ClassNotFoundException absent) {
            return root;
        }
        try {
            Object bench = group.getDeclaredConstructor().newInstance();
            root.getCommandSpec().removeSubcommand("bench");
            return root.addSubcommand("bench", bench);
        } catch (ReflectiveOperationException e) {
            Throwable cause = e instanceof InvocationTargetException thrown ? thrown.getCause() : e;
            throw new IllegalStateException("the bench command group cannot be made: " + cause, cause);
        }
    }
}
