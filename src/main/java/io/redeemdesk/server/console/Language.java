package io.redeemdesk.server.console;

import java.util.Arrays;
import java.util.Comparator;
import java.util.Locale;
import java.util.Optional;

/** The console's two languages, chosen by the switch's cookie, else by the browser's {@code Accept-Language}. */
public enum Language {
    EN, ZH;

    /** The language's tag: {@code en} or {@code zh}, as in {@code <html lang>} and the switch's cookie. */
    public String tag() {
        return name().toLowerCase(Locale.ROOT);
    }

    public Language other() {
        return this == EN ? ZH : EN;
    }

    public static Optional<Language> ofTag(String tag) {
        return Arrays.stream(values()).filter(l -> l.tag().equalsIgnoreCase(tag == null ? "" : tag)).findFirst();
    }

    /** The language a browser prefers: the first of its ranges (by weight) that is {@code zh*} or {@code en*}. */
    public static Language ofAcceptLanguage(String header) {
        if (header == null || header.isBlank()) {
            return EN;
        }
        return Arrays.stream(header.split(",")).map(String::trim).filter(r -> !r.isEmpty())
                .sorted(Comparator.comparingDouble(Language::weight).reversed())
                .map(r -> r.toLowerCase(Locale.ROOT))
                .filter(r -> r.startsWith("zh") || r.startsWith("en"))
                .findFirst().map(r -> r.startsWith("zh") ? ZH : EN).orElse(EN);
    }

    private static double weight(String range) {
        int q = range.indexOf(";q=");
        if (q < 0) {
            return 1.0;
        }
        try {
            return Double.parseDouble(range.substring(q + 3).trim());
        } catch (NumberFormatException e) {
            return 0.0;
        }
    }
}
