package io.redeemdesk.client.cashier;

import io.redeemdesk.client.text.Messages;

import java.util.Locale;

/** The cashier screen's bundle ({@code cashier/messages.properties}, {@code messages_zh_CN}). */
public final class CashierWords {
    /** The cashier screen's bundle. */
    public static final String BUNDLE = "io.redeemdesk.client.cashier.messages";

    private CashierWords() {
    }

    /** English for any locale without its own bundle; Simplified Chinese for {@code zh}. */
    public static Messages forLocale(Locale locale) {
        return Messages.of(BUNDLE, locale);
    }
}
