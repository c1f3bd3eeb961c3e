package io.redeemdesk.server.redeem;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

/**
 * Writes every voucher state change to {@code voucher_transitions}, after checking the transition table, and a
 * campaign voucher's birth row. (The PostgreSQL phases write the same rows for many requests in one statement,
 * {@code PostgresPhaseSql} and {@code PostgresPhaseBatches}, after this class's {@link #insertInto} clause.)
 */
public final class TransitionLog {
    /** The columns every logged move fills. */
    private static final String COLUMNS = "code, from_status, to_status, request_id, actor, at";
    private static final String INSERT_ENTRY = insertInto("detail") + " VALUES (?, ?, ?, ?, ?, ?, ?)";

    /** One logged move. {@code detail} says why, for moves an operator or the sweeper made. */
    public record Entry(String code, VoucherStatus from, VoucherStatus to, String requestId, String actor, long at,
                        String detail) {
    }

    public void record(Connection connection, String code, VoucherStatus from, VoucherStatus to, String requestId,
                       String actor, long at) throws SQLException {
        record(connection, new Entry(code, from, to, requestId, actor, at, null));
    }

    public void record(Connection connection, Entry entry) throws SQLException {
        recordAll(connection, List.of(entry));
    }

    /** Several moves, each checked against the transition table, inserted in one batch. */
    public void recordAll(Connection connection, List<Entry> entries) throws SQLException {
        for (Entry entry : entries) {
            entry.from().checkMove(entry.to());
        }
        insert(connection, entries);
    }

    /**
     * A voucher's first row, UNUSED → UNUSED at its birth (no move of the state machine), saying in {@code detail}
     * where it came from.
     */
    public void issued(Connection connection, String code, String requestId, String actor, long at, String detail)
            throws SQLException {
        insert(connection, List.of(new Entry(code, VoucherStatus.UNUSED, VoucherStatus.UNUSED, requestId, actor, at,
                detail)));
    }

    /**
     * A row that records something said about a voucher without moving it ({@code status} → {@code status}), such
     * as its replacement after a refund; {@code detail} says what.
     */
    public void noted(Connection connection, String code, VoucherStatus status, String requestId, String actor,
                      long at, String detail) throws SQLException {
        insert(connection, List.of(new Entry(code, status, status, requestId, actor, at, detail)));
    }

    private static void insert(Connection connection, List<Entry> entries) throws SQLException {
        if (entries.isEmpty()) {
            return;
        }
        try (PreparedStatement insert = connection.prepareStatement(INSERT_ENTRY)) {
            for (Entry entry : entries) {
                insert.setString(1, entry.code());
                insert.setString(2, entry.from().name());
                insert.setString(3, entry.to().name());
                insert.setString(4, entry.requestId());
                insert.setString(5, entry.actor());
                insert.setLong(6, entry.at());
                insert.setString(7, entry.detail());
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    /** The insert's clause: the columns every move fills, then {@code more}. */
    public static String insertInto(String... more) {
        StringJoiner columns = new StringJoiner(", ", "INSERT INTO voucher_transitions (", ")").add(COLUMNS);
        for (String column : more) {
            columns.add(column);
        }
        return columns.toString();
    }

    /**
     * Every move of one voucher, oldest first. Moves within one millisecond are put in chain order (each starts
     * where the previous one ended), since the table keeps no sequence of its own.
     */
    public List<Entry> history(Connection connection, String code) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT from_status, to_status, request_id, actor, at, detail FROM voucher_transitions "
                        + "WHERE code = ? ORDER BY at")) {
            select.setString(1, code);
            List<Entry> entries = new ArrayList<>();
            try (ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    entries.add(new Entry(code, VoucherStatus.valueOf(rs.getString(1)),
                            VoucherStatus.valueOf(rs.getString(2)), rs.getString(3), rs.getString(4), rs.getLong(5),
                            rs.getString(6)));
                }
            }
            return chained(entries);
        }
    }

    private static List<Entry> chained(List<Entry> byTime) {
        List<Entry> rest = new ArrayList<>(byTime);
        List<Entry> ordered = new ArrayList<>(byTime.size());
        VoucherStatus current = VoucherStatus.UNUSED;
        while (!rest.isEmpty()) {
            long earliest = rest.get(0).at();
            Entry next = rest.get(0);
            for (Entry candidate : rest) {
                if (candidate.at() == earliest && candidate.from() == current) {
                    next = candidate;
                    break;
                }
            }
            rest.remove(next);
            ordered.add(next);
            current = next.to();
        }
        return ordered;
    }
}
