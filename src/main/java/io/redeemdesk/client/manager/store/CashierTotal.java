package io.redeemdesk.client.manager.store;

import java.util.Map;
import java.util.TreeMap;

/** One cashier's day: scans, redeemed vouchers and their value in minor units, by currency. */
public record CashierTotal(String cashier, long scans, long redeemed, Map<String, Long> redeemedValue) {
    public CashierTotal {
        redeemedValue = Map.copyOf(redeemedValue);
    }

    /** A single-currency total ({@code cents} of {@code currency}). */
    public CashierTotal(String cashier, long scans, long redeemed, long cents, String currency) {
        this(cashier, scans, redeemed, cents == 0 && currency == null ? Map.of() : Map.of(currency, cents));
    }

    CashierTotal plus(CashierTotal more) {
        Map<String, Long> value = new TreeMap<>(redeemedValue);
        more.redeemedValue.forEach((currency, cents) -> value.merge(currency, cents, Long::sum));
        return new CashierTotal(cashier, scans + more.scans, redeemed + more.redeemed, value);
    }

    /** The same total, with {@code zero} of {@code currency} when nothing of value was redeemed. */
    CashierTotal orZeroIn(String currency) {
        return redeemedValue.isEmpty() && currency != null
                ? new CashierTotal(cashier, scans, redeemed, Map.of(currency, 0L)) : this;
    }
}
