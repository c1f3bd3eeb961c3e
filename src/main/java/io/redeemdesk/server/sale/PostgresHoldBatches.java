package io.redeemdesk.server.sale;

import io.redeemdesk.server.db.ServerDatabase;
import io.redeemdesk.server.db.StatementBatcher;
import io.redeemdesk.server.db.Statements;
import io.redeemdesk.server.events.EventStager;
import io.redeemdesk.server.events.EventTypes;
import io.redeemdesk.server.redeem.IdempotencyRecord;
import io.redeemdesk.server.redeem.IdempotencyStore;
import io.redeemdesk.server.redeem.Reply;
import io.redeemdesk.server.redeem.Terminal;
import io.redeemdesk.server.redeem.TransitionLog;
import io.redeemdesk.server.redeem.VoucherRow;
import io.redeemdesk.server.redeem.VoucherStatus;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static io.redeemdesk.server.redeem.VerdictReplies.iso;

/**
 * The usual hold on PostgreSQL — a fresh key, a voucher free to take, the till's own open sale or a new one — for
 * all the holds a node has waiting, in one transaction of two statements instead of ten round trips each
 * ({@link StatementBatcher}). The first statement takes the vouchers with the same conditional update as
 * {@link VoucherHolds#take}, only for keys with no record yet and sales that are open and the till's (taking
 * their rows) or not there at all (opening them); the second writes the holds, transitions, events (with their
 * deliveries) and finished records of all it took. A retry is answered from its key's record, as the ordinary way
 * would. A hold the statement did not take changed nothing and runs the ordinary way ({@link HoldDesk} inside
 * {@code KeyedWrites}): a renewal, a voucher held or used elsewhere, a closed sale. A batch that fails as a whole
 * (a key or sale that another node inserted meanwhile, a deadlock over hot codes) rolls back and each of its holds
 * runs the ordinary way too.
 */
final class PostgresHoldBatches implements AutoCloseable {
    private static final int MAX_BATCH = 64;
    /** As the redemption's batches wait for company (docs/benchmarks.md): at most 3 ms more for a lone till. */
    private static final Duration LINGER = Duration.ofMillis(3);
    private static final String TAKE = "WITH input AS ("
            + " SELECT * FROM unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::bigint[],"
            + " ?::bigint[]) AS i(terminal_id, store_id, cashier_id, request_id, sale_id, code, now, until)),"
            + " existing AS (SELECT s.sale_id FROM sales s JOIN input ON s.sale_id = input.sale_id"
            + " AND s.terminal_id = input.terminal_id WHERE s.state = 'OPEN' FOR NO KEY UPDATE OF s),"
            + " took AS (UPDATE vouchers v SET status = 'LOCKED', held_by_sale = input.sale_id,"
            + " held_until = CASE WHEN v.expires_at < input.until THEN v.expires_at ELSE input.until END,"
            + " locked_at = input.now FROM input WHERE v.code = input.code AND v.status = 'UNUSED'"
            + " AND v.uses_left > 0 AND (v.expires_at IS NULL OR v.expires_at > input.now)"
            + " AND NOT EXISTS (SELECT 1 FROM idempotency_records r WHERE r.terminal_id = input.terminal_id"
            + " AND r.request_id = input.request_id)"
            + " AND (input.sale_id IN (SELECT sale_id FROM existing)"
            + " OR NOT EXISTS (SELECT 1 FROM sales s WHERE s.sale_id = input.sale_id))"
            + " RETURNING v.code, v.template_id, v.status, v.locked_by, v.used_at, v.used_by_terminal,"
            + " v.used_by_request, v.expires_at, v.uses_left, v.uses_total, v.held_by_sale, v.locked_at,"
            + " v.held_until, input.terminal_id, input.store_id, input.cashier_id, input.request_id, input.sale_id,"
            + " input.now),"
            + " opened AS (" + SaleRows.INSERT + " SELECT DISTINCT ON (sale_id) sale_id, terminal_id, store_id,"
            + " cashier_id, 'OPEN', now FROM took WHERE sale_id NOT IN (SELECT sale_id FROM existing)"
            + " ON CONFLICT DO NOTHING RETURNING sale_id)"
            + " SELECT input.terminal_id, input.request_id, v.code IS NULL"
            + " OR v.sale_id IN (SELECT sale_id FROM existing) OR v.sale_id IN (SELECT sale_id FROM opened), "
            + VoucherRow.COLUMNS + ", " + IdempotencyStore.columns("earlier.") + " FROM input"
            + " LEFT JOIN took v ON v.terminal_id = input.terminal_id AND v.request_id = input.request_id"
            + " LEFT JOIN voucher_templates t ON t.id = v.template_id"
            + " LEFT JOIN LATERAL (SELECT v.terminal_id) s ON TRUE"
            + " LEFT JOIN idempotency_records earlier ON v.code IS NULL"
            + " AND earlier.terminal_id = input.terminal_id AND earlier.request_id = input.request_id";
    /** The first column of the voucher taken ({@link VoucherRow#COLUMNS}; its sale is the till's own). */
    private static final int TAKEN = 4;
    /** The first column of the earlier delivery's record in {@link #TAKE}'s result. */
    private static final int EARLIER = 20;

