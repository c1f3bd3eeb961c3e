package io.redeemdesk.client.redeem;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.redeemdesk.client.api.ApiResult;
import io.redeemdesk.client.outbox.ActionKind;
import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.client.outbox.ActionUpdate;
import io.redeemdesk.client.outbox.EngineReason;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.protocol.CaptureLine;
import io.redeemdesk.protocol.CaptureResponse;
import io.redeemdesk.protocol.ProblemType;
import io.redeemdesk.protocol.ProtocolJson;
import io.redeemdesk.protocol.RedemptionResponse;
import io.redeemdesk.protocol.Verdict;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Set;

/**
 * Decides what an attempt's result means for its action: finished with a verdict, retry later, unknown, or
 * failed for good. Retries I/O errors, 408, 409 in-progress/locked, 429 and 5xx; never a verdict or a 4xx that
 * retrying cannot fix, nor a 5xx the service replays as the stored result of this request_id. An action the
 * cashier honoured offline that finishes without being redeemed becomes a CONFLICT. A voucher an open sale holds
 * ({@code voucher-held}) is final: the till does not retry it, the cashier is told which sale has it
 * (docs/api.md) — except a redemption already honoured offline, which waits for that sale to end. A sale's step is
 * classified the same way; a refusal that names a closed sale is final too, and a capture of a sale completed
 * offline turns what the service refused into CONFLICTs.
 */
final class AttemptClassifier {
    private static final Set<Integer> RETRYABLE_STATUS = Set.of(408, 409, 429, 500, 502, 503, 504);
    /** Answers to a sale's step that no retry changes: the sale is closed or gone. */
    private static final Set<String> SALE_FINAL = Set.of(ProblemType.SALE_NOT_FOUND.uri(),
            ProblemType.SALE_VOIDED.uri(), ProblemType.SALE_CAPTURED.uri(),
            ProblemType.HOLD_NOT_FOUND.uri());

    private final ObjectMapper json = ProtocolJson.lenientMapper();

    private final RetryPolicy retry;

    AttemptClassifier(RetryPolicy retry) {
        this.retry = retry;
    }

    /** The attempt's log word and the action's next state. */
    record Classified(String outcome, ActionUpdate update) {
    }

    Classified classify(RedeemAction action, int attemptNo, ApiResult result, long now) {
        if (result instanceof ApiResult.Settled settled) {
            return settled(action, settled, now);
        }
        if (result instanceof ApiResult.Answered a) {
            return a.response().verdict() != null ? verdict(action, a, now) : problem(action, attemptNo, a, now);
        }
        if (result instanceof ApiResult.Unreachable u) {
            boolean unknown = u.maybeDelivered() || action.maybeDelivered();
            return new Classified("UNREACHABLE", retryLater(action, attemptNo,
                    unknown ? ActionState.UNKNOWN : ActionState.PENDING, null, null, u.error(), null, now,
                    u.maybeDelivered()));
        }
        return garbled(action, attemptNo, (ApiResult.Garbled) result, now);
    }

    /**
     * A capture not sent because the service holds none of its sale's vouchers: it failed, telling why; for a sale
     * completed offline (the cashier handed the goods over) it is a CONFLICT, and so is every hold of it the
     * cashier honoured offline and the service refused.
     */
    Classified nothingHeld(RedeemAction capture, long now) {
        String error = new EngineReason(EngineReason.Kind.NOTHING_HELD).phrase();
        boolean honoured = capture.offlineAccepted();
        return new Classified("NOT_SENT", new ActionUpdate(honoured ? ActionState.CONFLICT : ActionState.FAILED,
                null, null, null, now, error, capture.honoured(), null, null, null, now, capture.maybeDelivered(),
                null, honoured ? List.of() : null));
    }

    private Classified verdict(RedeemAction action, ApiResult.Answered a, long now) {
        RedemptionResponse r = a.response();
        boolean ourEarlierDelivery = r.verdict() == Verdict.ALREADY_REDEEMED
                && action.requestId().equals(r.redeemedByRequest());
        Verdict verdict = ourEarlierDelivery ? Verdict.REDEEMED : r.verdict();
        boolean conflict = action.kind() == ActionKind.REDEEM && action.offlineAccepted() && !verdict.honoured();
        String error = conflict ? describeConflict(verdict, r) : null;
        return new Classified("VERDICT", new ActionUpdate(conflict ? ActionState.CONFLICT : ActionState.DONE,
                verdict, a.status(), a.rawBody(), now, error, conflict || verdict.honoured(), r.voucherName(),
                r.valueCents(), r.currency(), now, true, r.usesLeft(), null));
    }

