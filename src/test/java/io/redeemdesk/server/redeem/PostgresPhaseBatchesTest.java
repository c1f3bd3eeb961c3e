package io.redeemdesk.server.redeem;

import io.redeemdesk.protocol.RedemptionRequest;
import io.redeemdesk.server.Backend;
import io.redeemdesk.server.admin.IssuedVoucher;
import io.redeemdesk.server.admin.VoucherIssuer;
import io.redeemdesk.server.db.ServerDatabase;
import io.redeemdesk.server.events.EventIds;
import io.redeemdesk.server.events.EventStager;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.util.List;
import java.util.UUID;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The batched phase statements on a real PostgreSQL, with batches built by hand so that the hard cases are
 * certainly in one statement: two requests for one voucher, and one request_id sent by two terminals.
 */
class PostgresPhaseBatchesTest {
    private static final Terminal TILL_A = new Terminal("TILL-A", "STORE-1");
    private static final Terminal TILL_B = new Terminal("TILL-B", "STORE-1");

    private ServerDatabase database;
    private PostgresPhaseBatches batches;
    private List<String> codes;

    @BeforeEach
    void open() throws SQLException {
        database = ServerDatabase.open(Backend.POSTGRES.newDatabase(), 4);
        batches = new PostgresPhaseBatches(database,
                new RedemptionLedger(new EventStager(new EventIds(new SecureRandom(), Clock.systemUTC()), List.of())));
        VoucherIssuer issuer = new VoucherIssuer(database, new SecureRandom(), Clock.systemUTC());
        VoucherIssuer.Template template = new VoucherIssuer.Template("T", "Ten euro", 1000, "EUR", null);
        issuer.createTemplate(template);
        codes = issuer.issue(template, 3).stream().map(IssuedVoucher::code).collect(Collectors.toList());
    }

    @AfterEach
    void close() {
        batches.close();
        database.close();
    }

    private static PostgresPhaseBatches.TakeJob take(Terminal terminal, String requestId, String code) {
        long now = System.currentTimeMillis();
        return new PostgresPhaseBatches.TakeJob(terminal, requestId, "fp-" + requestId, code, now, now + 86_400_000L);
    }

    @Test
    void twoRequestsForOneVoucherInOneBatchLetExactlyOneTakeIt() throws SQLException {
        String first = UUID.randomUUID().toString();
        String second = UUID.randomUUID().toString();
        String other = UUID.randomUUID().toString();

        List<PhaseSql.Taken> taken = batches.takeAll(List.of(take(TILL_A, first, codes.get(0)),
                take(TILL_B, second, codes.get(0)), take(TILL_A, other, codes.get(1))));

        assertThat(taken).allMatch(PhaseSql.Taken::recordInserted);
        assertThat(taken.get(0).voucherTaken() ^ taken.get(1).voucherTaken()).isTrue();
        assertThat(taken.get(2).voucherTaken()).isTrue();
        String winner = taken.get(0).voucherTaken() ? first : second;
        assertThat(scalar("SELECT locked_by FROM vouchers WHERE code = ?", codes.get(0))).isEqualTo(winner);
        assertThat(scalar("SELECT COUNT(*) FROM voucher_transitions WHERE code = ? AND to_status = 'LOCKED'",
                codes.get(0))).isEqualTo("1");
    }

    @Test
    void oneRequestIdFromTwoTerminalsIsTwoRecordsAndOneWinner() throws SQLException {
        String shared = UUID.randomUUID().toString();

        List<PhaseSql.Taken> taken = batches.takeAll(List.of(take(TILL_A, shared, codes.get(0)),
                take(TILL_B, shared, codes.get(0))));

        assertThat(taken).allMatch(PhaseSql.Taken::recordInserted);
        assertThat(taken.stream().filter(PhaseSql.Taken::voucherTaken).count()).isEqualTo(1);
        assertThat(scalar("SELECT COUNT(*) FROM idempotency_records WHERE request_id = ?", shared)).isEqualTo("2");
    }

