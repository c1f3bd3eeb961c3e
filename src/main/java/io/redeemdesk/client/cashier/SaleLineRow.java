package io.redeemdesk.client.cashier;

/**
 * One line of the open sale as the cashier sees it, already in the cashier's language.
 *
 * @param code       the full code (Delete takes this voucher off)
 * @param maskedCode all but the last 6 characters hidden
 * @param amount     the value, or the pass's use ("1 use of 5 left"), or empty when not known yet
 * @param state      holding…, held, refused with the verdict's words …
 * @param look       the colour and icon of the state (the same as the verdict panel's)
 */
public record SaleLineRow(String code, String maskedCode, String name, String amount, String state,
                          VerdictLook look) {
}
