package io.redeemdesk.server.redeem;

import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.server.db.ServerDatabase;
import io.redeemdesk.server.events.EventPayload;
import io.redeemdesk.server.events.EventStager;
import io.redeemdesk.server.events.EventTypes;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Repairs what a node left behind when it died mid-redemption, gives back vouchers whose sale's hold outlived its
 * lease ({@link HoldLapses}: a till that died with an open sale), and ages vouchers. A voucher LOCKED longer than
 * the lock timeout goes back to UNUSED when it has no ledger row and is finished to USED when it has one; an
 * idempotency record stuck in processing is removed (the client's retry starts clean) or, when its redemption
 * is in the ledger, completed with the redeemed response. A sale's hold is not a request's lock: its lease, not
 * the lock timeout, decides when it ends. The expiry scan only takes UNUSED vouchers, never a held or locked one. Every step is a conditional update in its own
 * transaction, so sweepers on several nodes can run at once; each repair is a transition with actor
 * {@value #ACTOR} and a log line. An expiry stages a {@code voucher.expired} event in its transaction.
 */
public final class Sweeper {
    public static final String ACTOR = "sweeper";
    private static final Logger LOG = LoggerFactory.getLogger(Sweeper.class);

    private final ServerDatabase database;
    private final IdempotencyStore records;
    private final RedemptionLedger ledger;
    private final TransitionLog transitions;
    private final VerdictReplies replies;
    private final EventStager events;
    private final Clock clock;
    private final Duration lockTimeout;
    private final HoldLapses holds;

    public Sweeper(ServerDatabase database, IdempotencyStore records, RedemptionLedger ledger,
                   TransitionLog transitions, VerdictReplies replies, EventStager events, Clock clock,
                   Duration lockTimeout) {
        this.database = database;
        this.records = records;
        this.ledger = ledger;
        this.transitions = transitions;
        this.replies = replies;
        this.events = events;
        this.clock = clock;
        this.lockTimeout = lockTimeout;
        this.holds = new HoldLapses(database, transitions, events);
    }

    /** What one sweep did. */
    public record Result(int released, int finished, int recordsRemoved, int recordsCompleted, int expired,
                         int reaped, int holdsReleased) {
        public int total() {
            return released + finished + recordsRemoved + recordsCompleted + expired + reaped + holdsReleased;
        }
    }

    public Result sweep() throws SQLException {
        long now = clock.millis();
        long cutoff = now - lockTimeout.toMillis();
        int released = 0;
        int finished = 0;
        for (LockedVoucher locked : lockedBefore(cutoff)) {
            Optional<RedemptionLedger.Entry> entry = database.read(c -> ledger.find(c, locked.code(),
                    locked.requestId()));
            if (entry.isEmpty()) {
                released += database.inTransaction(c -> release(c, locked.code(), locked.requestId(), now)) ? 1 : 0;
            } else {
                finished += database.inTransaction(c -> finishToUsed(c, entry.get(), now)) ? 1 : 0;
            }
        }
        int holdsReleased = holds.releaseLapsed(now);
        int removed = 0;
        int completed = 0;
        for (IdempotencyRecord stuck : database.read(c -> records.processingSince(c, cutoff))) {
            Boolean done = database.inTransaction(c -> resolve(c, stuck));
            if (done != null) {
                completed += done ? 1 : 0;
                removed += done ? 0 : 1;
            }
        }
        int expired = expire(now);
        int reaped = database.inTransaction(c -> records.reapExpired(c, now));
        Result result = new Result(released, finished, removed, completed, expired, reaped, holdsReleased);
        if (result.total() > 0) {
            LOG.info("sweep: {} locks released, {} finished to USED, {} stuck records removed, {} completed, "
                    + "{} vouchers expired, {} old records reaped, {} holds past their lease released", released,
                    finished, removed, completed, expired, reaped, holdsReleased);
        }
        return result;
    }

    /** A voucher left LOCKED by a redemption: its code and the request that locked it. */
    private record LockedVoucher(String code, String requestId) {
    }

    private List<LockedVoucher> lockedBefore(long cutoff) throws SQLException {
        return database.read(c -> {
            try (PreparedStatement select = c.prepareStatement(
                    "SELECT code, locked_by FROM vouchers WHERE status = 'LOCKED' AND locked_at < ? "
                            + "AND held_by_sale IS NULL")) {
                select.setLong(1, cutoff);
                List<LockedVoucher> found = new ArrayList<>();
                try (ResultSet rs = select.executeQuery()) {
                    while (rs.next()) {
                        found.add(new LockedVoucher(rs.getString(1), rs.getString(2)));
                    }
                }
                return found;
            }
        });
    }

    private boolean release(Connection c, String code, String requestId, long now) throws SQLException {
        if (!VoucherLock.release(c, code, requestId)) {
            return false;
        }
        transitions.record(c, new TransitionLog.Entry(code, VoucherStatus.LOCKED, VoucherStatus.UNUSED, requestId,
                ACTOR, now, "locked longer than " + lockTimeout + " with no ledger row"));
        Optional<IdempotencyRecord> record = records.findProcessing(c, requestId, code);
        if (record.isPresent()) {
            records.deleteProcessing(c, record.get().terminalId(), requestId);
        }
        LOG.warn("sweeper released voucher {} locked by {} (no ledger row)", VoucherCode.mask(code), requestId);
        return true;
    }

    /** The lock's request has its use in the ledger: the use is taken (one code path with every other use). */
    private boolean finishToUsed(Connection c, RedemptionLedger.Entry entry, long now) throws SQLException {
        Optional<UseTaken> use = UseTaken.take(c, entry.code(), UseTaken.Owner.REQUEST, entry.requestId(),
                entry.terminalId(), entry.storeId(), entry.requestId(), entry.redeemedAt());
        if (use.isEmpty()) {
            return false;
        }
        transitions.record(c, new TransitionLog.Entry(entry.code(), VoucherStatus.LOCKED, use.get().status(),
                entry.requestId(), ACTOR, now, "locked longer than " + lockTimeout + "; the ledger row proves it"));
        Optional<IdempotencyRecord> record = records.findProcessing(c, entry.requestId(), entry.code());
        if (record.isPresent()) {
            completeRedeemed(c, record.get(), entry);
        }
        LOG.warn("sweeper finished voucher {} to USED for {} (ledger row present)", VoucherCode.mask(entry.code()),
                entry.requestId());
        return true;
    }

    /** True: completed as redeemed; false: removed; null: nothing to do (its voucher lock is still pending). */
    private Boolean resolve(Connection c, IdempotencyRecord stuck) throws SQLException {
        Optional<VoucherRow> voucher = VoucherRow.find(c, stuck.code());
        if (voucher.isPresent() && voucher.get().status() == VoucherStatus.LOCKED
                && stuck.requestId().equals(voucher.get().lockedBy())) {
            return null;
        }
        Optional<RedemptionLedger.Entry> entry = ledger.find(c, stuck.code(), stuck.requestId());
        if (entry.isPresent() && voucher.isPresent()) {
            completeRedeemed(c, stuck, entry.get());
            LOG.warn("sweeper completed stuck record {} as redeemed ({})", stuck.requestId(),
                    VoucherCode.mask(stuck.code()));
            return true;
        }
        if (!records.deleteProcessing(c, stuck.terminalId(), stuck.requestId())) {
            return null;
        }
        LOG.warn("sweeper removed stuck record {} ({}); a retry starts clean", stuck.requestId(),
                VoucherCode.mask(stuck.code()));
        return false;
    }

    private void completeRedeemed(Connection c, IdempotencyRecord record, RedemptionLedger.Entry entry)
            throws SQLException {
        VoucherRow voucher = VoucherRow.find(c, entry.code()).orElseThrow();
        records.complete(c, record.terminalId(), record.requestId(), IdempotencyRecord.State.SUCCEEDED,
                replies.redeemed(entry.requestId(), voucher, entry.redeemedAt(), voucher.usesTotal() - entry.useNo()));
    }

    private int expire(long now) throws SQLException {
        List<String> due = database.read(c -> {
            try (PreparedStatement select = c.prepareStatement(
                    "SELECT code FROM vouchers WHERE status = 'UNUSED' AND expires_at <= ?")) {
                select.setLong(1, now);
                List<String> codes = new ArrayList<>();
                try (ResultSet rs = select.executeQuery()) {
                    while (rs.next()) {
                        codes.add(rs.getString(1));
                    }
                }
                return codes;
            }
        });
        int expired = 0;
        for (String code : due) {
            expired += database.inTransaction(c -> {
                try (PreparedStatement update = c.prepareStatement(
                        "UPDATE vouchers SET status = 'EXPIRED' WHERE code = ? AND status = 'UNUSED' "
                                + "AND expires_at <= ?")) {
                    update.setString(1, code);
                    update.setLong(2, now);
                    if (update.executeUpdate() != 1) {
                        return 0;
                    }
                }
                transitions.record(c, new TransitionLog.Entry(code, VoucherStatus.UNUSED, VoucherStatus.EXPIRED,
                        null, ACTOR, now, "validity ended"));
                VoucherRow voucher = VoucherRow.find(c, code).orElseThrow();
                events.stage(c, EventTypes.VOUCHER_EXPIRED, code, null, EventPayload.of(null, null)
                        .with("valueCents", voucher.valueCents()).with("currency", voucher.currency())
                        .with("templateName", voucher.name())
                        .with("expiresAt", Instant.ofEpochMilli(voucher.expiresAt()).toString()), now);
                return 1;
            });
        }
        return expired;
    }
}
