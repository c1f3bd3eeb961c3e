package io.redeemdesk.client.outbox;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/**
 * The outbox read for the status bar, the offline cap and the cashier's look-ups: what is queued, held and
 * honoured offline, unacknowledged conflicts, and one action or code with its attempts. Reads only.
 */
public final class OutboxStatus {
    private static final String UNFINISHED = "('PENDING', 'IN_FLIGHT', 'UNKNOWN')";

    private final OutboxReads reader;

    OutboxStatus(OutboxReads reader) {
        this.reader = reader;
    }

    /** Conflicts nobody has acknowledged yet, oldest first. */
    public List<RedeemAction> unacknowledgedConflicts() throws SQLException {
        return reader.actions("SELECT " + ActionRows.COLUMNS + " FROM actions WHERE state = 'CONFLICT' "
                + "AND notice_acknowledged = 0 ORDER BY completed_at");
    }

    /**
     * How much is waiting: unfinished actions and the oldest one's creation time, and held ones.
     *
     * @param oldestCreatedAt null when nothing is queued
     */
    public record QueueSummary(int queued, Long oldestCreatedAt, int held) {
    }

    public QueueSummary queueSummary() throws SQLException {
        return reader.read("SELECT COUNT(*), MIN(created_at), "
                    + "(SELECT COUNT(*) FROM actions WHERE state = 'HELD') FROM actions WHERE state IN "
                    + UNFINISHED, st -> {
        try (ResultSet rs = st.executeQuery()) {
            long oldest = rs.getLong(2);
            Long oldestCreatedAt = rs.wasNull() ? null : oldest;
            return new QueueSummary(rs.getInt(1), oldestCreatedAt, rs.getInt(3));
        }
        });
    }

    /** True while any action is unfinished; cheap however long the queue (stops at the first such row). */
    public boolean anyUnfinished() throws SQLException {
        return reader.read("SELECT EXISTS (SELECT 1 FROM actions WHERE state IN "
                    + UNFINISHED + ")", st -> {
        try (ResultSet rs = st.executeQuery()) {
            return rs.getInt(1) == 1;
        }
        });
    }

    /**
     * What the till has honoured without confirmation: unfinished offline-accepted actions, the oldest one's
     * creation time, and their total value (an unknown value counts as {@code assumedValueCents}).
     */
    public record OfflineExposure(int count, Long oldestCreatedAt, long totalCents) {
    }

    public OfflineExposure offlineExposure(long assumedValueCents) throws SQLException {
        return reader.read("SELECT COUNT(*), MIN(created_at), "
                    + "COALESCE(SUM(COALESCE(value_cents, ?)), 0) FROM actions WHERE offline_accepted = 1 "
                    + "AND state IN " + UNFINISHED, st -> {
        st.setLong(1, assumedValueCents);
        try (ResultSet rs = st.executeQuery()) {
            long oldest = rs.getLong(2);
            Long oldestCreatedAt = rs.wasNull() ? null : oldest;
            return new OfflineExposure(rs.getInt(1), oldestCreatedAt, rs.getLong(3));
        }
        });
    }

    /** The newest action for a code, if any. */
    public Optional<RedeemAction> latestForCode(String code) throws SQLException {
        List<RedeemAction> rows = reader.actions("SELECT " + ActionRows.COLUMNS + " FROM actions WHERE code = ? "
                + "ORDER BY created_at DESC LIMIT 1", code);
        return rows.stream().findFirst();
    }

    /** Every action of {@code code} that is not a step of sale {@code saleId}: redemptions and other sales' steps. */
    public List<RedeemAction> actionsForCodeOutside(String code, String saleId) throws SQLException {
        return reader.actions("SELECT " + ActionRows.COLUMNS + " FROM actions WHERE code = ? "
                + "AND (sale_id IS NULL OR sale_id <> ?) ORDER BY created_at", code, saleId);
    }

    public Optional<RedeemAction> find(String requestId) throws SQLException {
        return reader.find(requestId);
    }

    public List<AttemptRecord> attempts(String requestId) throws SQLException {
        return reader.attempts(requestId);
    }

    /** The earliest step of the same sale before {@code step} that still waits for an answer, if any. */
    public Optional<RedeemAction> earlierStepWaiting(RedeemAction step) throws SQLException {
        return reader.actions("SELECT " + ActionRows.COLUMNS + " FROM actions WHERE sale_id = ? AND sale_seq < ? "
                + "AND state IN ('PENDING', 'IN_FLIGHT', 'UNKNOWN', 'HELD') ORDER BY sale_seq LIMIT 1",
                step.sale().saleId(), step.sale().seq()).stream().findFirst();
    }

    /** Every step of one sale, in the order they were minted (and are delivered). */
    public List<RedeemAction> saleSteps(String saleId) throws SQLException {
        return reader.actions("SELECT " + ActionRows.COLUMNS + " FROM actions WHERE sale_id = ? ORDER BY sale_seq",
                saleId);
    }

    /**
     * The sale a restarted till puts back on screen: the newest with no capture and no void yet that still has a
     * line on it (a hold not taken off again). A sale whose every voucher came off (Delete, or a hold the till
     * could not verify under the policy {@code refuse}) showed an empty sale and is not brought back: the next scan
     * opens a new one, and its steps are still delivered in order.
     */
    public Optional<String> openSale() throws SQLException {
        return reader.read("SELECT h.sale_id FROM actions h WHERE h.action = 'HOLD' AND NOT "
                + ActionRows.takenOffLater("h") + " AND NOT EXISTS (SELECT 1 FROM actions c "
                + "WHERE c.sale_id = h.sale_id AND c.action IN ('CAPTURE', 'VOID')) ORDER BY h.created_at DESC LIMIT 1", st -> {
            try (ResultSet rs = st.executeQuery()) {
                return rs.next() ? Optional.of(rs.getString(1)) : Optional.<String>empty();
            }
        });
    }
}
