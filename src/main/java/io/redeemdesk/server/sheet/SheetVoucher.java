package io.redeemdesk.server.sheet;

/**
 * One voucher as a sheet prints it.
 *
 * @param valueCents face value in minor units of {@code currency}
 * @param expiresAt  epoch millis, or null for a voucher that does not expire
 */
public record SheetVoucher(String code, String name, long valueCents, String currency, Long expiresAt) {
}
