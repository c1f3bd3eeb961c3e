package io.redeemdesk.protocol;

/**
 * The answer to {@code POST /v1/enrollments}: which terminal the till now is, and its API token (sent once,
 * over HTTPS, and stored by the till in its owner-only user configuration).
 */
public record Enrollment(String terminalId, String storeId, String token) {
    public static final String PATH = "/v1/enrollments";
    public static final String ADMIN_PATH = "/v1/admin/enrollment-codes";

    /** The body of {@code POST /v1/enrollments}. */
    public record Request(String code) {
    }

    /** Code prefix, so a support person (and the log masking) can tell an enrollment code from anything else. */
    public static final String CODE_PREFIX = "enr-";

    @Override
    public String toString() {
        return "Enrollment[terminalId=" + terminalId + ", storeId=" + storeId + ", token=(hidden)]";
    }
}
