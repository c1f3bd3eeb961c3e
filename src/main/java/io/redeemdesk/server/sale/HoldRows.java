package io.redeemdesk.server.sale;

import io.redeemdesk.server.db.Statements;
import io.redeemdesk.server.redeem.HoldState;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

import static io.redeemdesk.server.db.Statements.update;

/** SQL for {@code sale_holds}: one row per voucher a sale took, with what became of it. */
final class HoldRows {
    /** The insert's clause, also for the PostgreSQL hold batches' statement ({@link PostgresHoldBatches}). */
    static final String INSERT = "INSERT INTO sale_holds (sale_id, code, state, held_at, held_until)";
    /** What an insert of a voucher held before does instead: its row is HELD again, with the new hold's times. */
    static final String HELD_AGAIN = "ON CONFLICT (sale_id, code) DO UPDATE SET state = 'HELD', "
            + "held_at = excluded.held_at, held_until = excluded.held_until, closed_at = NULL";

    /** One voucher of a sale. */
    record Hold(String code, HoldState state, long heldAt, long heldUntil, Long closedAt) {
    }

    /** Records a hold (a voucher held again after its release or lapse gets its row back as HELD). */
    void held(Connection c, String saleId, String code, long now, long until) throws SQLException {
        update(c, INSERT + " VALUES (?, ?, 'HELD', ?, ?) " + HELD_AGAIN, saleId, code, now, until);
    }

    /** The hold's new lease; its start ({@code held_at}) stays the first hold's. */
    void renewed(Connection c, String saleId, String code, long until) throws SQLException {
        update(c, "UPDATE sale_holds SET held_until = ? WHERE sale_id = ? AND code = ?", until, saleId, code);
    }

    /** The hold of {@code code} in the sale ends as {@code to}. */
    void close(Connection c, String saleId, String code, HoldState to, long now) throws SQLException {
        closeAll(c, saleId, List.of(code), to, now);
    }

    /** The holds of {@code codes} in the sale end as {@code to}, in one statement. */
    void closeAll(Connection c, String saleId, List<String> codes, HoldState to, long now) throws SQLException {
        if (codes.isEmpty()) {
            return;
        }
        List<Object> values = new ArrayList<>(List.of(to.name(), now, saleId));
        values.addAll(codes);
        update(c, "UPDATE sale_holds SET state = ?, closed_at = ? WHERE sale_id = ? AND code IN ("
                + Statements.placeholders(codes.size()) + ")", values.toArray());
    }

    /** Every voucher of the sale, in the order held. */
    List<Hold> of(Connection c, String saleId) throws SQLException {
        try (PreparedStatement select = c.prepareStatement("SELECT code, state, held_at, held_until, closed_at "
                + "FROM sale_holds WHERE sale_id = ? ORDER BY held_at, code")) {
            select.setString(1, saleId);
            List<Hold> holds = new ArrayList<>();
            try (ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    long closed = rs.getLong(5);
                    Long closedAt = rs.wasNull() ? null : closed;
                    holds.add(new Hold(rs.getString(1), HoldState.valueOf(rs.getString(2)), rs.getLong(3),
                            rs.getLong(4), closedAt));
                }
            }
            return holds;
        }
    }
}
