package io.redeemdesk.client.redeem;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;

/**
 * The outbox's statements, each compiled by SQLite once per connection instead of once per use: the drain runs
 * a handful of statements per action, and compiling one costs as much as running it. Used by one thread at a
 * time (the writer thread, or under the reader's lock); callers set every parameter and close only result sets.
 */
final class StatementCache implements AutoCloseable {
    private final Connection connection;
    private final Map<String, PreparedStatement> statements = new HashMap<>();

    StatementCache(Connection connection) {
        this.connection = connection;
    }

    PreparedStatement get(String sql) throws SQLException {
        PreparedStatement statement = statements.get(sql);
        if (statement == null) {
            statement = connection.prepareStatement(sql);
            statements.put(sql, statement);
        }
        return statement;
    }

    /** Closes the statements, then the connection. */
    @Override
    public void close() throws SQLException {
        try {
            for (PreparedStatement statement : statements.values()) {
                statement.close();
            }
            statements.clear();
        } finally {
            connection.close();
        }
    }
}