    @Test
    void aBatchFinishesOnlyTheRequestsThatHoldTheirLock() throws SQLException {
        String holder = UUID.randomUUID().toString();
        String stranger = UUID.randomUUID().toString();
        List<PhaseSql.Taken> taken = batches.takeAll(List.of(take(TILL_A, holder, codes.get(0)),
                take(TILL_B, stranger, codes.get(2))));
        assertThat(taken).allMatch(PhaseSql.Taken::voucherTaken);
        database.read(c -> {
            try (PreparedStatement steal = c.prepareStatement(
                    "UPDATE vouchers SET locked_by = 'someone-else' WHERE code = ?")) {
                steal.setString(1, codes.get(2));
                return steal.executeUpdate();
            }
        });

        List<PostgresPhaseSql.Finished> finished = batches.finishAll(List.of(finish(TILL_A, holder, codes.get(0)),
                finish(TILL_B, stranger, codes.get(2))));

        assertThat(finished.get(0)).isEqualTo(new PostgresPhaseSql.Finished(true, true));
        assertThat(finished.get(1)).isEqualTo(new PostgresPhaseSql.Finished(false, false));
        assertThat(scalar("SELECT request_id FROM redemptions WHERE code = ?", codes.get(0))).isEqualTo(holder);
        assertThat(scalar("SELECT COUNT(*) FROM redemptions WHERE code = ?", codes.get(2))).isEqualTo("0");
        assertThat(scalar("SELECT COUNT(*) FROM outbound_events WHERE request_id = ? AND published_at IS NULL",
                holder)).as("no webhook here: left for a relaying node to fan out").isEqualTo("1");
        assertThat(scalar("SELECT COUNT(*) FROM event_deliveries WHERE code = ?", codes.get(0))).isEqualTo("0");
        assertThat(scalar("SELECT state FROM idempotency_records WHERE request_id = ?", holder))
                .isEqualTo("SUCCEEDED");
        assertThat(scalar("SELECT state FROM idempotency_records WHERE request_id = ?", stranger))
                .isEqualTo("PROCESSING");
    }

    @Test
    void aRetryInALaterBatchGetsTheEarlierDeliverysStoredRecordFromThePhaseOneStatement() throws SQLException {
        String done = UUID.randomUUID().toString();
        String pending = UUID.randomUUID().toString();
        batches.takeAll(List.of(take(TILL_A, done, codes.get(0)), take(TILL_A, pending, codes.get(1))));
        batches.finishAll(List.of(finish(TILL_A, done, codes.get(0))));

        List<PhaseSql.Taken> retried = batches.takeAll(List.of(take(TILL_A, done, codes.get(0)),
                take(TILL_A, pending, codes.get(1)), take(TILL_B, done, codes.get(2))));

        assertThat(retried.get(0).recordInserted()).isFalse();
        assertThat(retried.get(0).earlier().replay()).isEqualTo(
                new Reply(201, "{\"verdict\":\"REDEEMED\"}", true, 0, "REDEEMED"));
        assertThat(retried.get(0).earlier().fingerprint()).isEqualTo("fp-" + done);
        assertThat(retried.get(1).earlier().state()).isEqualTo(IdempotencyRecord.State.PROCESSING);
        assertThat(retried.get(2).recordInserted()).as("the same request_id from another terminal is new").isTrue();
        assertThat(retried.get(2).earlier()).isNull();
    }

