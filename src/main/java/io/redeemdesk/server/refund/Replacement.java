package io.redeemdesk.server.refund;

/**
 * One replacement: voucher {@code newCode} was issued for use {@code use} of voucher {@code replaces}.
 *
 * @param validUntil the new voucher's expiry (epoch millis, its template's), or null for none
 * @param actor      who asked: {@code admin:<name>}, {@code console:<name>}
 */
public record Replacement(String newCode, String replaces, int use, String templateId, Long validUntil,
                          String reason, String actor, long createdAt) {
}
