package io.redeemdesk.client.redeem;

import io.redeemdesk.client.api.ApiResult;
import io.redeemdesk.client.api.RedemptionApi;
import io.redeemdesk.client.outbox.ActionKind;
import io.redeemdesk.client.outbox.AttemptRecord;
import io.redeemdesk.client.outbox.OutboxActions;
import io.redeemdesk.client.outbox.OutboxStatus;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.client.outbox.SaleReading;
import io.redeemdesk.sqlite.SingleWriter;

import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;

/**
 * Makes one delivery attempt of a stored action (a redemption or a sale's step): logs the attempt, sends the
 * action's own request_id with the body its row describes ({@link ActionRequests}), and
 * writes the outcome back to the outbox before returning. The caller holds the action's code
 * ({@link InFlightCodes}) and passes the action as stored now.
 */
final class ActionSender {
    private final OutboxActions writes;
    private final OutboxStatus lookups;
    private final ActionRequests requests;
    private final AttemptClassifier classifier;
    private final Clock clock;
    private final SaleReading reading = new SaleReading();

    ActionSender(OutboxActions writes, OutboxStatus lookups, RedemptionApi api, RetryPolicy retry, Clock clock) {
        this.writes = writes;
        this.lookups = lookups;
        this.requests = new ActionRequests(api);
        this.classifier = new AttemptClassifier(retry);
        this.clock = clock;
    }

    /** The action as stored after the attempt, and the raw result that decided it (null: nothing was sent). */
    record Attempted(RedeemAction action, ApiResult result) {
    }

    /**
     * An attempt whose answer is in and whose outcome is being committed ({@code recorded} completes then);
     * {@code outcome} is what is being committed, to be stored later if the commit fails.
     */
    record Sent(ApiResult result, CompletableFuture<Void> recorded, UnrecordedOutcome outcome) {
    }

    /** The answer of an attempt is in, but the outbox could not store it (a full disk). */
    static final class AnswerNotStoredException extends SQLException {
        private final transient UnrecordedOutcome outcome;
        private final transient ApiResult result;

        AnswerNotStoredException(UnrecordedOutcome outcome, ApiResult result, SQLException cause) {
            super(cause.getMessage(), cause);
            this.outcome = outcome;
            this.result = result;
        }

        UnrecordedOutcome outcome() {
            return outcome;
        }

        /** The service's answer, as it came in. */
        ApiResult result() {
            return result;
        }
    }

    /**
     * One attempt, returning once its outcome is committed, with the action as now stored.
     *
     * @throws AnswerNotStoredException when the answer came in and the outbox failed to store it
     */
    Attempted attempt(RedeemAction action, Duration deadline) throws SQLException {
        Sent sent = send(action, deadline, SingleWriter.Commit.DURABLE);
        try {
            SingleWriter.await(sent.recorded());
        } catch (SQLException e) {
            throw new AnswerNotStoredException(sent.outcome(), sent.result(), e);
        }
        return new Attempted(lookups.find(action.requestId()).orElseThrow(), sent.result());
    }

    /**
     * One attempt, returning as soon as the answer is in; the outcome's commit is queued behind the in-flight
     * mark. The caller keeps the action's code until {@code recorded} completes.
     *
     * @param outcome how the outcome is committed: {@link SingleWriter.Commit#GROUPED} where nobody waits on it
     */
    Sent send(RedeemAction action, Duration deadline, SingleWriter.Commit outcome) throws SQLException {
        long started = clock.millis();
        int attemptNo = action.attempts() + 1;
        if (action.kind() == ActionKind.CAPTURE && nothingHeld(action)) {
            return notSent(action, attemptNo, started);
        }
        CompletableFuture<Void> marked = writes.beginAttempt(action.requestId(), attemptNo, started);
        ApiResult result = requests.deliver(action, deadline);
        long now = clock.millis();
        AttemptClassifier.Classified c = classifier.classify(action, attemptNo, result, now);
        AttemptRecord attempt = new AttemptRecord(action.requestId(), attemptNo, started, now - started,
                c.outcome(), c.update().httpStatus(), c.update().lastError());
        CompletableFuture<Void> recorded = writes.finishAttempt(attempt, c.update(), outcome);
        return new Sent(result, marked.thenCombine(recorded, (a, b) -> null),
                new UnrecordedOutcome(action.claimKey(), attempt, c.update()));
    }

    /**
     * True when every earlier step of the capture's sale is answered and the service holds none of its vouchers
     * (each hold refused, or taken off): the service never had the sale, or has it empty, so there is nothing to
     * capture and nothing is sent.
     */
    private boolean nothingHeld(RedeemAction capture) throws SQLException {
        String saleId = capture.sale().saleId();
        return lookups.earlierStepWaiting(capture).isEmpty() && reading.read(saleId, lookups.saleSteps(saleId))
                .lines().stream().noneMatch(l -> l.state().counts());
    }

    /** The capture settled here, not sent: the attempt log says so, and its result is null (nothing was asked). */
    private Sent notSent(RedeemAction capture, int attemptNo, long now) throws SQLException {
        AttemptClassifier.Classified c = classifier.nothingHeld(capture, now);
        AttemptRecord attempt = new AttemptRecord(capture.requestId(), attemptNo, now, 0L, c.outcome(), null,
                c.update().lastError());
        return new Sent(null, writes.recordWithStart(attempt, c.update()),
                new UnrecordedOutcome(capture.claimKey(), attempt, c.update()));
    }
}
