package io.redeemdesk.client.redeem;

import io.redeemdesk.client.outbox.RedeemAction;

import java.sql.SQLException;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * Sends a sale's step in the foreground: once, with the short deadline, when the caller claimed the sale and no
 * earlier step of it waits; otherwise the drain sends it in turn and the cashier waits for its answer no longer
 * than for a step sent at once. A hold the service answered is handed back before its commit, as a redemption's
 * verdict is ({@link RedeemEngine}): the sale stays claimed until the answer is stored, and every step of the sale
 * ({@link #awaitStored}) and every scan of the voucher waits for that first, so nothing sends it again or reads the
 * sale or the voucher without it.
 */
final class SaleStepSender {
    private static final long ANSWER_POLL_MS = 10;
    private static final CompletableFuture<Void> STORED = CompletableFuture.completedFuture(null);

    private final EngineParts parts;
    private final AnswerFirst answerFirst;

    SaleStepSender(EngineParts parts) {
        this.parts = parts;
        this.answerFirst = new AnswerFirst(parts);
    }

    /** A step as the service answered it, and the commit that stores that answer (done when it is stored). */
    record Answered(RedeemAction action, CompletableFuture<Void> stored) {
        static Answered stored(RedeemAction action) {
            return new Answered(action, STORED);
        }
    }

    /** Waits, at most the foreground deadline, until the answer to the sale's last step shown is stored. */
    void awaitStored(String saleId) {
        parts.inFlight().awaitStored(RedeemAction.saleClaimKey(saleId), parts.settings().foregroundDeadline());
    }

    /**
     * One foreground attempt of {@code step}, its answer stored before it is returned. Empty when it was not sent
     * now (the service is known unreachable).
     */
    Optional<RedeemAction> send(RedeemAction step, boolean claimed) throws SQLException {
        return send(step, claimed, false).map(Answered::action);
    }

    /**
     * As {@link #send(RedeemAction, boolean)}; with {@code showFirst}, an answer that settles the step is
     * returned as soon as it is in ({@link AnswerFirst}).
     */
    Optional<Answered> send(RedeemAction step, boolean claimed, boolean showFirst) throws SQLException {
        if (!claimed) {
            parts.queueChanged().run();
            return parts.connectivity().state().canSend() ? Optional.of(Answered.stored(awaitAnswer(step)))
                    : Optional.empty();
        }
        CompletableFuture<Void> stored = STORED;
        try {
            if (parts.lookups().earlierStepWaiting(step).isPresent()) {
                parts.inFlight().release(step.claimKey());
                claimed = false;
                parts.queueChanged().run();
                return Optional.of(Answered.stored(awaitAnswer(step)));
            }
            if (!showFirst) {
                ActionSender.Attempted attempted = parts.sender().attempt(step, parts.settings().foregroundDeadline());
                parts.connectivity().report(attempted.result());
                return Optional.of(Answered.stored(attempted.action()));
            }
            AnswerFirst.Shown shown = answerFirst.attempt(step);
            Answered answered = new Answered(shown.action(), shown.stored());
            stored = answered.stored();
            parts.inFlight().storing(step.code(), stored);
            return Optional.of(answered);
        } catch (ActionSender.AnswerNotStoredException e) {
            throw parts.storage().scanNotRecorded(e.getCause(), e.outcome());
        } finally {
            if (claimed) {
                parts.inFlight().releaseWhenStored(step.claimKey(), stored, parts.storage()::holds,
                        parts.queueChanged());
            }
        }
    }

    /**
     * A step the drain sends in turn (behind an earlier step of its sale): the cashier waits for its answer no
     * longer than for a step sent at once, then the offline policy decides as it would have.
     */
    private RedeemAction awaitAnswer(RedeemAction step) throws SQLException {
        long deadline = parts.clock().millis() + parts.settings().foregroundDeadline().toMillis();
        RedeemAction now = parts.lookups().find(step.requestId()).orElseThrow();
        while (now.state().unfinished() && parts.clock().millis() < deadline) {
            try {
                Thread.sleep(ANSWER_POLL_MS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            now = parts.lookups().find(step.requestId()).orElseThrow();
        }
        return now;
    }
}
