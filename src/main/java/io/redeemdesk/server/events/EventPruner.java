package io.redeemdesk.server.events;

import io.redeemdesk.server.db.ServerDatabase;

import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * Removes events once nobody needs them: deliveries acknowledged longer than the retention ago, then events older
 * than the retention with no delivery left (with no endpoint configured, every event older than the retention).
 * Dead and pending deliveries, and their events, are kept.
 */
final class EventPruner {
    private final ServerDatabase database;

    EventPruner(ServerDatabase database) {
        this.database = database;
    }

    /** Returns how many events were removed. */
    int prune(long cutoff, boolean endpointsConfigured) throws SQLException {
        return database.inTransaction(c -> {
            try (PreparedStatement deliveries = c.prepareStatement(
                    "DELETE FROM event_deliveries WHERE delivered_at IS NOT NULL AND created_at < ?");
                 PreparedStatement events = c.prepareStatement(
                         "DELETE FROM outbound_events WHERE created_at < ? AND (published_at IS NOT NULL OR ?) "
                                 + "AND NOT EXISTS (SELECT 1 FROM event_deliveries d "
                                 + "WHERE d.event_id = outbound_events.id)")) {
                deliveries.setLong(1, cutoff);
                deliveries.executeUpdate();
                events.setLong(1, cutoff);
                events.setBoolean(2, !endpointsConfigured);
                return events.executeUpdate();
            }
        });
    }
}
