package io.redeemdesk.server.admin;

import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.server.db.ServerDatabase;
import io.redeemdesk.server.events.EventAdmin;
import io.redeemdesk.server.events.EventPayload;
import io.redeemdesk.server.events.EventStager;
import io.redeemdesk.server.events.EventTypes;
import io.redeemdesk.server.redeem.IdempotencyRecord;
import io.redeemdesk.server.redeem.IdempotencyStore;
import io.redeemdesk.server.redeem.RedemptionLedger;
import io.redeemdesk.server.redeem.TransitionLog;
import io.redeemdesk.server.redeem.VoucherRow;
import io.redeemdesk.server.redeem.VoucherStatus;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Clock;
import java.util.List;
import java.util.Optional;

/**
 * An administrator's view of single vouchers: revoke one (audited, with a {@code voucher.revoked} event staged in
 * the same transaction) and show one's full history.
 */
public final class VoucherAdmin {
    private static final Logger LOG = LoggerFactory.getLogger(VoucherAdmin.class);

    private final ServerDatabase database;
    private final TransitionLog transitions;
    private final RedemptionLedger ledger;
    private final IdempotencyStore records;
    private final EventStager events;
    private final Clock clock;

    public VoucherAdmin(ServerDatabase database, TransitionLog transitions, RedemptionLedger ledger,
                        IdempotencyStore records, EventStager events, Clock clock) {
        this.database = database;
        this.transitions = transitions;
        this.ledger = ledger;
        this.records = records;
        this.events = events;
        this.clock = clock;
    }

    /** What a revocation did; {@code status} is the voucher's status afterwards (null for an unknown code). */
    public record Revocation(boolean revoked, VoucherStatus status) {
    }

    /**
     * Revokes an UNUSED or LOCKED voucher. A redemption holding the lock then fails its final conditional update
     * and answers REVOKED, stored for its retries.
     */
    public Revocation revoke(String rawCode, String actor, String reason) throws SQLException {
        String code = VoucherCode.normalize(rawCode);
        return database.inTransaction(c -> {
            Optional<VoucherRow> voucher = VoucherRow.find(c, code);
            if (voucher.isEmpty()) {
                return new Revocation(false, null);
            }
            VoucherStatus from = voucher.get().status();
            if (!from.canMoveTo(VoucherStatus.REVOKED)) {
                return new Revocation(false, from);
            }
            try (PreparedStatement update = c.prepareStatement(
                    "UPDATE vouchers SET status = 'REVOKED', locked_by = NULL, locked_at = NULL, held_by_sale = NULL, "
                            + "held_until = NULL "
                            + "WHERE code = ? AND status = ?")) {
                update.setString(1, code);
                update.setString(2, from.name());
                if (update.executeUpdate() != 1) {
                    return new Revocation(false, VoucherRow.find(c, code).orElseThrow().status());
                }
            }
            long now = clock.millis();
            transitions.record(c, new TransitionLog.Entry(code, from, VoucherStatus.REVOKED,
                    voucher.get().lockedBy(), actor, now, reason));
            events.stage(c, EventTypes.VOUCHER_REVOKED, code, null, EventPayload.of(null, null)
                    .with("valueCents", voucher.get().valueCents()).with("currency", voucher.get().currency())
                    .with("templateName", voucher.get().name()).with("fromStatus", from.name())
                    .with("actor", actor).with("reason", reason), now);
            LOG.info("voucher {} revoked by {} ({})", VoucherCode.mask(code), actor, reason);
            return new Revocation(true, VoucherStatus.REVOKED);
        });
    }

    /**
     * Everything the service knows about one code: its moves, every use (with the sale and order it was captured
     * for), every sale that held it, every request that named it and every event about it (per endpoint).
     */
    public record History(String code, Optional<VoucherRow> voucher, List<TransitionLog.Entry> transitions,
                          List<RedemptionLedger.Entry> uses, List<SaleHolds.Entry> holds,
                          List<IdempotencyRecord> requests, List<EventAdmin.Line> events) {
    }

    public History history(String rawCode) throws SQLException {
        String code = VoucherCode.normalize(rawCode);
        return database.read(c -> new History(code, VoucherRow.find(c, code), transitions.history(c, code),
                ledger.uses(c, code), SaleHolds.forCode(c, code), records.forCode(c, code),
                EventAdmin.forCode(c, code)));
    }
}