    @Test
    void aRelayingNodesFinishingStatementsStageEachEventsDeliveriesWithIt() throws SQLException {
        RedemptionLedger relaying = new RedemptionLedger(new EventStager(new EventIds(new SecureRandom(),
                Clock.systemUTC()), List.of("erp", "crm")));
        String batched = UUID.randomUUID().toString();
        String alone = UUID.randomUUID().toString();
        try (PostgresPhaseBatches withHooks = new PostgresPhaseBatches(database, relaying)) {
            withHooks.takeAll(List.of(take(TILL_A, batched, codes.get(0)), take(TILL_A, alone, codes.get(1))));
            withHooks.finishAll(List.of(finish(TILL_A, batched, codes.get(0))));
            PostgresPhaseBatches.FinishJob job = finish(TILL_A, alone, codes.get(1));
            database.read(c -> new PostgresPhaseSql(relaying).finishRows(c, job.terminal(), job.requestId(),
                    job.voucher(), job.request(), job.reply(), job.now()));
        }

        for (String requestId : List.of(batched, alone)) {
            assertThat(scalar("SELECT string_agg(d.endpoint, ',' ORDER BY d.endpoint) FROM outbound_events e "
                    + "JOIN event_deliveries d ON d.event_id = e.id AND d.code = e.code AND d.attempts = 0 "
                    + "AND d.next_attempt_at = e.created_at WHERE e.request_id = ? AND e.published_at = e.created_at",
                    requestId)).as(requestId).isEqualTo("crm,erp");
        }
    }

    private static PostgresPhaseBatches.FinishJob finish(Terminal terminal, String requestId, String code) {
        VoucherRow voucher = new VoucherRow(code, VoucherStatus.LOCKED, requestId, null, null, null, null, "Ten euro",
                1000, "EUR", 1, 1, null);
        RedemptionRequest request = new RedemptionRequest(code, terminal.storeId(), terminal.id(), "cashier-1",
                "2026-11-29T10:15:30Z", false);
        return new PostgresPhaseBatches.FinishJob(terminal, requestId, voucher, request,
                Reply.fresh(201, "{\"verdict\":\"REDEEMED\"}", "REDEEMED"), System.currentTimeMillis());
    }

    @Test
    void theBatchPoolPlansThePhaseOneStatementOnceWhereThePlainPoolReplansIt() throws SQLException {
        VoucherIssuer issuer = new VoucherIssuer(database, new SecureRandom(), Clock.systemUTC());
        VoucherIssuer.Template template = new VoucherIssuer.Template("P", "Five euro", 500, "EUR", null);
        issuer.createTemplate(template);
        List<String> more = issuer.issue(template, 40).stream().map(IssuedVoucher::code)
                .collect(Collectors.toList());

        long[] batchPool = database.readPlannedOnce(c -> plansAfterTenBatches(c, more.subList(0, 20)));
        long[] plainPool = database.read(c -> plansAfterTenBatches(c, more.subList(20, 40)));

        assertThat(batchPool[0]).as("custom plans on the batch pool").isZero();
        assertThat(batchPool[1]).as("generic plans on the batch pool").isPositive();
        assertThat(plainPool[0]).as("custom plans on the plain pool: PostgreSQL re-plans this statement by itself")
                .isPositive();
    }

    /** Runs ten two-request phase-1 batches on {@code c}; returns its prepared TAKE's {custom, generic} plans. */
    private long[] plansAfterTenBatches(Connection c, List<String> twenty) throws SQLException {
        for (int i = 0; i < 20; i += 2) {
            batches.takeAll(c, List.of(take(TILL_A, UUID.randomUUID().toString(), twenty.get(i)),
                    take(TILL_B, UUID.randomUUID().toString(), twenty.get(i + 1))));
        }
        try (PreparedStatement plans = c.prepareStatement("SELECT custom_plans, generic_plans "
                + "FROM pg_prepared_statements WHERE statement LIKE 'WITH input AS%'");
             ResultSet rs = plans.executeQuery()) {
            assertThat(rs.next()).as("the driver prepared the statement on the server").isTrue();
            return new long[] {rs.getLong(1), rs.getLong(2)};
        }
    }

    private String scalar(String sql, String arg) throws SQLException {
        return database.read(c -> {
            try (PreparedStatement select = c.prepareStatement(sql)) {
                select.setString(1, arg);
                try (ResultSet rs = select.executeQuery()) {
                    rs.next();
                    return rs.getString(1);
                }
            }
        });
    }
}
