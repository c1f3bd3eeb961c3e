package io.redeemdesk.client.redeem;

/**
 * One HTTP attempt as the manager's timeline shows it.
 *
 * @param outcome short word: VERDICT, RETRY, UNREACHABLE, BAD_ANSWER, REFUSED
 */
public record AttemptRecord(String requestId, int attemptNo, long startedAt, Long durationMs, String outcome,
                            Integer httpStatus, String detail) {
}
