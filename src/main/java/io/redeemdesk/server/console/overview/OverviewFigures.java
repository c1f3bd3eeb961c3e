package io.redeemdesk.server.console.overview;

import io.redeemdesk.server.db.ServerDatabase;
import io.redeemdesk.server.events.EventMetrics;
import io.redeemdesk.server.ops.ServiceMetrics;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Reads the Overview from the database, each figure by an index: redemptions from their day and hour roll-ups
 * ({@link RedemptionTally}), locked vouchers by the partial {@code locked_at} index, open sales and holds by theirs,
 * claims by {@code claimed_at}, nodes by {@code last_seen}. Lists are cut at {@link #ROWS} rows (most redemptions first).
 */
public final class OverviewFigures {
    static final int ROWS = 50;
    private static final long MINUTE = 60_000;

    private final ServerDatabase database;
    private final Clock clock;
    private final ZoneId zone;
    private final ServiceMetrics metrics;
    private final EventMetrics events;

    public OverviewFigures(ServerDatabase database, Clock clock, ZoneId zone, ServiceMetrics metrics,
                           EventMetrics events) {
        this.database = database;
        this.clock = clock;
        this.zone = zone;
        this.metrics = metrics;
        this.events = events;
    }

    public Overview read() throws SQLException {
        long now = clock.millis();
        LocalDate today = LocalDate.ofInstant(clock.instant(), zone);
        long dayStart = today.atStartOfDay(zone).toInstant().toEpochMilli();
        long weekStart = today.minusDays(6).atStartOfDay(zone).toInstant().toEpochMilli();
        EventMetrics.Backlog backlog = events.backlog();
        long locked = metrics.lockedPastTimeout();
        return database.read(c -> {
            Map<List<String>, long[]> tills = RedemptionTally.of(c, dayStart, weekStart);
            List<Overview.Count> byTill = RedemptionTally.top(tills, ROWS);
            List<Overview.Count> byStore = RedemptionTally.top(RedemptionTally.byStore(tills), ROWS);
            long todayTotal = tills.values().stream().mapToLong(n -> n[0]).sum();
            long weekTotal = tills.values().stream().mapToLong(n -> n[1]).sum();
            List<Overview.Node> nodes = nodes(c, now - MINUTE);
            return new Overview(todayTotal, weekTotal, byStore, byTill,
                    nodes.stream().mapToLong(Overview.Node::requests).sum(),
                    nodes.stream().mapToLong(Overview.Node::replays).sum(), locked,
                    count(c, "SELECT COUNT(*) FROM sales WHERE state = 'OPEN'"),
                    count(c, "SELECT COUNT(*) FROM vouchers WHERE held_by_sale IS NOT NULL"),
                    backlog.pending(), backlog.dead(),
                    count(c, "SELECT COUNT(*) FROM campaign_claims WHERE claimed_at >= ?", now - MINUTE), nodes);
        });
    }

    private static List<Overview.Node> nodes(Connection c, long since) throws SQLException {
        try (PreparedStatement select = c.prepareStatement("SELECT node_id, address, version, started_at, last_seen, "
                + "requests, replays FROM nodes WHERE last_seen >= ? ORDER BY node_id")) {
            select.setLong(1, since);
            List<Overview.Node> nodes = new ArrayList<>();
            try (ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    nodes.add(new Overview.Node(rs.getString(1), rs.getString(2), rs.getString(3), rs.getLong(4),
                            rs.getLong(5), rs.getLong(6), rs.getLong(7)));
                }
            }
            return nodes;
        }
    }

    private static long count(Connection c, String sql, long... args) throws SQLException {
        try (PreparedStatement select = c.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) {
                select.setLong(i + 1, args[i]);
            }
            try (ResultSet rs = select.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }
}
