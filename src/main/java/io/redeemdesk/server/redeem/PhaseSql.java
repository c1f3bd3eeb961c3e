package io.redeemdesk.server.redeem;

import io.redeemdesk.protocol.RedemptionRequest;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * The writes of a redemption's phases. {@link PortablePhaseSql} runs them statement by statement inside a
 * transaction (SQLite, where the group-commit writer makes round trips free); {@link PostgresPhaseSql} does each
 * phase in one statement with data-modifying CTEs, atomic on its own, and {@link PostgresPhaseBatches} runs that
 * statement for many concurrent requests at once.
 */
interface PhaseSql {

    /**
     * What phase 1 did: whether the record was inserted (no earlier delivery) and the voucher taken. When the
     * insert met an earlier delivery, {@code earlier} is that delivery's record if the statement could read it
     * (committed before the statement began), else null and the caller looks it up. {@code usesLeft} and
     * {@code usesTotal} are the voucher's before this request's use.
     */
    record Taken(boolean recordInserted, String templateId, Long expiresAt, int usesLeft, int usesTotal,
                 IdempotencyRecord earlier) {
        /** Nothing taken: the record met an earlier delivery, or the voucher was not free. */
        static Taken notTaken(boolean recordInserted) {
            return new Taken(recordInserted, null, null, 0, 0, null);
        }

        boolean voucherTaken() {
            return templateId != null;
        }
    }

    /** Phase 1: insert the processing record; if inserted, take the voucher (UNUSED → LOCKED) and log it. */
    Taken take(Connection c, Terminal terminal, String requestId, String fingerprint, String code, long now,
               long recordExpiresAt) throws SQLException;

    /**
     * Phases 2 and 3: one use taken with a conditional {@code uses_left > 0} update, ledger row (numbered by the
     * use), staged event, LOCKED → USED when it was the last use or LOCKED → UNUSED when uses are left (logged),
     * and the record completed with {@code reply}; false, having changed nothing, when the voucher is no longer
     * locked by this request.
     */
    boolean finish(Connection c, Terminal terminal, String requestId, VoucherRow voucher, RedemptionRequest request,
                   Reply reply, long now) throws SQLException;
}
