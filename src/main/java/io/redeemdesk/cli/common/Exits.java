package io.redeemdesk.cli.common;


/**
 * The exit statuses of the commands, from BSD's sysexits.h (listed in docs/operations.md): 0 done, 1 done but
 * something was found (a reconcile finding, nothing to replay), and for an error what kind it was.
 */
public final class Exits {
    /** A flag missing, unknown, or of the wrong form: the command line itself is wrong. */
    public static final int USAGE = 64;
    /** The command line is well formed but a value breaks a rule (a name too long, an id that exists). */
    public static final int DATA = 65;
    /** Something to read is missing: a database, a CSV to import. */
    public static final int NO_INPUT = 66;
    /** A service needed is unavailable: the database does not answer, the port is taken. */
    public static final int UNAVAILABLE = 69;
    /** An unexpected failure: a bug to report (run with {@code --debug}). */
    public static final int SOFTWARE = 70;
    /** Something to write cannot be created: a folder that does not exist, no permission. */
    public static final int CANNOT_CREATE = 73;
    /** A setting (file, variable, {@code --set}, a flag that sets a key) is wrong. */
    public static final int CONFIG = 78;

    private Exits() {
    }
}
