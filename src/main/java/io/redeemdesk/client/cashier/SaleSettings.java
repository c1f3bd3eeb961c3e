package io.redeemdesk.client.cashier;

/**
 * The till's mode and F4's order number rule ({@code till.mode}, {@code sale.order-number}).
 *
 * @param saleMode true for {@code sale}: scans are held for the open sale; false for {@code instant}
 */
public record SaleSettings(boolean saleMode, OrderNumberRule orderNumber) {
    public static final SaleSettings INSTANT = new SaleSettings(false, OrderNumberRule.OPTIONAL);

    /** From the keys' values: {@code instant|sale} and {@code optional|required|off}. */
    public static SaleSettings parse(String tillMode, String orderNumber) {
        return new SaleSettings("sale".equals(tillMode), OrderNumberRule.parse(orderNumber));
    }
}
