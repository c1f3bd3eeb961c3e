package io.redeemdesk.cli.server;

import io.redeemdesk.cli.common.Exits;
import io.redeemdesk.cli.common.OperatorError;
import io.redeemdesk.server.db.DatabaseOutage;
import io.redeemdesk.server.db.DatabaseWaits;
import io.redeemdesk.server.db.SchemaNotCurrent;
import org.sqlite.SQLiteException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * What went wrong with a {@code --db} database, in one plain sentence naming it: missing (66), not this release's
 * schema (66 or 69), not reachable (69), or the user refused (78).
 */
final class DatabaseErrors {
    private static final String SQLITE_PREFIX = "jdbc:sqlite:";
    private static final int SQLITE_NOTADB = 26;
    private static final Pattern PASSWORD = Pattern.compile("(?i)(password=)[^&;]*");

    private DatabaseErrors() {
    }

    /** {@code jdbcUrl} as an error may show it: a {@code password=} in it is written as {@code ***}. */
    static String shown(String jdbcUrl) {
        return PASSWORD.matcher(jdbcUrl).replaceAll("$1***");
    }

    /** The file of a {@code jdbc:sqlite:} URL; empty for PostgreSQL and an in-memory SQLite database. */
    static Optional<Path> sqliteFile(String jdbcUrl) {
        if (!jdbcUrl.startsWith(SQLITE_PREFIX)) {
            return Optional.empty();
        }
        String path = jdbcUrl.substring(SQLITE_PREFIX.length());
        int query = path.indexOf('?');
        path = query < 0 ? path : path.substring(0, query);
        if (path.isEmpty() || path.startsWith(":memory:") || path.startsWith("file:")) {
            return Optional.empty();
        }
        return Optional.of(Path.of(path));
    }

    /**
     * Refuses a SQLite file that does not exist, or is empty, before anything opens it (opening writes to it): an
     * admin command never creates a database.
     */
    static void requireExisting(String jdbcUrl) {
        Optional<Path> file = sqliteFile(jdbcUrl);
        if (file.isPresent() && !Files.isRegularFile(file.get())) {
            throw new OperatorError(Exits.NO_INPUT, "there is no database at " + shown(jdbcUrl) + " (no file "
                    + file.get().toAbsolutePath() + "): check --db, or create it with 'server migrate --db "
                    + shown(jdbcUrl) + "'");
        }
        try {
            if (file.isPresent() && Files.size(file.get()) == 0) {
                throw notYet(jdbcUrl, null);
            }
        } catch (IOException e) {
            throw new OperatorError(Exits.NO_INPUT, "cannot read the database file " + file.get() + ": check --db",
                    e);
        }
    }

    private static OperatorError notYet(String jdbcUrl, Throwable cause) {
        return new OperatorError(Exits.NO_INPUT, shown(jdbcUrl) + " is not a RedeemDesk database yet (it has none of its "
                + "tables): check --db, or create them with 'server migrate --db " + shown(jdbcUrl) + "'", cause);
    }

    /** Refuses a SQLite file whose folder does not exist, before the service would create the file there. */
    static void requireFolder(String jdbcUrl) {
        Optional<Path> parent = sqliteFile(jdbcUrl).map(f -> f.toAbsolutePath().getParent());
        if (parent.isPresent() && !Files.isDirectory(parent.get())) {
            throw new OperatorError(Exits.CANNOT_CREATE, "the folder " + parent.get() + " of the database "
                    + shown(jdbcUrl) + " does not exist: create it first, or give --db a file in an existing folder");
        }
    }

    /** The plain error for {@code failure} while opening or using {@code jdbcUrl}. */
    static RuntimeException describe(String jdbcUrl, RuntimeException failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof OperatorError known) {
                return known;
            }
            if (t instanceof SchemaNotCurrent schema) {
                return schema.empty()
                        ? notYet(jdbcUrl, failure)
                        : new OperatorError(Exits.UNAVAILABLE, "the database " + shown(jdbcUrl) + " is from an older "
                                + "release (" + schema.pending() + " changes to its tables are pending): run "
                                + "'server migrate --db " + shown(jdbcUrl) + "' first", failure);
            }
            if (t instanceof SQLiteException sqlite && (sqlite.getResultCode().code & 0xFF) == SQLITE_NOTADB) {
                return new OperatorError(Exits.DATA, shown(jdbcUrl) + " is not a database file: check --db", failure);
            }
            if (t instanceof SQLException sql && sql.getSQLState() != null) {
                String state = sql.getSQLState();
                if (state.equals("3D000")) {
                    return new OperatorError(Exits.NO_INPUT, "there is no database at " + shown(jdbcUrl)
                            + ": check --db, or create the database on the PostgreSQL server first", failure);
                }
                if (state.startsWith("28")) {
                    return new OperatorError(Exits.CONFIG, "the database at " + shown(jdbcUrl) + " refused the user or "
                            + "password: check the user and password in --db", failure);
                }
            }
        }
        Optional<String> outage = new DatabaseOutage(DatabaseWaits.ADMIN).reason(failure);
        if (outage.isPresent()) {
            return new OperatorError(Exits.UNAVAILABLE, "cannot use the database " + shown(jdbcUrl) + ": "
                    + outage.get() + "; check that it runs and that --db names it", failure);
        }
        return failure;
    }
}
