package io.redeemdesk.server.console;

/**
 * A live console session: its id as stored (the SHA-256 of the cookie), the operator, their role now, and the
 * session's CSRF token.
 */
public record SignedIn(String id, String operator, Role role, String csrf) {
}
