package io.redeemdesk.server.redeem;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/** Writes every voucher state change to {@code voucher_transitions}, after checking the transition table. */
public final class TransitionLog {

    public void record(Connection connection, String code, VoucherStatus from, VoucherStatus to, String requestId,
                       String actor, long at) throws SQLException {
        from.checkMove(to);
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO voucher_transitions (code, from_status, to_status, request_id, actor, at) "
                        + "VALUES (?, ?, ?, ?, ?, ?)")) {
            insert.setString(1, code);
            insert.setString(2, from.name());
            insert.setString(3, to.name());
            insert.setString(4, requestId);
            insert.setString(5, actor);
            insert.setLong(6, at);
            insert.executeUpdate();
        }
    }
}
