package io.redeemdesk.client.manager.store;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/** How the manager view and the daily report write times, ages and money. */
public final class Formats {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss", Locale.ROOT);

    private Formats() {
    }

    public static String time(long epochMillis, ZoneId zone) {
        return TIME.format(Instant.ofEpochMilli(epochMillis).atZone(zone));
    }

    public static String money(long cents, String currency) {
        return String.format(Locale.ROOT, "%d.%02d %s", cents / 100, Math.abs(cents % 100), currency);
    }

    /** {@code 12.50 EUR + 3.00 USD}, or {@code 0.00} when empty. */
    public static String money(Map<String, Long> byCurrency) {
        if (byCurrency.isEmpty()) {
            return "0.00";
        }
        return byCurrency.entrySet().stream().map(e -> money(e.getValue(), e.getKey()))
                .collect(Collectors.joining(" + "));
    }

    /** {@code 3 h 05 min}, {@code 4 min}, {@code 12 s}. */
    public static String age(Duration age) {
        if (age.toHours() > 0) {
            return String.format(Locale.ROOT, "%d h %02d min", age.toHours(), age.toMinutesPart());
        }
        return age.toMinutes() > 0 ? age.toMinutes() + " min" : Math.max(0, age.toSeconds()) + " s";
    }
}
