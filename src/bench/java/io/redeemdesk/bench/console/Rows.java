package io.redeemdesk.bench.console;

import io.redeemdesk.server.db.Statements;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/** One prepared INSERT fed row by row and sent to the database in batches of 5,000 rows. */
final class Rows implements AutoCloseable {
    private static final int BATCH = 5_000;
    private final PreparedStatement insert;
    private int pending;
    private long added;

    Rows(Connection c, String sql) throws SQLException {
        this.insert = c.prepareStatement(sql);
    }

    void add(Object... values) throws SQLException {
        Statements.bind(insert, values);
        insert.addBatch();
        added++;
        if (++pending == BATCH) {
            insert.executeBatch();
            pending = 0;
        }
    }

    long added() {
        return added;
    }

    @Override
    public void close() throws SQLException {
        if (pending > 0) {
            insert.executeBatch();
        }
        insert.close();
    }
}
