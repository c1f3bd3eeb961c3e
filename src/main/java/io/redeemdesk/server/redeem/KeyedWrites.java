package io.redeemdesk.server.redeem;

import io.redeemdesk.server.db.ServerDatabase;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;

/**
 * A write made idempotent by the redemptions' machinery, in one transaction: insert the processing record
 * ({@link IdempotencyStore}, per terminal), run the work, store its answer for every later delivery, all committed
 * together. Where writes run one at a time (SQLite's one writer) the record is looked up first and written once
 * with its answer at the end: no other delivery can slip in between. A delivery that meets an earlier one gets
 * {@link VerdictReplies#retryOf}: the stored answer replayed byte for byte, 409 while it runs, 422 for another body.
 * The sale endpoints use it; a redemption uses the same store and answers but splits its work into phases (see
 * {@link RedemptionService}).
 */
public final class KeyedWrites {
    private final ServerDatabase database;
    private final IdempotencyStore records;
    private final VerdictReplies replies;
    private final Clock clock;
    private final Duration keyRetention;

    public KeyedWrites(ServerDatabase database, IdempotencyStore records, VerdictReplies replies, Clock clock,
                       Duration keyRetention) {
        this.database = database;
        this.records = records;
        this.replies = replies;
        this.clock = clock;
        this.keyRetention = keyRetention;
    }

    /** The work of one write; it runs only for the first delivery of a key. */
    @FunctionalInterface
    public interface Work {
        Answer run(Connection c, long now) throws SQLException;
    }

    /**
     * What the work answered. {@code kept} false: a passing state (another request holds the voucher right now),
     * nothing is stored and a retry with the same key starts afresh.
     */
    public record Answer(Reply reply, boolean kept) {
        public static Answer kept(Reply reply) {
            return new Answer(reply, true);
        }

        public static Answer passing(Reply reply) {
            return new Answer(reply, false);
        }
    }

    public Duration keyRetention() {
        return keyRetention;
    }

    /**
     * Runs {@code work} once for ({@code terminal}, {@code requestId}).
     *
     * @param code the voucher code the write names, or null (kept on the record for an admin's history)
     */
    public Reply run(Terminal terminal, String requestId, String fingerprint, String code, Work work)
            throws SQLException {
        long now = clock.millis();
        long expiresAt = now + keyRetention.toMillis();
        if (database.oneWriteAtATime()) {
            return database.inTransaction(c -> {
                Optional<IdempotencyRecord> earlier = records.find(c, terminal.id(), requestId);
                if (earlier.isPresent()) {
                    return replies.retryOf(earlier.get(), fingerprint);
                }
                Answer answer = work.run(c, now);
                if (answer.kept()) {
                    records.insertFinished(c, terminal.id(), requestId, fingerprint, code, now, expiresAt,
                            stateOf(answer), answer.reply());
                }
                return answer.reply();
            });
        }
        return database.inTransaction(c -> {
            if (!records.insertProcessing(c, terminal.id(), requestId, fingerprint, code, now, expiresAt)) {
                Optional<IdempotencyRecord> earlier = records.find(c, terminal.id(), requestId);
                return earlier.isPresent() ? replies.retryOf(earlier.get(), fingerprint) : replies.inProgress();
            }
            Answer answer = work.run(c, now);
            if (answer.kept()) {
                records.complete(c, terminal.id(), requestId, stateOf(answer), answer.reply());
            } else {
                records.deleteProcessing(c, terminal.id(), requestId);
            }
            return answer.reply();
        });
    }

    private static IdempotencyRecord.State stateOf(Answer answer) {
        return answer.reply().status() < 300 ? IdempotencyRecord.State.SUCCEEDED : IdempotencyRecord.State.FAILED;
    }
}
