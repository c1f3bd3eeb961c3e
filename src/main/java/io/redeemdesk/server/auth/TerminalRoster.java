package io.redeemdesk.server.auth;

import io.redeemdesk.server.db.ServerDatabase;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The terminals as a list, in id order, a page at a time by keyset (the id after which a page starts), optionally
 * of one store: each with when it was last seen and the outbox depth it last reported (V14).
 */
public final class TerminalRoster {
    private static final String SELECT = "SELECT id, store_id, enabled, created_at, last_seen_at, queue_depth, "
            + "queue_reported_at FROM terminals WHERE id > ?";

    private final ServerDatabase database;

    public TerminalRoster(ServerDatabase database) {
        this.database = database;
    }

    /**
     * One terminal; {@code lastSeenAt} null when no request of it was recorded, {@code queueDepth} and
     * {@code queueReportedAt} null while it never reported its outbox.
     */
    public record Row(String id, String storeId, boolean enabled, long createdAt, Long lastSeenAt,
                      Integer queueDepth, Long queueReportedAt) {
    }

    /** At most {@code limit} terminals whose id sorts after {@code afterId} ("" for the first page). */
    public List<Row> page(String afterId, String storeId, int limit) throws SQLException {
        boolean byStore = storeId != null && !storeId.isBlank();
        String sql = SELECT + (byStore ? " AND store_id = ?" : "") + " ORDER BY id LIMIT ?";
        return database.read(c -> {
            try (PreparedStatement select = c.prepareStatement(sql)) {
                int i = 1;
                select.setString(i++, afterId == null ? "" : afterId);
                if (byStore) {
                    select.setString(i++, storeId.strip());
                }
                select.setInt(i, limit);
                List<Row> rows = new ArrayList<>();
                try (ResultSet rs = select.executeQuery()) {
                    while (rs.next()) {
                        rows.add(new Row(rs.getString(1), rs.getString(2), rs.getInt(3) == 1, rs.getLong(4),
                                nullableLong(rs, 5), nullableInt(rs), nullableLong(rs, 7)));
                    }
                }
                return rows;
            }
        });
    }

    private static Long nullableLong(ResultSet rs, int column) throws SQLException {
        long v = rs.getLong(column);
        return rs.wasNull() ? null : v;
    }

    private static Integer nullableInt(ResultSet rs) throws SQLException {
        int v = rs.getInt(6);
        return rs.wasNull() ? null : v;
    }
}
