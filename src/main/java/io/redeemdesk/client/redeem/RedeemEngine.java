package io.redeemdesk.client.redeem;

import io.redeemdesk.client.api.ApiResult;
import io.redeemdesk.client.outbox.ActionKind;
import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.client.outbox.EngineReason;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.protocol.ProblemType;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.protocol.VoucherCode;

import java.sql.SQLException;
import java.time.Duration;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;

/**
 * Turns a scan into a redeem action: checks the code's format, reuses a pending or redeemed action for the same
 * code instead of minting a second request_id, otherwise mints one, commits it to the outbox, and only then
 * makes the foreground attempt with a short deadline. A verdict is shown as soon as it is in, while its commit
 * follows (the code stays held until it is stored). No verdict in time (or the service known unreachable)
 * → the store's offline policy decides. A pass scanned again within {@code pass.repeat.window} of the use this
 * till took of it takes no second use and sends nothing. A scan the till cannot record (its disk is full) is
 * refused with a {@link TillStorageException} and nothing is sent; a verdict that came in when the disk then
 * refused to store it is shown and kept in memory until it can be stored. Runs on a background thread, never on
 * the FX thread.
 */
public final class RedeemEngine {
    private static final CompletableFuture<Void> RECORDED = CompletableFuture.completedFuture(null);

    private final Object offlineDecision = new Object();

    private final EngineParts parts;
    private final AnswerFirst answerFirst;

    RedeemEngine(EngineParts parts) {
        this.parts = parts;
        this.answerFirst = new AnswerFirst(parts);
    }

    public RedeemOutcome redeem(String rawCode, String cashierId) throws SQLException {
        Optional<VoucherCode.Problem> problem = VoucherCode.check(rawCode);
        if (problem.isPresent()) {
            return new RedeemOutcome(RedeemOutcome.Kind.VERDICT, Verdict.MALFORMED_CODE, null,
                    problem.get().message());
        }
        String code = VoucherCode.normalize(rawCode);
        parts.inFlight().awaitStored(code, parts.settings().foregroundDeadline());
        if (!parts.inFlight().tryClaim(code)) {
            return parts.lookups().latestForCode(code).map(RedeemEngine::describeExisting).orElse(new RedeemOutcome(
                    RedeemOutcome.Kind.PENDING_HERE, null, null, "This voucher is being checked on this till now"));
        }
        CompletableFuture<Void> recorded = RECORDED;
        try {
            Optional<RedeemAction> previous = parts.lookups().latestForCode(code);
            if (previous.isPresent() && blocksNewAction(previous.get())) {
                return describeExisting(previous.get());
            }
            Optional<RedeemOutcome> repeat = previous.flatMap(this::passUsedJustNow);
            if (repeat.isPresent()) {
                return repeat.get();
            }
            RedeemAction action = RedeemAction.fresh(UUID.randomUUID().toString(), code, parts.till().storeId(),
                    parts.till().terminalId(), cashierId, parts.clock().millis());
            if (!parts.connectivity().state().canSend()) {
                return redeemOffline(action);
            }
            Answered answered = redeemOnline(action);
            recorded = answered.recorded();
            return answered.outcome();
        } finally {
            parts.inFlight().releaseWhenStored(code, recorded, parts.storage()::holds, parts.queueChanged());
        }
    }

    /**
     * A foreground attempt's outcome for the cashier, and the commit of what the service answered:
     * {@code recorded} completes once that is stored (or kept by the storage recovery when the disk refused it).
     * The scan's code stays held until then, so nothing sends the action again meanwhile.
     */
    private record Answered(RedeemOutcome outcome, CompletableFuture<Void> recorded) {
    }

    /**
     * Commits the fresh action, then asks the service. A verdict is the cashier's at once; its commit follows on
     * the outbox's writer (a crash before it leaves the action pending, re-sent with its request_id and answered
     * the same; a disk that refuses it keeps it in memory until it can be stored). Any other answer is committed
     * first: a refusal is described as stored, an unfinished action goes to the offline policy, and a disk that
     * refuses the commit refuses the scan, saying the answer is kept.
     */
    private Answered redeemOnline(RedeemAction action) throws SQLException {
        insert(action);
        AnswerFirst.Shown shown = answerFirst.attempt(action);
        RedeemAction after = shown.action();
        return new Answered(after.state().unfinished() ? unsettled(after, shown.result())
                : describe(after, shown.result()), shown.stored());
    }

    /** The stored action is unfinished after the answer: a garbled answer, or the offline policy's word. */
    private RedeemOutcome unsettled(RedeemAction after, ApiResult result) throws SQLException {
        if (result instanceof ApiResult.Garbled g) {
            return new RedeemOutcome(RedeemOutcome.Kind.SERVER_WRONG, null, after, g.reason());
        }
        synchronized (offlineDecision) {
            if (parts.caps().allowsOneMore()) {
                parts.writes().acceptOffline(after.requestId());
                return savedOffline(parts.lookups().find(after.requestId()).orElseThrow());
            }
        }
        return cannotVerify(after, after.lastError());
    }

