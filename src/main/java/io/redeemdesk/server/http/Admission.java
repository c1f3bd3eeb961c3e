package io.redeemdesk.server.http;

import io.redeemdesk.server.redeem.Terminal;

/**
 * What the terminal door made of a request ({@link TerminalDoor#admit}): {@link Admitted} with what it read, or
 * {@link Refused} with the problem it has already written.
 */
sealed interface Admission permits Admission.Admitted, Admission.Refused {

    /**
     * Let in: the authenticated terminal within its limits, and what the route asked the door to read (the sale id,
     * the Idempotency-Key in lower case, the body); each is null when the route asked for none.
     */
    record Admitted(Terminal terminal, String saleId, String key, JsonObjectBody.Read body) implements Admission {
    }

    /** Turned away at the door; {@code problem} is the slug of the answer written (or {@code unauthorized}). */
    record Refused(String problem) implements Admission, Outcome {
        @Override
        public String outcome() {
            return problem;
        }
    }
}
