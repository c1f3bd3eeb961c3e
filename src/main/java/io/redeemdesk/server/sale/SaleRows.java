package io.redeemdesk.server.sale;

import io.redeemdesk.protocol.SaleState;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;

import static io.redeemdesk.server.db.Statements.update;

/**
 * SQL for {@code sales}. A write to a sale first takes its row with a conditional update ({@link #lockOpen},
 * {@link #close}): on PostgreSQL a second writer of the same sale waits there and then sees the first one's
 * result, so a capture and a void, or two captures, of one sale never run side by side. On SQLite, whose one
 * writer runs transactions one at a time, there is nothing to wait for: the row is only read, and its page is not
 * written again.
 */
final class SaleRows {
    /** The insert's clause, also for the PostgreSQL hold batches' statement ({@link PostgresHoldBatches}). */
    static final String INSERT = "INSERT INTO sales (sale_id, terminal_id, store_id, cashier_id, state, opened_at)";
    private final boolean rowLocks;

    /** @param rowLocks whether transactions may run side by side, so that a sale's row must be taken (PostgreSQL) */
    SaleRows(boolean rowLocks) {
        this.rowLocks = rowLocks;
    }

    /** One sale; {@code captureBody} is the stored answer of its capture (replayed to a second capture). */
    record Sale(String saleId, String terminalId, String storeId, SaleState state, String orderNo, long openedAt,
                Long closedAt, String captureBody) {
        boolean ownedBy(String terminal) {
            return terminalId.equals(terminal);
        }
    }

    Optional<Sale> find(Connection c, String saleId) throws SQLException {
        try (PreparedStatement select = c.prepareStatement("SELECT sale_id, terminal_id, store_id, state, order_no, "
                + "opened_at, closed_at, capture_body FROM sales WHERE sale_id = ?")) {
            select.setString(1, saleId);
            try (ResultSet rs = select.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
                long closed = rs.getLong(7);
                Long closedAt = rs.wasNull() ? null : closed;
                return Optional.of(new Sale(rs.getString(1), rs.getString(2), rs.getString(3),
                        SaleState.valueOf(rs.getString(4)), rs.getString(5), rs.getLong(6), closedAt,
                        rs.getString(8)));
            }
        }
    }

    /** Takes the row of an OPEN sale of {@code terminalId}; false when there is none (unknown, closed, another's). */
    boolean lockOpen(Connection c, String saleId, String terminalId) throws SQLException {
        if (!rowLocks) {
            try (PreparedStatement select = c.prepareStatement("SELECT 1 FROM sales WHERE sale_id = ? "
                    + "AND terminal_id = ? AND state = 'OPEN'")) {
                select.setString(1, saleId);
                select.setString(2, terminalId);
                try (ResultSet rs = select.executeQuery()) {
                    return rs.next();
                }
            }
        }
        return update(c, "UPDATE sales SET opened_at = opened_at WHERE sale_id = ? AND terminal_id = ? "
                + "AND state = 'OPEN'", saleId, terminalId) == 1;
    }

    /** Opens the sale; false when a sale with this id exists already. */
    boolean open(Connection c, String saleId, String terminalId, String storeId, String cashierId, long now)
            throws SQLException {
        return update(c, INSERT + " VALUES (?, ?, ?, ?, 'OPEN', ?) ON CONFLICT DO NOTHING", saleId, terminalId,
                storeId, cashierId, now) == 1;
    }

    /** Removes a sale its first hold just opened, when that hold was refused: no empty sale is left behind. */
    void discard(Connection c, String saleId) throws SQLException {
        update(c, "DELETE FROM sales WHERE sale_id = ? AND NOT EXISTS "
                + "(SELECT 1 FROM sale_holds WHERE sale_holds.sale_id = sales.sale_id)", saleId);
    }

    /** OPEN → {@code to} for {@code terminalId}'s sale; false when it was not open (or not its sale). */
    boolean close(Connection c, String saleId, String terminalId, SaleState to, String orderNo, long now)
            throws SQLException {
        return update(c, "UPDATE sales SET state = ?, order_no = ?, closed_at = ? "
                + "WHERE sale_id = ? AND terminal_id = ? AND state = 'OPEN'", to.name(), orderNo, now, saleId,
                terminalId) == 1;
    }

    /** Stores the capture's answer on the sale, for a second capture of the same sale or order. */
    void storeCapture(Connection c, String saleId, String body) throws SQLException {
        update(c, "UPDATE sales SET capture_body = ? WHERE sale_id = ?", body, saleId);
    }
}
