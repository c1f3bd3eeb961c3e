package io.redeemdesk.server.db;

import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;

/**
 * The lines every plain statement of the service repeats: bind the arguments in order, run a conditional update
 * that tells whether it changed a row (one writer wins), the parameters of an {@code IN} list, and a column of a
 * statement over arrays.
 */
public final class Statements {
    private Statements() {
    }

    /** Binds {@code values} to the statement's parameters 1..n, in order (a null binds SQL NULL). */
    public static void bind(PreparedStatement statement, Object... values) throws SQLException {
        for (int i = 0; i < values.length; i++) {
            statement.setObject(i + 1, values[i]);
        }
    }

    /** Runs one INSERT, UPDATE or DELETE with {@code values}; the rows it changed. */
    public static int update(Connection c, String sql, Object... values) throws SQLException {
        try (PreparedStatement statement = c.prepareStatement(sql)) {
            bind(statement, values);
            return statement.executeUpdate();
        }
    }

    /**
     * One column of a PostgreSQL statement over arrays ({@code unnest(?::text[], …)}): {@code field} of every row,
     * as an array of {@code type}. A {@code text}, {@code int8} or {@code int4} column goes as a Java array of that
     * type, which the driver sends in PostgreSQL's binary form: no quoting of each value on the way out and no
     * parsing of an array literal in PostgreSQL (an untyped array went as text, and escaping the JSON payloads in it
     * was the service's busiest code in a JFR recording of the sale mix; docs/benchmarks.md).
     */
    public static <T> Array array(Connection c, String type, List<T> rows, Function<T, Object> field)
            throws SQLException {
        Object[] values = switch (type) {
            case "text" -> new String[rows.size()];
            case "int8" -> new Long[rows.size()];
            case "int4" -> new Integer[rows.size()];
            default -> new Object[rows.size()];
        };
        for (int i = 0; i < values.length; i++) {
            values[i] = typed(type, field.apply(rows.get(i)));
        }
        return c.createArrayOf(type, values);
    }

    private static Object typed(String type, Object value) {
        if (value == null) {
            return null;
        }
        return switch (type) {
            case "text" -> value.toString();
            case "int8" -> ((Number) value).longValue();
            case "int4" -> ((Number) value).intValue();
            default -> value;
        };
    }

    /** {@code count} parameters for an {@code IN (…)} list, such as {@code ?, ?, ?}; {@code count} is at least 1. */
    public static String placeholders(int count) {
        if (count < 1) {
            throw new IllegalArgumentException("an IN list needs at least one value");
        }
        return String.join(", ", Collections.nCopies(count, "?"));
    }
}
