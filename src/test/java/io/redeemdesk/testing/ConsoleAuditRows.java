package io.redeemdesk.testing;

import io.redeemdesk.server.db.ServerDatabase;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** The console's audit trail as a test reads it: "actor action subject" lines, oldest first. */
public final class ConsoleAuditRows {
    private ConsoleAuditRows() {
    }

    public static List<String> of(ServerDatabase database) throws SQLException {
        return database.read(c -> {
            try (PreparedStatement select = c.prepareStatement(
                    "SELECT actor, action, subject FROM operator_audit ORDER BY at, id")) {
                List<String> rows = new ArrayList<>();
                try (ResultSet rs = select.executeQuery()) {
                    while (rs.next()) {
                        rows.add(rs.getString(1) + " " + rs.getString(2) + " " + rs.getString(3));
                    }
                }
                return rows;
            }
        });
    }
}
