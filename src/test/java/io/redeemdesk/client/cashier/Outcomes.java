package io.redeemdesk.client.cashier;

import io.redeemdesk.client.redeem.ActionState;
import io.redeemdesk.client.redeem.RedeemAction;
import io.redeemdesk.client.redeem.RedeemOutcome;
import io.redeemdesk.protocol.Verdict;

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
        return new RedeemOutcome(kind, null, action(ActionState.UNKNOWN, null, null), "engine words");
    }

    static RedeemOutcome malformed() {
        return new RedeemOutcome(RedeemOutcome.Kind.VERDICT, Verdict.MALFORMED_CODE, null, "bad");
    }
}
