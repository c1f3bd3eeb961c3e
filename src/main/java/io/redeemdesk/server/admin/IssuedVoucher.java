package io.redeemdesk.server.admin;

/** One newly issued voucher, as written to the issue CSV ({@code code,name,value}). */
public record IssuedVoucher(String code, String name, long valueCents, String currency) {

    /** The value as a store writes it: {@code 10.00}. */
    public String value() {
        return String.format(java.util.Locale.ROOT, "%d.%02d", valueCents / 100, valueCents % 100);
    }
}
