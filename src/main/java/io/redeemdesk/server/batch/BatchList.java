package io.redeemdesk.server.batch;

import io.redeemdesk.server.db.ServerDatabase;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The batches a page at a time, newest first, optionally of one template: read by key ({@code created_at},
 * {@code id}) from the indexes of V13, so a page costs the same however many batches came before it.
 */
public final class BatchList {
    /** Where a page starts: after the batch made at {@code createdAt} with this {@code id}. */
    public record Key(long createdAt, String id) {
    }

    private final ServerDatabase database;

    public BatchList(ServerDatabase database) {
        this.database = database;
    }

    /**
     * Up to {@code limit} batches older than {@code after} (null: from the newest), of {@code templateId} only
     * unless it is null.
     */
    public List<IssueBatches.Summary> page(String templateId, Key after, int limit) throws SQLException {
        List<Object> args = new ArrayList<>();
        if (templateId != null) {
            args.add(templateId);
        }
        if (after != null) {
            args.add(after.createdAt());
            args.add(after.id());
        }
        args.add(limit);
        String sql = sql(templateId != null, after != null);
        return database.read(c -> {
            try (PreparedStatement select = c.prepareStatement(sql)) {
                for (int i = 0; i < args.size(); i++) {
                    select.setObject(i + 1, args.get(i));
                }
                List<IssueBatches.Summary> page = new ArrayList<>(limit);
                try (ResultSet rs = select.executeQuery()) {
                    while (rs.next()) {
                        page.add(IssueBatches.summary(rs));
                    }
                }
                return page;
            }
        });
    }

    /** The batch with this id as a line of the list, or empty. */
    public Optional<IssueBatches.Summary> one(String id) throws SQLException {
        return database.read(c -> {
            try (PreparedStatement select = c.prepareStatement("SELECT " + IssueBatches.SUMMARY_COLUMNS
                    + " FROM issue_batches WHERE id = ?")) {
                select.setString(1, id);
                try (ResultSet rs = select.executeQuery()) {
                    return rs.next() ? Optional.of(IssueBatches.summary(rs)) : Optional.<IssueBatches.Summary>empty();
                }
            }
        });
    }

    /** The batch with this id and its vouchers, in the order its files list them ({@link IssueBatches#find}). */
    public Optional<IssueBatches.Batch> find(String id) throws SQLException {
        return IssueBatches.find(database, id);
    }

    /** The page's select: of one template or all, from the newest or after a key; the limit last. */
    static String sql(boolean ofTemplate, boolean afterKey) {
        return "SELECT " + IssueBatches.SUMMARY_COLUMNS + " FROM issue_batches"
                + (ofTemplate ? " WHERE template_id = ?" : "")
                + (afterKey ? (ofTemplate ? " AND" : " WHERE") + " (created_at, id) < (?, ?)" : "")
                + " ORDER BY created_at DESC, id DESC LIMIT ?";
    }

    /** The key of the page after the one ending with {@code last}. */
    public static Key after(IssueBatches.Summary last) {
        return new Key(last.createdAt(), last.id());
    }
}
