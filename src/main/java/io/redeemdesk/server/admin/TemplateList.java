package io.redeemdesk.server.admin;

import io.redeemdesk.server.db.ServerDatabase;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The templates a page at a time in the order of their ids, read by key (the primary key), optionally only those
 * whose id or name holds a piece of text (templates are few: the filter reads them all, never the vouchers).
 */
public final class TemplateList {
    /**
     * One template as a line of the list.
     *
     * @param validUntil epoch millis its vouchers expire at, or null for none
     * @param issued     vouchers issued or imported from it in batches (campaign vouchers not counted)
     * @param createdAt  epoch millis it was created at
     */
    public record Row(String id, String name, long valueCents, String currency, int uses, Long validUntil,
                      long issued, long createdAt) {
    }

    private final ServerDatabase database;

    public TemplateList(ServerDatabase database) {
        this.database = database;
    }

    /**
     * Up to {@code limit} templates with ids after {@code afterId} (null: from the first) whose id or name holds
     * {@code holding} (null or blank: all), case-insensitively for Latin letters.
     */
    public List<Row> page(String holding, String afterId, int limit) throws SQLException {
        StringBuilder sql = new StringBuilder("SELECT id, name, value_cents, currency, uses, valid_until, "
                + "total_issued, COALESCE(valid_from, 0) FROM voucher_templates WHERE 1 = 1");
        List<Object> args = new ArrayList<>();
        if (holding != null && !holding.isBlank()) {
            sql.append(" AND (LOWER(id) LIKE ? ESCAPE '\\' OR LOWER(name) LIKE ? ESCAPE '\\')");
            String pattern = "%" + escapeLike(holding.strip().toLowerCase(java.util.Locale.ROOT)) + "%";
            args.add(pattern);
            args.add(pattern);
        }
        if (afterId != null) {
            sql.append(" AND id > ?");
            args.add(afterId);
        }
        sql.append(" ORDER BY id LIMIT ?");
        args.add(limit);
        return database.read(c -> {
            try (PreparedStatement select = c.prepareStatement(sql.toString())) {
                for (int i = 0; i < args.size(); i++) {
                    select.setObject(i + 1, args.get(i));
                }
                List<Row> page = new ArrayList<>(limit);
                try (ResultSet rs = select.executeQuery()) {
                    while (rs.next()) {
                        long until = rs.getLong(6);
                        Long validUntil = rs.wasNull() ? null : until;
                        page.add(new Row(rs.getString(1), rs.getString(2), rs.getLong(3), rs.getString(4),
                                rs.getInt(5), validUntil, rs.getLong(7), rs.getLong(8)));
                    }
                }
                return page;
            }
        });
    }

    private static String escapeLike(String text) {
        return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_");
    }
}
