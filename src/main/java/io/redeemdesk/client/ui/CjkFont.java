package io.redeemdesk.client.ui;

import java.util.Locale;
import java.util.Optional;

/**
 * The stylesheet that gives Chinese screens a CJK font family with a bold face ({@code cjk.css}): the cashier's
 * and the manager's scenes add it when the till speaks Chinese, so bold headlines are bold in Chinese too.
 */
public final class CjkFont {
    private CjkFont() {
    }

    /** The stylesheet's URL for a Chinese, Japanese or Korean locale; empty for the others. */
    public static Optional<String> stylesheet(Locale locale) {
        return switch (locale.getLanguage()) {
            case "zh", "ja", "ko" -> Optional.of(CjkFont.class.getResource("cjk.css").toExternalForm());
            default -> Optional.empty();
        };
    }
}
