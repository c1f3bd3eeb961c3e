package io.redeemdesk.client.redeem;

import io.redeemdesk.client.api.ApiResult;
import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.sqlite.SingleWriter;

import java.sql.SQLException;
import java.util.concurrent.CompletableFuture;

/**
 * One foreground attempt whose answer the cashier sees before the till has stored it, when it settles the action
 * (a redemption's verdict, a sale's hold): the answer is handed back at once and its commit follows on the outbox's
 * writer (a disk that refuses it keeps it in memory until it can be stored). Any other answer is committed first
 * and the action handed back as stored. The caller keeps the action's claim until {@link Shown#stored} completes.
 */
final class AnswerFirst {
    private static final CompletableFuture<Void> STORED = CompletableFuture.completedFuture(null);

    private final EngineParts parts;

    AnswerFirst(EngineParts parts) {
        this.parts = parts;
    }

    /**
     * The action as answered, the service's answer, and the commit that stores it (done when it is stored).
     */
    record Shown(RedeemAction action, ApiResult result, CompletableFuture<Void> stored) {
    }

    Shown attempt(RedeemAction action) throws SQLException {
        ActionSender.Sent sent = parts.sender().send(action, parts.settings().foregroundDeadline(),
                SingleWriter.Commit.DURABLE);
        parts.connectivity().report(sent.result());
        UnrecordedOutcome answer = sent.outcome();
        RedeemAction answered = action.after(answer.update(), answer.attempt().attemptNo());
        if (answered.state() == ActionState.DONE) {
            return new Shown(answered, sent.result(), parts.storage().storedOrKept(answer, sent.recorded()));
        }
        parts.storage().awaitStored(answer, sent.recorded());
        return new Shown(parts.lookups().find(action.requestId()).orElseThrow(), sent.result(), STORED);
    }
}
