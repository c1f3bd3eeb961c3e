package io.redeemdesk.server.redeem;

import io.redeemdesk.protocol.RedemptionRequest;
import io.redeemdesk.server.events.EventStager;
import io.redeemdesk.server.db.ServerDatabase;
import io.redeemdesk.server.db.StatementBatcher;
import io.redeemdesk.server.db.Statements;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Phases 1 and 2-3 on PostgreSQL, each one statement for all the requests a node has waiting: the same
 * data-modifying CTEs as {@link PostgresPhaseSql}, over arrays. Every row keeps its own meaning — its own
 * idempotency insert, its own conditional {@code UPDATE … WHERE status = 'UNUSED'} — so two requests for one
 * voucher in one batch still let exactly one take it; the join that reports the winner matches terminal,
 * request_id and code. A batch that fails as a whole runs again request by request through
 * {@link PostgresPhaseSql}.
 */
final class PostgresPhaseBatches implements AutoCloseable {
    private static final int MAX_BATCH = 64;
    /**
     * How long a batch waits for company after its first request. Each statement costs PostgreSQL a fixed start-up
     * and commit on top of its rows, so fewer, larger statements leave more CPU for everything else; on 2 cores
     * with 3 nodes and 64 clients the p99 fell from 51-53 ms to 38-45 ms (docs/benchmarks.md#server-bench-server). At the counter,
     * with one till, it adds at most 6 ms (two phases) to a redemption.
     */
    private static final Duration LINGER = Duration.ofMillis(3);
    /** The first column of the earlier delivery's record in {@link #TAKE}'s result. */
    private static final int EARLIER = 8;

    private static final String TAKE = "WITH input AS ("
            + " SELECT * FROM unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::bigint[], ?::bigint[])"
            + " AS i(terminal_id, request_id, fingerprint, code, now, expires_at)),"
            + " rec AS (" + IdempotencyStore.INSERT
            + " SELECT terminal_id, request_id, fingerprint, 'PROCESSING', code, now, expires_at FROM input"
            + " ON CONFLICT DO NOTHING RETURNING terminal_id, request_id, code, created_at),"
            + " took AS (UPDATE vouchers v SET status = 'LOCKED', locked_by = rec.request_id,"
            + " locked_at = rec.created_at FROM rec WHERE v.code = rec.code AND v.status = 'UNUSED'"
            + " AND (v.expires_at IS NULL OR v.expires_at > rec.created_at)"
            + " RETURNING v.code, rec.terminal_id, rec.request_id, rec.created_at, v.template_id, v.expires_at,"
            + " v.uses_left, v.uses_total),"
            + " logged AS (" + TransitionLog.insertInto()
            + " SELECT code, 'UNUSED', 'LOCKED', request_id, terminal_id, created_at FROM took)"
            + " SELECT input.terminal_id, input.request_id, rec.request_id IS NOT NULL, took.template_id,"
            + " took.expires_at, took.uses_left, took.uses_total, " + IdempotencyStore.columns("earlier.")
            + " FROM input"
            + " LEFT JOIN rec ON rec.terminal_id = input.terminal_id AND rec.request_id = input.request_id"
            + " LEFT JOIN took ON took.terminal_id = input.terminal_id AND took.request_id = input.request_id"
            + " AND took.code = input.code"
            + " LEFT JOIN idempotency_records earlier ON rec.request_id IS NULL"
            + " AND earlier.terminal_id = input.terminal_id AND earlier.request_id = input.request_id";
    private static final String FINISH = "WITH input AS ("
            + " SELECT * FROM unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::bigint[], ?::bigint[],"
            + " ?::int[], ?::text[], ?::text[], ?::int[], ?::text[], ?::text[]) AS i(code, request_id, terminal_id,"
            + " store_id, cashier_id, value_cents, now, offline, event_id, payload, status, body, outcome)),"
            + " used AS (UPDATE vouchers v SET " + UseTaken.SET + ", used_at = input.now,"
            + " used_by_terminal = input.terminal_id, used_by_store = input.store_id,"
            + " used_by_request = input.request_id FROM input WHERE v.code = input.code AND v.status = 'LOCKED'"
            + " AND v.uses_left > 0 AND v.locked_by = input.request_id"
            + " RETURNING input.*, v.status AS to_status, v.uses_total - v.uses_left AS use_no),"
            + " ledger AS (" + RedemptionLedger.insertInto()
            + " SELECT code, use_no, request_id, terminal_id, store_id, cashier_id, value_cents, now, offline"
            + " FROM used RETURNING code, " + RedemptionCounts.RETURNED + "),"
            + RedemptionCounts.countLedgerRows("ledger")
            + " event AS (" + EventStager.INSERT
            + " SELECT used.event_id, used.code, used.request_id, '" + RedemptionLedger.EVENT_KIND + "',"
            + " used.payload, used.now, " + EventStager.publishedAt("used.now")
            + " FROM used JOIN ledger ON ledger.code = used.code RETURNING id, code, created_at),"
            + " fanned AS (" + EventStager.deliveriesOf("event") + "),"
            + " logged AS (" + TransitionLog.insertInto()
            + " SELECT code, 'LOCKED', to_status, request_id, terminal_id, now FROM used),"
            + " rec AS (UPDATE idempotency_records r SET state = 'SUCCEEDED', response_status = used.status,"
            + " response_body = used.body, outcome = used.outcome FROM used WHERE r.terminal_id = used.terminal_id"
            + " AND r.request_id = used.request_id AND r.state = 'PROCESSING' RETURNING r.terminal_id,"
            + " r.request_id)"
            + " SELECT input.terminal_id, input.request_id, used.code IS NOT NULL, rec.request_id IS NOT NULL"
            + " FROM input LEFT JOIN used ON used.terminal_id = input.terminal_id"
            + " AND used.request_id = input.request_id"
            + " LEFT JOIN rec ON rec.terminal_id = input.terminal_id AND rec.request_id = input.request_id";

