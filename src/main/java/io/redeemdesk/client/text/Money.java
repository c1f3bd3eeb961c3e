package io.redeemdesk.client.text;

import java.math.BigDecimal;
import java.text.NumberFormat;
import java.util.Currency;
import java.util.Locale;

/**
 * The one way RedeemDesk writes an amount: on the cashier's verdict, the sale and the check card, in the manager
 * view and in the daily report; {@code €3.50} in English, {@code €3.50} in Chinese, each in its locale's currency
 * style. A blank or unknown currency gets the amount in the locale's digits and the code after it.
 */
public final class Money {
    private Money() {
    }

    /** {@code cents} minor units of {@code currency} (ISO 4217), in {@code locale}'s style. */
    public static String format(Locale locale, long cents, String currency) {
        BigDecimal amount = BigDecimal.valueOf(cents, 2);
        Currency known = known(currency);
        if (known == null) {
            NumberFormat plain = NumberFormat.getNumberInstance(locale);
            plain.setMinimumFractionDigits(2);
            plain.setMaximumFractionDigits(2);
            return (plain.format(amount) + " " + (currency == null ? "" : currency)).strip();
        }
        NumberFormat format = NumberFormat.getCurrencyInstance(locale);
        format.setCurrency(known);
        return format.format(amount);
    }

    private static Currency known(String code) {
        if (code == null || !code.matches("[A-Z]{3}")) {
            return null;
        }
        try {
            return Currency.getInstance(code);
        } catch (IllegalArgumentException unknown) {
            return null;
        }
    }
}
