package io.redeemdesk.server.db;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.redeemdesk.sqlite.SingleWriter;
import io.redeemdesk.sqlite.SqliteFile;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.configuration.FluentConfiguration;
import org.slf4j.LoggerFactory;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Map;
import javax.sql.DataSource;

/**
 * The service's connection pool, migrated on open. SQLite runs in WAL mode with {@code synchronous=FULL} and
 * {@code BEGIN IMMEDIATE} transactions (a redemption must survive power loss, and a read-then-write must not
 * fail with SQLITE_BUSY); PostgreSQL runs at READ COMMITTED, where the conditional UPDATE is enough. On PostgreSQL
 * a second, small pool serves the batched phase statements (see {@link #readPlannedOnce}).
 */
public final class ServerDatabase implements AutoCloseable {
    /**
     * PostgreSQL plans a prepared statement afresh on each run for as long as its one-off plans look cheaper than
     * a generic one. For a statement over arrays of unknown length they always do, so each batched phase statement
     * was planned on every run: about a fifth of the database's CPU under load. Set only on the batch pool: the
     * sweeper's and reaper's range scans want plans made for their actual bounds. Needs PostgreSQL 12 or newer.
     */
    static final String GENERIC_PLANS = "SET plan_cache_mode = force_generic_plan";
    /** How long admin commands and tests wait for a connection (a node waits {@code db.connect.timeout}). */
    public static final Duration ADMIN_WAIT = DatabaseWaits.ADMIN.connect();
    /** Where the Flyway migrations of the service's schema are, the same statements on both databases. */
    public static final String MIGRATIONS = "classpath:db/server";
    /** PostgreSQL's storage settings, which SQLite has no statement for; their versions follow those of both. */
    static final String POSTGRES_MIGRATIONS = "classpath:db/server-postgres";
    /** One connection for each batch thread: phase 1 and phases 2-3. */
    private static final int PLANNED_ONCE_POOL = 2;

    private final HikariDataSource dataSource;
    private final HikariDataSource plannedOnce;
    private final Dialect dialect;
    private final SingleWriter writer;

    private ServerDatabase(HikariDataSource dataSource, HikariDataSource plannedOnce, Dialect dialect,
                           SingleWriter writer) {
        this.dataSource = dataSource;
        this.plannedOnce = plannedOnce;
        this.dialect = dialect;
        this.writer = writer;
    }

    /** A pool that waits as {@link DatabaseWaits#ADMIN} says: for tests and admin commands. */
    public static ServerDatabase open(String jdbcUrl, int poolSize) {
        return open(jdbcUrl, poolSize, DatabaseWaits.ADMIN);
    }

    /**
     * A pool whose callers wait at most {@code waits.connect()} for a connection (and, on SQLite, for the file's
     * write lock), and on PostgreSQL at most {@code waits.socket()} for each answer of the database, before they
     * get an exception that {@link DatabaseOutage} recognises. The migrations run before, without the socket
     * wait: a long migration is not an outage.
     */
    public static ServerDatabase open(String jdbcUrl, int poolSize, DatabaseWaits waits) {
        return open(jdbcUrl, poolSize, waits, true);
    }

    /**
     * A pool on a database whose schema is already this release's (admin commands: only the service's start and
     * {@code server migrate} create or migrate one); {@link SchemaNotCurrent} when it has no schema or an older one.
     */
    public static ServerDatabase openCurrent(String jdbcUrl, int poolSize) {
        return open(jdbcUrl, poolSize, DatabaseWaits.ADMIN, false);
    }