    /** Phase 1 of one request. */
    record TakeJob(Terminal terminal, String requestId, String fingerprint, String code, long now,
                   long recordExpiresAt) {
    }

    /** Phases 2-3 of one request. */
    record FinishJob(Terminal terminal, String requestId, VoucherRow voucher, RedemptionRequest request,
                     Reply reply, long now) {
    }

    private final ServerDatabase database;
    private final RedemptionLedger ledger;
    private final PostgresPhaseSql alone;
    private final StatementBatcher<TakeJob, PhaseSql.Taken> takes;
    private final StatementBatcher<FinishJob, PostgresPhaseSql.Finished> finishes;

    PostgresPhaseBatches(ServerDatabase database, RedemptionLedger ledger) {
        this.database = database;
        this.ledger = ledger;
        this.alone = new PostgresPhaseSql(ledger);
        this.takes = new StatementBatcher<>("phase-1", MAX_BATCH, LINGER, this::takeAll,
                job -> database.readPlannedOnce(c -> alone.take(c, job.terminal(), job.requestId(), job.fingerprint(),
                        job.code(), job.now(), job.recordExpiresAt())),
                job -> List.of(job.terminal().id(), job.requestId()));
        this.finishes = new StatementBatcher<>("phase-3", MAX_BATCH, LINGER, this::finishAll,
                job -> database.readPlannedOnce(c -> alone.finishRows(c, job.terminal(), job.requestId(), job.voucher(),
                        job.request(), job.reply(), job.now())),
                job -> List.of(job.terminal().id(), job.requestId()));
    }

    PhaseSql.Taken take(TakeJob job) throws SQLException {
        VoucherStatus.UNUSED.checkMove(VoucherStatus.LOCKED);
        return takes.run(job);
    }

    /** Phases 2-3; false, having changed nothing, when the voucher is no longer locked by this request. */
    boolean finish(FinishJob job) throws SQLException {
        VoucherStatus.LOCKED.checkMove(VoucherStatus.USED);
        VoucherStatus.LOCKED.checkMove(VoucherStatus.UNUSED);
        return finishes.run(job).checked(job.requestId());
    }

    List<PhaseSql.Taken> takeAll(List<TakeJob> jobs) throws SQLException {
        return database.readPlannedOnce(c -> takeAll(c, jobs));
    }

