package io.redeemdesk.server.events;

import io.redeemdesk.server.Backend;
import io.redeemdesk.server.db.ServerDatabase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.net.URI;
import java.security.SecureRandom;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The relay's claim on both databases, straight on {@link DeliveryLedger}: after an outage a backlog of due
 * retries larger than a batch does not keep an event made since out of the next batch (first attempts get half of
 * it), retries go in the order they fell due, and a voucher's later event waits for its earlier one however the
 * batch is shared.
 */
class DeliveryClaimOrderTest {
    private static final WebhookEndpoint ENDPOINT = new WebhookEndpoint(WebhookEndpoint.DEFAULT_NAME,
            URI.create("http://127.0.0.1:9/hook"), List.of("whsec-claim-order"));
    private static final int BATCH = 16;
    private static final long T0 = 1_000_000;

    @ParameterizedTest
    @EnumSource(Backend.class)
    void aFreshEventIsClaimedWhileABacklogOfRetriesIsDue(Backend backend) throws Exception {
        try (ServerDatabase database = ServerDatabase.open(backend.newDatabase(), 2)) {
            DeliveryLedger ledger = new DeliveryLedger(database);
            for (int i = 0; i < 3 * BATCH; i++) {
                stage(database, String.format("old-%03d", i), "CODE-OLD-" + i, T0 + i);
            }
            List<DueDelivery> claimed = new ArrayList<>();
            long now = T0 + 1000;
            for (List<DueDelivery> batch = claim(ledger, DeliveryLedger.Outcomes.NONE, now); !batch.isEmpty();
                 batch = claim(ledger, failAll(batch, now, now + 500), now)) {
                claimed.addAll(batch);
            }
            assertThat(claimed).as("every old event tried once during the outage").hasSize(3 * BATCH);
            stage(database, "fresh", "CODE-FRESH", T0 + 2000);

            List<DueDelivery> afterReturn = claim(ledger, DeliveryLedger.Outcomes.NONE, T0 + 3000);

            assertThat(afterReturn).hasSize(BATCH).extracting(DueDelivery::eventId).contains("fresh");
            assertThat(afterReturn).filteredOn(d -> d.attempts() > 0).hasSize(BATCH - 1);
        }
    }

    @ParameterizedTest
    @EnumSource(Backend.class)
    void anEventStagedWithItsDeliveriesGoesOutBesideOneARelayStillFansOut(Backend backend) throws Exception {
        try (ServerDatabase database = ServerDatabase.open(backend.newDatabase(), 2)) {
            DeliveryLedger ledger = new DeliveryLedger(database);
            EventIds ids = new EventIds(new SecureRandom(), Clock.systemUTC());
            EventStager relaying = new EventStager(ids, List.of(ENDPOINT.name()));
            EventStager admin = new EventStager(ids, List.of());
            String staged = database.inTransaction(c -> relaying.stage(c, EventTypes.VOUCHER_REVOKED, "CODE-A", null,
                    EventPayload.of(null, null), T0));
            String unpublished = database.inTransaction(c -> admin.stage(c, EventTypes.VOUCHER_REVOKED, "CODE-B", null,
                    EventPayload.of(null, null), T0 + 10));
            assertThat(count(database, "SELECT COUNT(*) FROM event_deliveries WHERE event_id = '" + staged + "' "
                    + "AND attempts = 0 AND next_attempt_at = " + T0)).as("staged with its event").isOne();
            assertThat(count(database, "SELECT COUNT(*) FROM outbound_events WHERE published_at IS NULL"))
                    .as("only the admin's event waits for a fan-out").isOne();

            List<DueDelivery> claimed = claim(ledger, DeliveryLedger.Outcomes.NONE, T0 + 100);

            assertThat(claimed).extracting(DueDelivery::eventId).containsExactly(staged, unpublished);
            assertThat(count(database, "SELECT COUNT(*) FROM event_deliveries")).isEqualTo(2);
            assertThat(count(database, "SELECT COUNT(*) FROM outbound_events WHERE published_at IS NULL")).isZero();
        }
    }

