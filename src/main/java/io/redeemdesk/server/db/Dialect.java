package io.redeemdesk.server.db;

/** The two databases the service runs on; the SQL is shared, only connection set-up differs. */
public enum Dialect {
    SQLITE, POSTGRES;

    public static Dialect of(String jdbcUrl) {
        if (jdbcUrl.startsWith("jdbc:sqlite:")) {
            return SQLITE;
        }
        if (jdbcUrl.startsWith("jdbc:postgresql:")) {
            return POSTGRES;
        }
        throw new IllegalArgumentException("unsupported database URL '" + jdbcUrl
                + "': use jdbc:sqlite:<file> or jdbc:postgresql://host/db");
    }
}
