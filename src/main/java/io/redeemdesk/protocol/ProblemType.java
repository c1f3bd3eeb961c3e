package io.redeemdesk.protocol;

/**
 * The stable {@code type} URIs of the service's RFC 9457 problem documents. Clients branch on these, never on
 * titles or details, so they never change once published.
 */
public enum ProblemType {
    ALREADY_REDEEMED("already-redeemed", "Voucher already redeemed"),
    UNKNOWN_CODE("unknown-code", "Unknown voucher code"),
    EXPIRED("expired", "Voucher expired"),
    REVOKED("revoked", "Voucher revoked"),
    MALFORMED_CODE("malformed-code", "Malformed voucher code"),
    MISSING_IDEMPOTENCY_KEY("missing-idempotency-key", "Idempotency-Key header required"),
    INVALID_IDEMPOTENCY_KEY("invalid-idempotency-key", "Idempotency-Key must be a UUID"),
    REQUEST_IN_PROGRESS("request-in-progress", "A request with this Idempotency-Key is still in progress"),
    VOUCHER_LOCKED("voucher-locked", "Voucher is being redeemed by another request right now"),
    VOUCHER_HELD("voucher-held", "Voucher is held by another sale"),
    SALE_NOT_FOUND("sale-not-found", "No such sale"),
    SALE_VOIDED("sale-voided", "Sale voided"),
    SALE_CAPTURED("sale-captured", "Sale already captured"),
    HOLD_NOT_FOUND("hold-not-found", "The sale does not hold this voucher"),
    IDEMPOTENCY_KEY_REUSED("idempotency-key-reused", "Idempotency-Key reused with a different request body"),
    INVALID_REQUEST("invalid-request", "Invalid request"),
    UNSUPPORTED_MEDIA_TYPE("unsupported-media-type", "Content-Type must be application/json"),
    PAYLOAD_TOO_LARGE("payload-too-large", "Request body too large"),
    UNAUTHORIZED("unauthorized", "Missing or invalid token"),
    TERMINAL_DISABLED("terminal-disabled", "Terminal disabled"),
    RATE_LIMITED("rate-limited", "Too many requests"),
    NOT_FOUND("not-found", "No such resource"),
    METHOD_NOT_ALLOWED("method-not-allowed", "Method not allowed on this path"),
    SERVICE_UNAVAILABLE("service-unavailable", "The service cannot reach its database right now"),
    SOLD_OUT("sold-out", "Campaign sold out"),
    CLAIM_LIMIT_REACHED("claim-limit-reached", "Customer has claimed as many vouchers as allowed"),
    CAMPAIGN_NOT_ACTIVE("campaign-not-active", "Campaign is not taking claims"),
    CLAIMS_DISABLED("claims-disabled", "Claims are not configured on this service"),
    VOUCHER_NOT_USED("voucher-not-used", "Only a used voucher can be replaced"),
    ALREADY_REPLACED("already-replaced", "This use of the voucher was already replaced"),
    INTERNAL("internal", "Internal server error");

    /** Prefix of every problem type URI. */
    public static final String BASE = "https://redeemdesk.io/problems/";

    private final String slug;
    private final String title;

    ProblemType(String slug, String title) {
        this.slug = slug;
        this.title = title;
    }

    public String uri() {
        return BASE + slug;
    }

    public String slug() {
        return slug;
    }

    public String title() {
        return title;
    }
}
