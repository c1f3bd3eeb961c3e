package io.redeemdesk.client.cashier;

/**
 * What the cashier window binds to in sale mode ({@code till.mode = sale}), beside the {@link CashierScreen}:
 * the open sale and F3's voucher check.
 */
public record SaleScreen(SaleViewModel sale, VoucherCheckViewModel check) {
}
