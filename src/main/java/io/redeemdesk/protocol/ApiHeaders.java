package io.redeemdesk.protocol;

/** Header names and media types of the redemption API, shared so both sides spell them the same way. */
public final class ApiHeaders {
    public static final String IDEMPOTENCY_KEY = "Idempotency-Key";
    public static final String IDEMPOTENT_REPLAYED = "Idempotent-Replayed";
    public static final String RETRY_AFTER = "Retry-After";
    public static final String AUTHORIZATION = "Authorization";
    public static final String KEY_RETENTION = "Idempotency-Key-Retention";
    /**
     * Sent by the till on every request: how many actions its outbox holds unfinished (a non-negative integer).
     * The service keeps the last value per terminal for the console's Tills page; a missing or unreadable value
     * is ignored, never refused.
     */
    public static final String QUEUE_DEPTH = "Till-Queue-Depth";
    public static final String PROBLEM_JSON = "application/problem+json";
    public static final String JSON = "application/json";
    public static final String REDEMPTIONS_PATH = "/v1/redemptions";
    public static final String INFO_PATH = "/v1/info";
    public static final String HEALTH_PATH = "/health";

    private ApiHeaders() {
    }
}