    private static final String FINISH = "WITH input AS ("
            + " SELECT * FROM unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::bigint[], ?::bigint[],"
            + " ?::bigint[], ?::text[], ?::text[], ?::text[], ?::int[], ?::text[], ?::text[]) AS i(terminal_id,"
            + " request_id, fingerprint, sale_id, code, now, until, expires_at, detail, event_id, payload, status,"
            + " body, outcome)),"
            + " held AS (" + HoldRows.INSERT + " SELECT sale_id, code, 'HELD', now, until FROM input "
            + HoldRows.HELD_AGAIN + "),"
            + " logged AS (" + TransitionLog.insertInto("detail")
            + " SELECT code, 'UNUSED', 'LOCKED', request_id, terminal_id, now, detail FROM input),"
            + " event AS (" + EventStager.INSERT + " SELECT event_id, code, request_id, '" + EventTypes.VOUCHER_HELD
            + "', payload, now, " + EventStager.publishedAt("now") + " FROM input RETURNING id, code, created_at),"
            + " fanned AS (" + EventStager.deliveriesOf("event") + "),"
            + " rec AS (" + IdempotencyStore.INSERT_ANSWERED + " SELECT terminal_id, request_id, fingerprint,"
            + " 'SUCCEEDED', code, now, expires_at, status, body, outcome FROM input)"
            + " SELECT COUNT(*) FROM input";

    /** One hold: who asks, under which key and fingerprint, for which sale and voucher, when, leased until when. */
    record HoldJob(Terminal terminal, String key, String fingerprint, String saleId, String code, String cashierId,
                   long now, long recordExpiresAt, long until) {
    }

    private final ServerDatabase database;
    private final EventStager stager;
    private final SaleReplies replies;
    private final StatementBatcher<HoldJob, Optional<Reply>> batcher;

    PostgresHoldBatches(ServerDatabase database, EventStager stager, SaleReplies replies) {
        this.database = database;
        this.stager = stager;
        this.replies = replies;
        this.batcher = new StatementBatcher<>("sale-holds", MAX_BATCH, LINGER, this::holdAll, this::holdAlone,
                job -> List.of(job.terminal().id(), job.key()));
    }

    /** The hold's answer, or empty when it was not the usual case and must run the ordinary way. */
    Optional<Reply> hold(HoldJob job) throws SQLException {
        VoucherStatus.UNUSED.checkMove(VoucherStatus.LOCKED);
        return batcher.run(job);
    }

    private Optional<Reply> holdAlone(HoldJob job) {
        try {
            return holdAll(List.of(job)).get(0);
        } catch (SQLException e) {
            return Optional.empty();
        }
    }

    /** The batch: one answer per job, in order, empty for each hold left to the ordinary way. */
    List<Optional<Reply>> holdAll(List<HoldJob> jobs) throws SQLException {
        return database.inTransaction(c -> {
            List<Finished> finished = new ArrayList<>();
            Map<List<String>, Reply> answers = new HashMap<>();
            for (Taken taken : take(c, jobs)) {
                HoldJob job = taken.job();
                if (taken.earlier() != null) {
                    answers.put(List.of(job.terminal().id(), job.key()),
                            replies.verdicts().retryOf(taken.earlier(), job.fingerprint()));
                    continue;
                }
                long until = taken.voucher().hold().until();
                finished.add(new Finished(job, until, replies.held(job.saleId(), taken.voucher(), until),
                        SaleEvents.heldEvent(job.terminal(), job.key(), job.saleId(), taken.voucher(), until,
                                job.now()).payload().json()));
            }
            if (!finished.isEmpty()) {
                finish(c, finished);
            }
            finished.forEach(f -> answers.put(List.of(f.job().terminal().id(), f.job().key()), f.reply()));
            return jobs.stream().map(job -> Optional.ofNullable(answers.get(List.of(job.terminal().id(),
                    job.key())))).toList();
        });
    }

