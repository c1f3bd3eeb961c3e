package io.redeemdesk.client.cashier;

import java.math.BigDecimal;
import java.text.NumberFormat;
import java.util.Currency;
import java.util.Locale;

/** An amount in minor units of a currency, written the way the cashier's language writes money. */
final class Money {
    private Money() {
    }

    static String format(Locale locale, long cents, String currency) {
        NumberFormat format = NumberFormat.getCurrencyInstance(locale);
        try {
            format.setCurrency(Currency.getInstance(currency));
        } catch (IllegalArgumentException e) {
            return BigDecimal.valueOf(cents, 2).toPlainString() + " " + currency;
        }
        return format.format(BigDecimal.valueOf(cents, 2));
    }
}