    /** A capture or void carried out. A capture of a sale completed offline names what it refused. */
    private Classified settled(RedeemAction action, ApiResult.Settled s, long now) {
        List<CaptureLine> conflicts = null;
        if (action.kind() == ActionKind.CAPTURE && action.offlineAccepted()) {
            conflicts = readCapture(s.rawBody()).refused();
        }
        String error = conflicts == null || conflicts.isEmpty() ? null
                : new EngineReason(EngineReason.Kind.SALE_REFUSED, conflicts.size()).phrase();
        return new Classified("SETTLED", new ActionUpdate(ActionState.DONE, null, s.status(), s.rawBody(), now,
                error, action.kind() == ActionKind.CAPTURE, null, null, null, now, true, null, conflicts));
    }

    private CaptureResponse readCapture(String raw) {
        try {
            return json.readValue(raw, CaptureResponse.class);
        } catch (IOException e) {
            throw new IllegalStateException("a capture answer checked on arrival no longer reads", e);
        }
    }

    private static String describeConflict(Verdict verdict, RedemptionResponse r) {
        return (r.redeemedByTerminal() == null ? new EngineReason(EngineReason.Kind.OFFLINE_CONFLICT, verdict)
                : new EngineReason(EngineReason.Kind.OFFLINE_CONFLICT_ELSEWHERE, verdict, r.redeemedByTerminal(),
                r.redeemedAt())).phrase();
    }

    private Classified problem(RedeemAction action, int attemptNo, ApiResult.Answered a, long now) {
        String error = new EngineReason(EngineReason.Kind.PROBLEM, a.status(), a.response().title(),
                a.response().detail()).phrase();
        if (a.status() == 401 || a.status() == 403) {
            return new Classified("AUTH_REFUSED", new ActionUpdate(ActionState.PENDING, null, a.status(),
                    a.rawBody(), now, error, action.honoured(), null, null, null, null, false));
        }
        if (a.replayed() && a.status() >= 500) {
            return new Classified("STORED_FAILURE", finishedUnredeemed(action, a.status(), a.rawBody(),
                    new EngineReason(EngineReason.Kind.STORED_FAILURE, a.status(), a.response().title(),
                            a.response().detail()).phrase(), now));
        }
        boolean held = ProblemType.VOUCHER_HELD.uri().equals(a.response().type());
        if ((held && (action.kind().ofSale() || !action.offlineAccepted()))
                || (action.kind().ofSale() && SALE_FINAL.contains(a.response().type()))) {
            ActionUpdate refused = finishedUnredeemed(action, a.status(), a.rawBody(), error, now);
            return new Classified("REFUSED", action.kind() != ActionKind.CAPTURE || !action.offlineAccepted()
                    ? refused : withConflicts(refused));
        }
        if (RETRYABLE_STATUS.contains(a.status())) {
            boolean inProgress = ProblemType.REQUEST_IN_PROGRESS.uri().equals(a.response().type());
            ActionState state = inProgress ? ActionState.UNKNOWN : ActionState.PENDING;
            return new Classified("RETRY", retryLater(action, attemptNo, state, a.status(), a.rawBody(), error,
                    a.retryAfter(), now, true));
        }
        return new Classified("REFUSED", finishedUnredeemed(action, a.status(), a.rawBody(), error, now));
    }

    private Classified garbled(RedeemAction action, int attemptNo, ApiResult.Garbled g, long now) {
        String error = new EngineReason(EngineReason.Kind.BAD_ANSWER, g.status(), g.reason()).phrase();
        if (g.status() < 300) {
            return new Classified("BAD_ANSWER", retryLater(action, attemptNo, ActionState.UNKNOWN, g.status(),
                    g.rawBody(), error, null, now, true));
        }
        if (g.status() >= 500 || RETRYABLE_STATUS.contains(g.status())) {
            return new Classified("BAD_ANSWER", retryLater(action, attemptNo, ActionState.PENDING, g.status(),
                    g.rawBody(), error, null, now, true));
        }
        return new Classified("BAD_ANSWER", finishedUnredeemed(action, g.status(), g.rawBody(), error, now));
    }

    private static ActionUpdate withConflicts(ActionUpdate u) {
        return new ActionUpdate(u.state(), u.verdict(), u.httpStatus(), u.responseBody(), u.nextAttemptAt(),
                u.lastError(), u.honoured(), u.voucherName(), u.valueCents(), u.currency(), u.completedAt(),
                u.maybeDelivered(), null, List.of());
    }

    private static ActionUpdate finishedUnredeemed(RedeemAction action, int status, String body, String error,
                                                   long now) {
        ActionState state = action.offlineAccepted() ? ActionState.CONFLICT : ActionState.FAILED;
        return new ActionUpdate(state, null, status, body, now, error, action.honoured(), null, null, null, now,
                true);
    }

    private ActionUpdate retryLater(RedeemAction action, int attemptNo, ActionState state, Integer status,
                                    String body, String error, Duration retryAfter, long now, boolean delivered) {
        long next = now + retry.delayAfter(attemptNo, retryAfter).toMillis();
        return new ActionUpdate(state, null, status, body, next, error, action.honoured(), null, null, null, null,
                delivered);
    }
}
