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
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The sweeper's step for sales: a voucher held past its lease (the till died, or the customer left without the
 * sale being voided) goes back LOCKED → UNUSED, logged with actor {@value Sweeper#ACTOR}; its hold becomes
 * LAPSED (a {@code voucher.released} event with actor {@value Sweeper#ACTOR} and reason {@code lapsed} is staged
 * in the same transaction), and the sale stays OPEN (a capture takes the voucher again if it is still free). Each
 * release is a conditional update in its own transaction, so sweepers of several nodes can run at once. This is separate from
 * the lock timeout of an in-flight redemption: a hold's lease is minutes, a request's lock seconds.
 */
final class HoldLapses {
    private static final Logger LOG = LoggerFactory.getLogger(HoldLapses.class);

    private final ServerDatabase database;
    private final TransitionLog transitions;
    private final EventStager events;

    HoldLapses(ServerDatabase database, TransitionLog transitions, EventStager events) {
        this.database = database;
        this.transitions = transitions;
        this.events = events;
    }

    /** A hold whose lease has ended: the voucher and the sale holding it. */
    private record Lapsed(String code, String saleId) {
    }

    /** Releases every hold whose lease ended at or before {@code now}; returns how many. */
    int releaseLapsed(long now) throws SQLException {
        List<Lapsed> lapsed = database.read(c -> {
            try (PreparedStatement select = c.prepareStatement(
                    "SELECT code, held_by_sale FROM vouchers WHERE held_by_sale IS NOT NULL AND held_until <= ?")) {
                select.setLong(1, now);
                List<Lapsed> found = new ArrayList<>();
                try (ResultSet rs = select.executeQuery()) {
                    while (rs.next()) {
                        found.add(new Lapsed(rs.getString(1), rs.getString(2)));
                    }
                }
                return found;
            }
        });
        int released = 0;
        for (Lapsed hold : lapsed) {
            released += database.inTransaction(c -> release(c, hold.code(), hold.saleId(), now)) ? 1 : 0;
        }
        return released;
    }

    private boolean release(Connection c, String code, String saleId, long now) throws SQLException {
        try (PreparedStatement update = c.prepareStatement(
                "UPDATE vouchers SET status = 'UNUSED', held_by_sale = NULL, held_until = NULL, locked_at = NULL "
                        + "WHERE code = ? AND status = 'LOCKED' AND held_by_sale = ? AND held_until <= ?")) {
            update.setString(1, code);
            update.setString(2, saleId);
            update.setLong(3, now);
            if (update.executeUpdate() != 1) {
                return false;
            }
        }
        try (PreparedStatement hold = c.prepareStatement(
                "UPDATE sale_holds SET state = ?, closed_at = ? WHERE sale_id = ? AND code = ? AND state = ?")) {
            hold.setString(1, HoldState.LAPSED.name());
            hold.setLong(2, now);
            hold.setString(3, saleId);
            hold.setString(4, code);
            hold.setString(5, HoldState.HELD.name());
            hold.executeUpdate();
        }
        transitions.record(c, new TransitionLog.Entry(code, VoucherStatus.LOCKED, VoucherStatus.UNUSED, null,
                Sweeper.ACTOR, now, "hold of sale " + saleId + " past its lease (swept " + Instant.ofEpochMilli(now)
                + ")"));
        VoucherRow voucher = VoucherRow.find(c, code).orElseThrow();
        events.stage(c, EventTypes.VOUCHER_RELEASED, code, null, EventPayload.of(null, null).with("saleId", saleId)
                .with("valueCents", voucher.valueCents()).with("currency", voucher.currency())
                .with("templateName", voucher.name()).with("usesLeft", voucher.usesLeft())
                .with("actor", Sweeper.ACTOR).with("reason", "lapsed"), now);
        LOG.warn("sweeper released voucher {} held by sale {} past its lease", VoucherCode.mask(code), saleId);
        return true;
    }
}