    @Test
    void onPostgresTheLeaseOfAClaimedDeliveryStaysOnItsPage() throws Exception {
        try (ServerDatabase database = ServerDatabase.open(Backend.POSTGRES.newDatabase(), 2)) {
            EventStager relaying = new EventStager(new EventIds(new SecureRandom(), Clock.systemUTC()),
                    List.of(ENDPOINT.name()));
            for (int i = 0; i < 10 * BATCH; i++) {
                long at = T0 + i;
                database.inTransaction(c -> relaying.stage(c, EventTypes.VOUCHER_REVOKED, "CODE-" + at, null,
                        EventPayload.of(null, null), at));
            }
            String pages = "SELECT string_agg(DISTINCT (ctid::text::point)[0]::text, ',') FROM event_deliveries "
                    + "WHERE created_at < " + (T0 + BATCH);
            String before = text(database, pages);

            List<DueDelivery> claimed = claim(new DeliveryLedger(database), DeliveryLedger.Outcomes.NONE, T0 + 10_000);

            assertThat(claimed).hasSize(BATCH);
            assertThat(count(database, "SELECT COUNT(*) FROM event_deliveries WHERE lease_owner IS NOT NULL"))
                    .isEqualTo(BATCH);
            assertThat(text(database, pages)).as("the leased rows' pages").isEqualTo(before);
        }
    }

    private static String text(ServerDatabase database, String sql) throws Exception {
        return database.read(c -> {
            try (PreparedStatement select = c.prepareStatement(sql); ResultSet rs = select.executeQuery()) {
                rs.next();
                return rs.getString(1);
            }
        });
    }

