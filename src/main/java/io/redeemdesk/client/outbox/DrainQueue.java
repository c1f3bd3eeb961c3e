package io.redeemdesk.client.outbox;

import io.redeemdesk.sqlite.SingleWriter;
import io.redeemdesk.sqlite.SqliteReader;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

/**
 * The drain's view of the outbox: which actions are due to be sent, when the next one will be, and, on
 * reconnect, making the ones that only waited for the network due at once.
 */
public final class DrainQueue {
    private static final String WAITING = "('PENDING', 'UNKNOWN')";
    private static final List<ActionState> WAITING_STATES = List.of(ActionState.PENDING, ActionState.UNKNOWN);

    private final SingleWriter writer;
    private final SqliteReader reader;

    DrainQueue(SingleWriter writer, SqliteReader reader) {
        this.writer = writer;
        this.reader = reader;
    }

    /** The condition that keeps a sale's step back while an earlier step of the same sale is not answered. */
    static final String NO_EARLIER_STEP_WAITING = "(sale_id IS NULL OR NOT EXISTS (SELECT 1 FROM actions earlier "
            + "WHERE earlier.sale_id = actions.sale_id AND earlier.sale_seq < actions.sale_seq "
            + "AND earlier.state IN ('PENDING', 'IN_FLIGHT', 'UNKNOWN', 'HELD')))";

    /**
     * An action whose next attempt is due: just enough to claim it; the sender reads the row itself.
     *
     * @param claimKey what the sender claims before sending ({@link RedeemAction#claimKey()})
     */
    public record Due(String requestId, String code, String claimKey) {
    }

    /**
     * Up to {@code limit} actions whose next attempt is due: UNKNOWN ones first (their outcome is what the
     * cashier waits to learn; there are few), then PENDING, each in schedule order straight from an index.
     * A sale's step is not due while an earlier step of its sale waits for an answer: a capture never goes out
     * before its holds are answered.
     */
    public List<Due> due(long now, int limit) throws SQLException {
        List<Due> due = new ArrayList<>();
        for (ActionState state : List.of(ActionState.UNKNOWN, ActionState.PENDING)) {
            if (due.size() == limit) {
                break;
            }
            int room = limit - due.size();
            reader.read("SELECT request_id, code, sale_id FROM actions WHERE state = ? AND next_attempt_at <= ? AND "
                    + NO_EARLIER_STEP_WAITING + " ORDER BY next_attempt_at LIMIT ?", st -> {
                st.setString(1, state.name());
                st.setLong(2, now);
                st.setInt(3, room);
                try (ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        String saleId = rs.getString(3);
                        due.add(new Due(rs.getString(1), rs.getString(2),
                                saleId == null ? rs.getString(2) : "sale " + saleId));
                    }
                }
                return null;
            });
        }
        return due;
    }

    /** When the next waiting action becomes due, if any waits. */
    public OptionalLong nextDueAt() throws SQLException {
        OptionalLong next = OptionalLong.empty();
        for (ActionState state : WAITING_STATES) {
            Long first = reader.scalarLong("SELECT MIN(next_attempt_at) FROM actions WHERE state = ?", state.name());
            if (first != null && (next.isEmpty() || first < next.getAsLong())) {
                next = OptionalLong.of(first);
            }
        }
        return next;
    }

    /**
     * On reconnect: actions that waited only because the service was unreachable (tried, no HTTP answer) become
     * due at once. An action never tried keeps its schedule.
     */
    public int makeUnansweredDue(long now) throws SQLException {
        return writer.update("UPDATE actions SET next_attempt_at = ? WHERE state IN " + WAITING
                + " AND attempts > 0 AND http_status IS NULL AND next_attempt_at > ?", now, now);
    }

}