    /** A hold taken, with its lease's end, its answer and its event's payload. */
    private record Finished(HoldJob job, long until, Reply reply, String payload) {
    }

    /** The taken holds' rows, transitions, events and finished records, in one statement. */
    private void finish(Connection c, List<Finished> finished) throws SQLException {
        try (PreparedStatement finish = c.prepareStatement(FINISH)) {
            finish.setArray(1, Statements.array(c, "text", finished, f -> f.job().terminal().id()));
            finish.setArray(2, Statements.array(c, "text", finished, f -> f.job().key()));
            finish.setArray(3, Statements.array(c, "text", finished, f -> f.job().fingerprint()));
            finish.setArray(4, Statements.array(c, "text", finished, f -> f.job().saleId()));
            finish.setArray(5, Statements.array(c, "text", finished, f -> f.job().code()));
            finish.setArray(6, Statements.array(c, "int8", finished, f -> f.job().now()));
            finish.setArray(7, Statements.array(c, "int8", finished, Finished::until));
            finish.setArray(8, Statements.array(c, "int8", finished, f -> f.job().recordExpiresAt()));
            finish.setArray(9, Statements.array(c, "text", finished, f -> "held for sale " + f.job().saleId()
                    + " until " + iso(f.until())));
            finish.setArray(10, Statements.array(c, "text", finished, f -> stager.newId()));
            finish.setArray(11, Statements.array(c, "text", finished, Finished::payload));
            finish.setArray(12, Statements.array(c, "int4", finished, f -> f.reply().status()));
            finish.setArray(13, Statements.array(c, "text", finished, f -> f.reply().body()));
            finish.setArray(14, Statements.array(c, "text", finished, f -> f.reply().outcome()));
            finish.setBoolean(15, stager.stagesDeliveries());
            finish.setArray(16, stager.endpoints(c));
            finish.executeQuery().close();
        }
    }

    /**
     * What the statement found for one job: the voucher it took, as it is now, or the record of an earlier delivery
     * of the key (a retry, answered from it as the ordinary way would); neither for the other holds.
     */
    private record Taken(HoldJob job, VoucherRow voucher, IdempotencyRecord earlier) {
    }

    private List<Taken> take(Connection c, List<HoldJob> jobs) throws SQLException {
        try (PreparedStatement take = c.prepareStatement(TAKE)) {
            take.setArray(1, Statements.array(c, "text", jobs, j -> j.terminal().id()));
            take.setArray(2, Statements.array(c, "text", jobs, j -> j.terminal().storeId()));
            take.setArray(3, Statements.array(c, "text", jobs, HoldJob::cashierId));
            take.setArray(4, Statements.array(c, "text", jobs, HoldJob::key));
            take.setArray(5, Statements.array(c, "text", jobs, HoldJob::saleId));
            take.setArray(6, Statements.array(c, "text", jobs, HoldJob::code));
            take.setArray(7, Statements.array(c, "int8", jobs, HoldJob::now));
            take.setArray(8, Statements.array(c, "int8", jobs, HoldJob::until));
            Map<List<String>, HoldJob> byKey = new HashMap<>();
            jobs.forEach(job -> byKey.put(List.of(job.terminal().id(), job.key()), job));
            List<Taken> taken = new ArrayList<>();
            try (ResultSet rs = take.executeQuery()) {
                while (rs.next()) {
                    if (!rs.getBoolean(3)) {
                        throw new SQLException("a sale of the batch was opened by another request meanwhile");
                    }
                    HoldJob job = byKey.get(List.of(rs.getString(1), rs.getString(2)));
                    Optional<VoucherRow> voucher = VoucherRow.read(rs, TAKEN);
                    if (voucher.isPresent()) {
                        taken.add(new Taken(job, voucher.get(), null));
                    } else if (rs.getString(EARLIER) != null) {
                        taken.add(new Taken(job, null, IdempotencyStore.read(rs, EARLIER)));
                    }
                }
            }
            return taken;
        }
    }

    @Override
    public void close() {
        batcher.close();
    }
}
