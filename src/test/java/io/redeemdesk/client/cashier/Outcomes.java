package io.redeemdesk.client.cashier;

import io.redeemdesk.client.outbox.ActionKind;
import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.client.redeem.RedeemOutcome;
import io.redeemdesk.protocol.Verdict;

import java.time.Duration;

/** Redeem outcomes as the engine returns them, for view-model tests. */
final class Outcomes {
    static final String CODE = "K7M2P9Q4R8S6T3";
    static final long AT = 1_790_000_000_000L;

    private Outcomes() {
    }

    static RedeemAction action(ActionState state, Verdict verdict, String responseBody) {
        return new RedeemAction("0b6f3c1e-6a0e-4d0e-9a54-1f1d8e6f7a10", CODE, "STORE-1", "TILL-1", "alice", AT,
                state, verdict, verdict == null ? null : verdict.httpStatus(), responseBody, 1, AT, null, false,
                verdict == Verdict.REDEEMED, "Free coffee", 350L, "EUR", AT + 20, false, true);
    }

    static RedeemOutcome verdict(Verdict verdict, String responseBody) {
        return new RedeemOutcome(RedeemOutcome.Kind.VERDICT, verdict, action(ActionState.DONE, verdict, responseBody),
                "server words");
    }

    static RedeemOutcome kind(RedeemOutcome.Kind kind) {
        if (kind == RedeemOutcome.Kind.PASS_USED_JUST_NOW) {
            return passUsedJustNow(4, 10, 30);
        }
        return new RedeemOutcome(kind, null, action(ActionState.UNKNOWN, null, null), "engine words");
    }

    /** A redeemed pass with {@code usesLeft} of {@code usesTotal} left (null: the service did not say). */
    static RedeemAction pass(Integer usesLeft, Integer usesTotal) {
        String body = usesTotal == null ? null
                : "{\"verdict\":\"REDEEMED\",\"usesLeft\":" + usesLeft + ",\"usesTotal\":" + usesTotal + "}";
        RedeemAction a = action(ActionState.DONE, Verdict.REDEEMED, body);
        return new RedeemAction(a.requestId(), a.code(), a.storeId(), a.terminalId(), a.cashierId(),
                a.createdAt(), a.state(), a.verdict(), a.httpStatus(), a.responseBody(), a.attempts(),
                a.nextAttemptAt(), a.lastError(), a.offlineAccepted(), a.honoured(), a.voucherName(), a.valueCents(),
                a.currency(), a.completedAt(), a.wireOffline(), a.maybeDelivered(), ActionKind.REDEEM, null, usesLeft);
    }

    /** The second scan of a pass just used here: the next use in {@code seconds}. */
    static RedeemOutcome passUsedJustNow(int usesLeft, Integer usesTotal, long seconds) {
        return new RedeemOutcome(RedeemOutcome.Kind.PASS_USED_JUST_NOW, null, pass(usesLeft, usesTotal),
                "engine words", Duration.ofSeconds(seconds));
    }

    static RedeemOutcome malformed() {
        return new RedeemOutcome(RedeemOutcome.Kind.VERDICT, Verdict.MALFORMED_CODE, null, "bad");
    }
}
