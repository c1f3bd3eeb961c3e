package io.redeemdesk.server.auth;

/**
 * One console operator as stored: name, role key ({@code admin}, {@code marketing}, {@code support},
 * {@code viewer}), PHC password hash, wrong passwords in a row, and until when (epoch ms, 0 for not) the account
 * is locked.
 */
public record OperatorAccount(String name, String role, String passwordHash, int failedLogins, long lockedUntil) {
}
