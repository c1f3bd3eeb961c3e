package io.redeemdesk.server.campaign;

import io.redeemdesk.server.db.ServerDatabase;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The campaigns a page at a time with their counts, newest first, optionally of one status: read by key
 * ({@code created_at}, {@code id}) from V13's index, each row's counts from {@link CampaignCounts}.
 */
public final class CampaignList {
    /** Where a page starts: after the campaign created at {@code createdAt} with this {@code id}. */
    public record Key(long createdAt, String id) {
    }

    /** One campaign of a page, and the key of the page after it. */
    public record Row(CampaignStats stats, Key key) {
    }

    private final ServerDatabase database;

    public CampaignList(ServerDatabase database) {
        this.database = database;
    }

    /** Up to {@code limit} campaigns older than {@code after} (null: from the newest), of {@code status} or all. */
    public List<Row> page(CampaignStatus status, Key after, int limit) throws SQLException {
        StringBuilder where = new StringBuilder(" WHERE 1 = 1");
        List<Object> args = new ArrayList<>();
        if (status != null) {
            where.append(" AND k.status = ?");
            args.add(status.name());
        }
        if (after != null) {
            where.append(" AND (k.created_at, k.id) < (?, ?)");
            args.add(after.createdAt());
            args.add(after.id());
        }
        where.append(" ORDER BY k.created_at DESC, k.id DESC LIMIT ?");
        args.add(limit);
        return database.read(c -> CampaignCounts.select(c, where.toString(), args).stream()
                .map(counted -> new Row(counted.stats(), new Key(counted.createdAt(), counted.stats().id())))
                .toList());
    }
}
