package io.redeemdesk.server.http;

import io.redeemdesk.server.redeem.Reply;

/**
 * What a terminal route answered, as its metrics count it: turned away at the door ({@link Admission.Refused}),
 * or the service's reply, {@link Answered} fresh or {@link Replayed} from the idempotency record.
 */
sealed interface Outcome permits Admission.Refused, Outcome.Answered, Outcome.Replayed {
    /** What a route that threw is counted as. */
    Outcome FAILED = new Admission.Refused("error");

    /** The verdict, state or problem slug the metrics count. */
    String outcome();

    /** The reply's outcome, replayed or fresh as the reply says. */
    static Outcome of(Reply reply) {
        return reply.replayed() ? new Replayed(reply.outcome()) : new Answered(reply.outcome());
    }

    /** A reply made for this request. */
    record Answered(String outcome) implements Outcome {
    }

    /** A finished record's first answer, sent again for a repeated Idempotency-Key. */
    record Replayed(String outcome) implements Outcome {
    }
}