    /** The service is known unreachable (or refusing our token): no attempt, one commit, the policy answers. */
    private RedeemOutcome redeemOffline(RedeemAction fresh) throws SQLException {
        RedeemAction action;
        synchronized (offlineDecision) {
            action = fresh.mintedOffline(parts.caps().allowsOneMore());
            insert(action);
        }
        Connectivity.State link = parts.connectivity().state();
        String why = link.authAlert() != null ? link.authAlert() : new EngineReason(EngineReason.Kind.UNREACHABLE, link.lastError()).phrase();
        return action.offlineAccepted() ? savedOffline(action) : cannotVerify(action, why);
    }

    /** Commits a new action; a failed commit means nothing was sent: the cashier is told so in plain words. */
    private void insert(RedeemAction action) throws SQLException {
        parts.storage().insertNew(action);
    }

    private RedeemOutcome savedOffline(RedeemAction action) {
        return new RedeemOutcome(RedeemOutcome.Kind.SAVED_OFFLINE, null, action, "Saved offline — will confirm");
    }

    private RedeemOutcome cannotVerify(RedeemAction action, String why) {
        String policy = parts.settings().offlinePolicy() == OfflinePolicy.ACCEPT ? "offline limit reached"
                : "store policy";
        return new RedeemOutcome(RedeemOutcome.Kind.CANNOT_VERIFY, null, action,
                new EngineReason(EngineReason.Kind.CANNOT_VERIFY, policy, why).phrase());
    }

    /**
     * A code with an unfinished or honoured action here gets no new request_id — except a pass the service said
     * has uses left after its redemption: the customer's next visit takes the next use.
     */
    static boolean blocksNewAction(RedeemAction previous) {
        return previous.state().unfinished() || (previous.honoured() && !takesNextUse(previous))
                || previous.state() == ActionState.HELD || previous.state() == ActionState.CONFLICT;
    }

    /** A redemption of a pass the service said has uses left after it. */
    private static boolean takesNextUse(RedeemAction previous) {
        return previous.kind() == ActionKind.REDEEM && previous.state() == ActionState.DONE
                && previous.verdict() == Verdict.REDEEMED && previous.usesLeft() != null && previous.usesLeft() > 0;
    }

    /**
     * A pass this till took a use of less than {@code pass.repeat.window} ago (counted from that scan): a scanner
     * that read twice or a cashier who scanned again. No new use, nothing sent; the cashier is told when a scan
     * takes the next use.
     */
    private Optional<RedeemOutcome> passUsedJustNow(RedeemAction previous) {
        long window = parts.settings().passRepeatWindow().toMillis();
        long left = previous.createdAt() + window - parts.clock().millis();
        if (!takesNextUse(previous) || left <= 0) {
            return Optional.empty();
        }
        Duration wait = Duration.ofSeconds(Math.max(1, (left + 999) / 1000));
        return Optional.of(new RedeemOutcome(RedeemOutcome.Kind.PASS_USED_JUST_NOW, null, previous,
                "A use of this pass was taken on this till just now", wait));
    }

    private static RedeemOutcome describeExisting(RedeemAction previous) {
        if (previous.state() == ActionState.DONE && previous.verdict() == Verdict.REDEEMED) {
            return new RedeemOutcome(RedeemOutcome.Kind.VERDICT, Verdict.ALREADY_REDEEMED, previous,
                    "Redeemed on this till earlier");
        }
        String state = switch (previous.state()) {
            case CONFLICT -> "honoured offline here, then refused by the service: see the manager";
            case HELD -> "held for the manager to check";
            default -> previous.offlineAccepted() ? "honoured offline here, waiting to be confirmed"
                    : "waiting to be confirmed on this till";
        };
        return new RedeemOutcome(RedeemOutcome.Kind.PENDING_HERE, null, previous, "This voucher is " + state);
    }

    private static RedeemOutcome describe(RedeemAction action, ApiResult result) {
        if (action.state() == ActionState.DONE) {
            return new RedeemOutcome(RedeemOutcome.Kind.VERDICT, action.verdict(), action, detailOf(result));
        }
        if (result instanceof ApiResult.Garbled g) {
            return new RedeemOutcome(RedeemOutcome.Kind.SERVER_WRONG, null, action, g.reason());
        }
        if (result instanceof ApiResult.Answered a && ProblemType.VOUCHER_HELD.uri().equals(a.response().type())) {
            return new RedeemOutcome(RedeemOutcome.Kind.HELD_BY_SALE, null, action, a.response().detail());
        }
        return new RedeemOutcome(RedeemOutcome.Kind.CANNOT_VERIFY, null, action, action.lastError());
    }

    private static String detailOf(ApiResult result) {
        return result instanceof ApiResult.Answered a ? a.response().detail() : null;
    }
}
