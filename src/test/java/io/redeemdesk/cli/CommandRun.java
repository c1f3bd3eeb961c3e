package io.redeemdesk.cli;

import io.redeemdesk.cli.common.PlainErrors;
import picocli.CommandLine;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * One command line run the way a shell runs it: its exit status and everything it printed to stdout and stderr,
 * captured by swapping {@code System.out}/{@code System.err} for the run (commands print only there). On
 * {@link Main} the {@code bench} group is filled in as in a checkout (the tests have the bench classes).
 */
public record CommandRun(int exit, String out, String err) {

    /** Runs {@code args} on the real {@link Main}, with its plain error handling. */
    public static CommandRun main(String... args) {
        return run(true, new Main(), args);
    }

    /**
     * {@code db} after {@code server migrate --db db}: the admin commands refuse a database that does not exist,
     * so a test's new database is made the documented way first.
     */
    public static String migrated(String db) {
        CommandRun run = main("server", "migrate", "--db", db);
        if (run.exit() != 0) {
            throw new AssertionError("server migrate failed: " + run.err());
        }
        return db;
    }

    /** Runs {@code args} on {@code command}, a picocli command object. */
    public static CommandRun of(Object command, String... args) {
        return run(false, command, args);
    }

    private static CommandRun run(boolean plainErrors, Object command, String... args) {
        PrintStream out = System.out;
        PrintStream err = System.err;
        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        ByteArrayOutputStream stderr = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(stdout, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(stderr, true, StandardCharsets.UTF_8));
            CommandLine line = command instanceof Main ? BenchSlot.fill(new CommandLine(command))
                    : new CommandLine(command);
            int exit = (plainErrors ? PlainErrors.install(line) : line).execute(args);
            return new CommandRun(exit, stdout.toString(StandardCharsets.UTF_8),
                    stderr.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
    }
}
