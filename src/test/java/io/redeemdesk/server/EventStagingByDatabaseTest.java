package io.redeemdesk.server;

import io.redeemdesk.server.db.ServerDatabase;
import io.redeemdesk.server.events.EventPayload;
import io.redeemdesk.server.events.EventTypes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Where a relaying node's events get their deliveries: with the event, in the decision's transaction, on
 * PostgreSQL; on SQLite the event is staged alone and the relay's next round fans it out.
 */
@ParameterizedClass
@EnumSource(Backend.class)
class EventStagingByDatabaseTest {
    @Parameter
    Backend backend;

    @Test
    void aRelayingNodeStagesTheDeliveriesWithTheEventOnlyOnPostgres() throws SQLException {
        try (ServerParts parts = ServerParts.over(ServerDatabase.open(backend.newDatabase(), 2), List.of("总部"))) {
            String id = parts.database().inTransaction(c -> parts.events().stage(c, EventTypes.VOUCHER_REVOKED,
                    "RD-CAFE-0001", null, EventPayload.of(null, null).with("reason", "收银员误操作"), 1_000L));

            boolean onPostgres = backend == Backend.POSTGRES;
            assertThat(parts.events().stagesDeliveries()).isEqualTo(onPostgres);
            assertThat(deliveriesOf(parts, id)).containsExactlyElementsOf(onPostgres ? List.of("总部") : List.of());
            assertThat(published(parts, id)).isEqualTo(onPostgres);
        }
    }

    private static List<String> deliveriesOf(ServerParts parts, String event) throws SQLException {
        return parts.database().read(c -> {
            try (PreparedStatement select = c.prepareStatement(
                    "SELECT endpoint FROM event_deliveries WHERE event_id = ?")) {
                select.setString(1, event);
                try (ResultSet rs = select.executeQuery()) {
                    List<String> endpoints = new ArrayList<>();
                    while (rs.next()) {
                        endpoints.add(rs.getString(1));
                    }
                    return endpoints;
                }
            }
        });
    }

    private static boolean published(ServerParts parts, String event) throws SQLException {
        return parts.database().read(c -> {
            try (PreparedStatement select = c.prepareStatement(
                    "SELECT published_at IS NOT NULL FROM outbound_events WHERE id = ?")) {
                select.setString(1, event);
                try (ResultSet rs = select.executeQuery()) {
                    assertThat(rs.next()).as("the event was staged").isTrue();
                    return rs.getBoolean(1);
                }
            }
        });
    }
}
