package io.redeemdesk.server.events;

import io.redeemdesk.server.Backend;
import io.redeemdesk.server.ServerFixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Events page's keyset pages of pending and dead deliveries, and the events part of a voucher's history, on
 * both databases: deliveries written as the relay writes them (same created_at as their event).
 */
class EventPagesTest {

    private static void delivery(ServerFixture f, String eventId, String code, long at, String endpoint,
                                 boolean dead) throws SQLException {
        f.server.database().inTransaction(c -> {
            try (PreparedStatement e = c.prepareStatement("INSERT INTO outbound_events (id, code, request_id, kind, "
                    + "payload, created_at, published_at) VALUES (?, ?, NULL, 'voucher.revoked', '{}', ?, ?) "
                    + "ON CONFLICT (id) DO NOTHING");
                 PreparedStatement d = c.prepareStatement("INSERT INTO event_deliveries (event_id, endpoint, code, "
                         + "created_at, attempts, next_attempt_at, dead_at) VALUES (?, ?, ?, ?, 3, ?, ?)")) {
                e.setString(1, eventId);
                e.setString(2, code);
                e.setLong(3, at);
                e.setLong(4, at);
                e.executeUpdate();
                d.setString(1, eventId);
                d.setString(2, endpoint);
                d.setString(3, code);
                d.setLong(4, at);
                d.setLong(5, at);
                d.setObject(6, dead ? at : null, java.sql.Types.BIGINT);
                return d.executeUpdate();
            }
        });
    }

    @ParameterizedTest
    @EnumSource(Backend.class)
    void pagesOfPendingAndDeadDeliveriesFollowTheKeyset(Backend backend) throws SQLException {
        try (ServerFixture f = ServerFixture.start(backend)) {
            List<String> codes = f.vouchers(5);
            for (int i = 0; i < 5; i++) {
                delivery(f, "ev-" + i, codes.get(i), 1_000 + (i / 2), "hook-a", false);
                delivery(f, "ev-" + i, codes.get(i), 1_000 + (i / 2), "hook-b", i % 2 == 0);
            }
            EventAdmin admin = f.server.parts().eventAdmin();
            List<String> pending = new ArrayList<>();
            EventAdmin.Cursor after = EventAdmin.Cursor.FIRST;
            for (List<EventAdmin.Line> page = admin.deliveries(false, after, 3); !page.isEmpty();
                 page = admin.deliveries(false, after, 3)) {
                page.forEach(l -> pending.add(l.eventId() + "@" + l.endpoint()));
                after = EventAdmin.Cursor.after(page.get(page.size() - 1));
            }
            assertThat(pending).containsExactly("ev-0@hook-a", "ev-1@hook-a", "ev-1@hook-b", "ev-2@hook-a",
                    "ev-3@hook-a", "ev-3@hook-b", "ev-4@hook-a");
            List<EventAdmin.Line> dead = admin.deliveries(true, EventAdmin.Cursor.FIRST, 10);
            assertThat(dead).extracting(l -> l.eventId() + "@" + l.endpoint() + ":" + l.state())
                    .containsExactly("ev-0@hook-b:dead", "ev-2@hook-b:dead", "ev-4@hook-b:dead");

            assertThat(admin.replay("ev-2")).isEqualTo(2);
            assertThat(admin.deliveries(true, EventAdmin.Cursor.FIRST, 10)).hasSize(2);
            assertThat(f.server.parts().voucherAdmin().history(codes.get(2)).events())
                    .extracting(EventAdmin.Line::endpoint).containsExactly("hook-a", "hook-b");
        }
    }

    @Test
    void aVoucherWithoutEventsHasNone() throws SQLException {
        try (ServerFixture f = ServerFixture.start(Backend.SQLITE)) {
            String code = f.vouchers(1).get(0);
            assertThat(f.server.parts().voucherAdmin().history(code).events()).isEmpty();
        }
    }
}
