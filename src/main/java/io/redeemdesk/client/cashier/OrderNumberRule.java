package io.redeemdesk.client.cashier;

import java.util.Locale;

/** Whether F4 asks for the receipt or order number ({@code sale.order-number}). */
public enum OrderNumberRule {
    /** Asked; may be left empty. */
    OPTIONAL,
    /** Asked; the sale is not completed without one. */
    REQUIRED,
    /** Not asked. */
    OFF;

    /** The longest order number the service takes. */
    public static final int MAX_LENGTH = 64;

    /** From the key's value: {@code optional}, {@code required} or {@code off}. */
    public static OrderNumberRule parse(String value) {
        return valueOf(value.trim().toUpperCase(Locale.ROOT));
    }

    public boolean asks() {
        return this != OFF;
    }
}