    private static long count(ServerDatabase database, String sql) throws Exception {
        return database.read(c -> {
            try (PreparedStatement select = c.prepareStatement(sql); ResultSet rs = select.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        });
    }

    @ParameterizedTest
    @EnumSource(Backend.class)
    void retriesGoInTheOrderTheyFellDue(Backend backend) throws Exception {
        try (ServerDatabase database = ServerDatabase.open(backend.newDatabase(), 2)) {
            DeliveryLedger ledger = new DeliveryLedger(database);
            stage(database, "early", "CODE-A", T0);
            stage(database, "late", "CODE-B", T0 + 10);
            List<DueDelivery> first = claim(ledger, DeliveryLedger.Outcomes.NONE, T0 + 100);
            assertThat(first).extracting(DueDelivery::eventId).containsExactly("early", "late");
            Map<DueDelivery, DeliveryLedger.Failure> failures = new LinkedHashMap<>();
            failures.put(first.get(0), failure(T0 + 100, T0 + 900));
            failures.put(first.get(1), failure(T0 + 100, T0 + 300));

            List<DueDelivery> retried = claim(ledger, new DeliveryLedger.Outcomes(T0 + 100, List.of(), failures, false),
                    T0 + 1000);

            assertThat(retried).extracting(DueDelivery::eventId).containsExactly("late", "early");
        }
    }

    @ParameterizedTest
    @EnumSource(Backend.class)
    void aVouchersLaterEventWaitsForItsEarlierOneHoweverTheBatchIsShared(Backend backend) throws Exception {
        try (ServerDatabase database = ServerDatabase.open(backend.newDatabase(), 2)) {
            DeliveryLedger ledger = new DeliveryLedger(database);
            stage(database, "held", "CODE-A", T0);
            List<DueDelivery> first = claim(ledger, DeliveryLedger.Outcomes.NONE, T0 + 100);
            assertThat(first).extracting(DueDelivery::eventId).containsExactly("held");
            stage(database, "captured", "CODE-A", T0 + 200);
            stage(database, "other", "CODE-B", T0 + 200);
            DeliveryLedger.Outcomes failed = new DeliveryLedger.Outcomes(T0 + 100, List.of(),
                    Map.of(first.get(0), failure(T0 + 100, T0 + 5000)), false);

            List<DueDelivery> whileEarlierWaits = claim(ledger, failed, T0 + 1000);
            assertThat(whileEarlierWaits).as("a first attempt, but its voucher's earlier event is open")
                    .extracting(DueDelivery::eventId).containsExactly("other");
            List<DueDelivery> earlierDue = claim(ledger, new DeliveryLedger.Outcomes(T0 + 1000, whileEarlierWaits,
                    Map.of(), false), T0 + 6000);
            assertThat(earlierDue).extracting(DueDelivery::eventId).containsExactly("held");
            List<DueDelivery> afterIt = claim(ledger, new DeliveryLedger.Outcomes(T0 + 6000, earlierDue, Map.of(), false),
                    T0 + 6100);
            assertThat(afterIt).extracting(DueDelivery::eventId).containsExactly("captured");
        }
    }

    @ParameterizedTest
    @EnumSource(Backend.class)
    void whenTheReceiverAnswersAgainWhatFailedOnARefusedConnectionIsDueAtOnce(Backend backend) throws Exception {
        try (ServerDatabase database = ServerDatabase.open(backend.newDatabase(), 2)) {
            DeliveryLedger ledger = new DeliveryLedger(database);
            List<String> events = List.of("refused", "answered-503", "probe");
            for (int i = 0; i < events.size(); i++) {
                stage(database, events.get(i), "CODE-" + i, T0 + i);
            }
            List<DueDelivery> first = claim(ledger, DeliveryLedger.Outcomes.NONE, T0 + 100);
            assertThat(first).extracting(DueDelivery::eventId).containsExactlyElementsOf(events);
            Map<DueDelivery, DeliveryLedger.Failure> failures = new LinkedHashMap<>();
            failures.put(first.get(0), failure(T0 + 100, T0 + 60_000));
            failures.put(first.get(1), new DeliveryLedger.Failure(T0 + 60_000, T0 + 100, "status_503", null));
            DeliveryLedger.Outcomes back = new DeliveryLedger.Outcomes(T0 + 1000, List.of(first.get(2)), failures,
                    false);
            assertThat(claim(ledger, back, T0 + 1000)).as("both wait for their backoff").isEmpty();

            DeliveryLedger.Outcomes answered = new DeliveryLedger.Outcomes(T0 + 2000, List.of(), Map.of(), true);
            List<DueDelivery> afterReturn = claim(ledger, answered, T0 + 2000);

            assertThat(afterReturn).as("the refused one is due now; the 503 keeps the time its answer set")
                    .extracting(DueDelivery::eventId).containsExactly("refused");
        }
    }

    private static List<DueDelivery> claim(DeliveryLedger ledger, DeliveryLedger.Outcomes done, long now)
            throws Exception {
        return ledger.recordAndClaim(done, List.of(ENDPOINT), ENDPOINT.name(), "node-1", now, now + 100, BATCH);
    }

    private static DeliveryLedger.Outcomes failAll(List<DueDelivery> batch, long at, long next) {
        Map<DueDelivery, DeliveryLedger.Failure> failures = new LinkedHashMap<>();
        batch.forEach(d -> failures.put(d, failure(at, next)));
        return new DeliveryLedger.Outcomes(at, List.of(), failures, false);
    }

    private static DeliveryLedger.Failure failure(long at, long next) {
        return new DeliveryLedger.Failure(next, at, DeliveryOutcome.CONNECTION, null);
    }

    private static void stage(ServerDatabase database, String id, String code, long at) throws Exception {
        database.inTransaction(c -> {
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO outbound_events (id, code, kind, "
                    + "payload, created_at) VALUES (?, ?, 'voucher.redeemed', '{}', ?)")) {
                insert.setString(1, id);
                insert.setString(2, code);
                insert.setLong(3, at);
                return insert.executeUpdate();
            }
        });
    }
}
