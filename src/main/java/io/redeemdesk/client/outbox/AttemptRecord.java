package io.redeemdesk.client.outbox;

/**
 * One HTTP attempt as the manager's timeline shows it.
 *
 * @param outcome short word: STARTED (running), VERDICT, RETRY, UNREACHABLE, BAD_ANSWER, REFUSED, AUTH_REFUSED,
 *                STORED_FAILURE (a 5xx the service replays for this request_id), INTERRUPTED (the till stopped)
 */
public record AttemptRecord(String requestId, int attemptNo, long startedAt, Long durationMs, String outcome,
                            Integer httpStatus, String detail) {
}
