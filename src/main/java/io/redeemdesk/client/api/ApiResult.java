package io.redeemdesk.client.api;

import io.redeemdesk.protocol.RedemptionResponse;

import java.time.Duration;

/** What one HTTP attempt came back with: a readable answer, no answer at all, or an answer we cannot read. */
public sealed interface ApiResult {

    /**
     * The service answered with a document we understand.
     *
     * @param retryAfter the {@code Retry-After} the service asked for, or null
     */
    record Answered(int status, RedemptionResponse response, String rawBody, boolean replayed, Duration retryAfter)
            implements ApiResult {
    }

    /**
     * No answer: connection refused, reset, or the deadline passed.
     *
     * @param maybeDelivered true when the request may have reached the service (the outcome is unknown)
     */
    record Unreachable(String error, boolean maybeDelivered) implements ApiResult {
    }

    /**
     * A capture or void the service carried out: the body is its {@code CaptureResponse} or {@code VoidResponse},
     * checked to be one.
     */
    record Settled(int status, String rawBody, boolean replayed) implements ApiResult {
    }

    /** An answer that is not a valid API document: kept raw for the manager. */
    record Garbled(int status, String rawBody, String reason) implements ApiResult {
    }
}
