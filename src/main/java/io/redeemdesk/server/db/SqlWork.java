package io.redeemdesk.server.db;

import java.sql.Connection;
import java.sql.SQLException;

/** A unit of work run inside one database transaction. */
@FunctionalInterface
public interface SqlWork<T> {
    T run(Connection connection) throws SQLException;
}
