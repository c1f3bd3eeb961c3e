package io.redeemdesk.client.redeem;

import io.redeemdesk.client.api.ApiResult;
import io.redeemdesk.protocol.RedemptionResponse;
import io.redeemdesk.protocol.Verdict;

import java.time.Duration;
import java.util.Set;

/**
 * Decides what an attempt's result means for its action: finished with a verdict, retry later, unknown, or
 * failed for good. Retries I/O errors, 408, 409 in-progress/locked, 429 and 5xx; never a verdict or a 4xx that
 * retrying cannot fix.
 */
final class AttemptClassifier {
    private static final Set<Integer> RETRYABLE_STATUS = Set.of(408, 409, 429, 500, 502, 503, 504);

    private final RetryPolicy retry;

    AttemptClassifier(RetryPolicy retry) {
        this.retry = retry;
    }

    /** The attempt's log word and the action's next state. */
    record Classified(String outcome, ActionUpdate update) {
    }

    Classified classify(RedeemAction action, int attemptNo, ApiResult result, long now) {
        if (result instanceof ApiResult.Answered a) {
            return a.response().verdict() != null ? verdict(action, a, now) : problem(action, attemptNo, a, now);
        }
        if (result instanceof ApiResult.Unreachable u) {
            return new Classified("UNREACHABLE", retryLater(action, attemptNo,
                    u.maybeDelivered() ? ActionState.UNKNOWN : ActionState.PENDING, null, null, u.error(), null, now));
        }
        return garbled(action, attemptNo, (ApiResult.Garbled) result, now);
    }

    private Classified verdict(RedeemAction action, ApiResult.Answered a, long now) {
        RedemptionResponse r = a.response();
        boolean ourEarlierDelivery = r.verdict() == Verdict.ALREADY_REDEEMED
                && action.requestId().equals(r.redeemedByRequest());
        Verdict verdict = ourEarlierDelivery ? Verdict.REDEEMED : r.verdict();
        return new Classified("VERDICT", new ActionUpdate(ActionState.DONE, verdict, a.status(), a.rawBody(), now,
                null, verdict.honoured(), r.voucherName(), r.valueCents(), r.currency(), now));
    }

    private Classified problem(RedeemAction action, int attemptNo, ApiResult.Answered a, long now) {
        if (RETRYABLE_STATUS.contains(a.status())) {
            return new Classified("RETRY", retryLater(action, attemptNo, ActionState.PENDING, a.status(),
                    a.rawBody(), "HTTP " + a.status() + " " + a.response().title(), a.retryAfter(), now));
        }
        String error = "HTTP " + a.status() + " " + a.response().title() + ": " + a.response().detail();
        if (a.status() == 401 || a.status() == 403) {
            return new Classified("REFUSED", retryLater(action, attemptNo, ActionState.PENDING, a.status(),
                    a.rawBody(), error, null, now));
        }
        return new Classified("REFUSED", new ActionUpdate(ActionState.FAILED, null, a.status(), a.rawBody(), now,
                error, false, null, null, null, now));
    }

    private Classified garbled(RedeemAction action, int attemptNo, ApiResult.Garbled g, long now) {
        String error = "server answered wrongly (HTTP " + g.status() + "): " + g.reason();
        if (g.status() >= 500 || RETRYABLE_STATUS.contains(g.status())) {
            return new Classified("BAD_ANSWER", retryLater(action, attemptNo, ActionState.PENDING, g.status(),
                    g.rawBody(), error, null, now));
        }
        return new Classified("BAD_ANSWER", new ActionUpdate(ActionState.FAILED, null, g.status(), g.rawBody(), now,
                error, false, null, null, null, now));
    }

    private ActionUpdate retryLater(RedeemAction action, int attemptNo, ActionState state, Integer status,
                                    String body, String error, Duration retryAfter, long now) {
        long next = now + retry.delayAfter(attemptNo, retryAfter).toMillis();
        return new ActionUpdate(state, null, status, body, next, error, action.honoured(), null, null, null, null);
    }
}