    List<PhaseSql.Taken> takeAll(Connection c, List<TakeJob> jobs) throws SQLException {
        try (PreparedStatement take = c.prepareStatement(TAKE)) {
            take.setArray(1, Statements.array(c, "text", jobs, j -> j.terminal().id()));
            take.setArray(2, Statements.array(c, "text", jobs, TakeJob::requestId));
            take.setArray(3, Statements.array(c, "text", jobs, TakeJob::fingerprint));
            take.setArray(4, Statements.array(c, "text", jobs, TakeJob::code));
            take.setArray(5, Statements.array(c, "int8", jobs, TakeJob::now));
            take.setArray(6, Statements.array(c, "int8", jobs, TakeJob::recordExpiresAt));
            Map<List<String>, PhaseSql.Taken> byKey = new HashMap<>();
            try (ResultSet rs = take.executeQuery()) {
                while (rs.next()) {
                    long expiresAt = rs.getLong(5);
                    Long expiry = rs.wasNull() ? null : expiresAt;
                    IdempotencyRecord earlier = rs.getString(EARLIER) == null ? null
                            : IdempotencyStore.read(rs, EARLIER);
                    byKey.put(List.of(rs.getString(1), rs.getString(2)),
                            new PhaseSql.Taken(rs.getBoolean(3), rs.getString(4), expiry, rs.getInt(6),
                                    rs.getInt(7), earlier));
                }
            }
            List<PhaseSql.Taken> results = new ArrayList<>(jobs.size());
            for (TakeJob job : jobs) {
                results.add(found(byKey, List.of(job.terminal().id(), job.requestId())));
            }
            return results;
        }
    }

    List<PostgresPhaseSql.Finished> finishAll(List<FinishJob> jobs) throws SQLException {
        return database.readPlannedOnce(c -> {
            try (PreparedStatement finish = c.prepareStatement(FINISH)) {
                finish.setArray(1, Statements.array(c, "text", jobs, j -> j.voucher().code()));
                finish.setArray(2, Statements.array(c, "text", jobs, FinishJob::requestId));
                finish.setArray(3, Statements.array(c, "text", jobs, j -> j.terminal().id()));
                finish.setArray(4, Statements.array(c, "text", jobs, j -> j.terminal().storeId()));
                finish.setArray(5, Statements.array(c, "text", jobs, j -> j.request().cashierId()));
                finish.setArray(6, Statements.array(c, "int8", jobs, j -> j.voucher().valueCents()));
                finish.setArray(7, Statements.array(c, "int8", jobs, FinishJob::now));
                finish.setArray(8, Statements.array(c, "int4", jobs, j -> j.request().offline() ? 1 : 0));
                finish.setArray(9, Statements.array(c, "text", jobs, j -> ledger.stager().newId()));
                finish.setArray(10, Statements.array(c, "text", jobs,
                        j -> RedemptionLedger.eventPayload(j.terminal(), j.voucher(), j.request().cashierId(),
                                j.request().offline()).json()));
                finish.setArray(11, Statements.array(c, "int4", jobs, j -> j.reply().status()));
                finish.setArray(12, Statements.array(c, "text", jobs, j -> j.reply().body()));
                finish.setArray(13, Statements.array(c, "text", jobs, j -> j.reply().outcome()));
                finish.setBoolean(14, ledger.stager().stagesDeliveries());
                finish.setArray(15, ledger.stager().endpoints(c));
                Map<List<String>, PostgresPhaseSql.Finished> byKey = new HashMap<>();
                try (ResultSet rs = finish.executeQuery()) {
                    while (rs.next()) {
                        byKey.put(List.of(rs.getString(1), rs.getString(2)),
                                new PostgresPhaseSql.Finished(rs.getBoolean(3), rs.getBoolean(4)));
                    }
                }
                List<PostgresPhaseSql.Finished> results = new ArrayList<>(jobs.size());
                for (FinishJob job : jobs) {
                    results.add(found(byKey, List.of(job.terminal().id(), job.requestId())));
                }
                return results;
            }
        });
    }

    private static <T> T found(Map<List<String>, T> byKey, List<String> key) throws SQLException {
        T result = byKey.get(key);
        if (result == null) {
            throw new SQLException("the batched statement returned no row for request " + key.get(1));
        }
        return result;
    }

    @Override
    public void close() {
        takes.close();
        finishes.close();
    }
}