    private static ServerDatabase open(String jdbcUrl, int poolSize, DatabaseWaits waits, boolean migrate) {
        Dialect dialect = Dialect.of(jdbcUrl);
        Duration connectTimeout = waits.connect();
        // Flyway holds one connection for its lock on PostgreSQL
        HikariConfig config = pool("server-db", Math.max(2, poolSize), connectTimeout);
        if (dialect == Dialect.SQLITE) {
            config.setDataSource(SqliteFile.dataSource(jdbcUrl, connectTimeout));
        } else {
            postgres(config, jdbcUrl, waits);
        }
        HikariDataSource pool = new HikariDataSource(config);
        try {
            FluentConfiguration migrations = Flyway.configure();
            if (dialect == Dialect.SQLITE) {
                migrations.dataSource(pool);
            } else {
                migrations.dataSource(jdbcUrl, null, null);
            }
            Flyway flyway = migrations.locations(dialect == Dialect.POSTGRES
                            ? new String[] {MIGRATIONS, POSTGRES_MIGRATIONS} : new String[] {MIGRATIONS})
                    .placeholders(Map.of("migrated_at", Long.toString(System.currentTimeMillis()))).load();
            if (migrate) {
                flyway.migrate();
            } else {
                int pending = flyway.info().pending().length;
                if (pending > 0) {
                    throw new SchemaNotCurrent(flyway.info().applied().length == 0, pending);
                }
            }
            if (dialect == Dialect.POSTGRES) {
                HikariConfig batches = postgres(pool("server-db-batches", PLANNED_ONCE_POOL, connectTimeout), jdbcUrl,
                        waits);
                batches.setConnectionInitSql(GENERIC_PLANS);
                return new ServerDatabase(pool, new HikariDataSource(batches), dialect, null);
            }
            return new ServerDatabase(pool, null, dialect, new SingleWriter(
                    SqliteFile.dataSource(jdbcUrl, connectTimeout).getConnection(), "sqlite-writer", Duration.ZERO));
        } catch (SQLException e) {
            pool.close();
            throw new IllegalStateException("cannot open the SQLite writer connection to " + jdbcUrl, e);
        } catch (RuntimeException e) {
            pool.close();
            throw e;
        }
    }

    private static HikariConfig pool(String name, int size, Duration connectTimeout) {
        HikariConfig config = new HikariConfig();
        config.setPoolName(name);
        config.setMaximumPoolSize(size);
        config.setConnectionTimeout(connectTimeout.toMillis());
        config.setValidationTimeout(Math.max(250, connectTimeout.toMillis() / 2));
        config.setAutoCommit(true);
        return config;
    }

    private static HikariConfig postgres(HikariConfig config, String jdbcUrl, DatabaseWaits waits) {
        config.setJdbcUrl(jdbcUrl);
        config.addDataSourceProperty("socketTimeout", Long.toString(waits.socketSeconds()));
        config.setTransactionIsolation("TRANSACTION_READ_COMMITTED");
        return config;
    }

    /**
     * One plain JDBC connection with the same settings as the pool's (SQLite: WAL, FULL, busy timeout,
     * BEGIN IMMEDIATE; PostgreSQL: READ COMMITTED), outside any pool: the writer's, and the benchmark baseline's.
     */
    public static Connection connect(String jdbcUrl) throws SQLException {
        if (Dialect.of(jdbcUrl) == Dialect.SQLITE) {
            return SqliteFile.dataSource(jdbcUrl, ADMIN_WAIT).getConnection();
        }
        Connection connection = DriverManager.getConnection(jdbcUrl);
        connection.setTransactionIsolation(Connection.TRANSACTION_READ_COMMITTED);
        return connection;
    }

    /**
     * Whether write transactions run one at a time ({@link #inTransaction} on SQLite's one writer), so that what a
     * transaction read cannot change before it commits; on PostgreSQL they run side by side.
     */
    public boolean oneWriteAtATime() {
        return writer != null;
    }

    public Dialect dialect() {
        return dialect;
    }

    public DataSource dataSource() {
        return dataSource;
    }

    /**
     * Runs {@code work} in one transaction: committed when it returns, rolled back when it throws. On SQLite it
     * runs on the one {@link SingleWriter}, which commits concurrent transactions together.
     */
    public <T> T inTransaction(SqlWork<T> work) throws SQLException {
        if (writer != null) {
            return writer.write(work::run);
        }
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try {
                T result = work.run(connection);
                connection.commit();
                return result;
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            } finally {
                connection.setAutoCommit(true);
            }
        }
    }

    /**
     * Runs {@code work} on an auto-commit connection: for reads (no write lock on SQLite), and for single
     * statements that are atomic by themselves.
     */
    public <T> T read(SqlWork<T> work) throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            return work.run(connection);
        }
    }

    /**
     * Like {@link #read}, on a connection that plans each prepared statement once and reuses that plan: for
     * statements run thousands of times a minute whose plan does not depend on their parameters. On SQLite,
     * where a prepared statement is compiled once anyway, this is {@link #read}.
     */
    public <T> T readPlannedOnce(SqlWork<T> work) throws SQLException {
        if (plannedOnce == null) {
            return read(work);
        }
        try (Connection connection = plannedOnce.getConnection()) {
            return work.run(connection);
        }
    }

    @Override
    public void close() {
        if (writer != null) {
            try {
                writer.close();
            } catch (SQLException e) {
                LoggerFactory.getLogger(ServerDatabase.class).warn("closing the writer connection failed", e);
            }
        }
        if (plannedOnce != null) {
            plannedOnce.close();
        }
        dataSource.close();
    }
}
