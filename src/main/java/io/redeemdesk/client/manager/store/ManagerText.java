package io.redeemdesk.client.manager.store;

import io.redeemdesk.client.text.DateTimes;
import io.redeemdesk.client.text.Messages;
import io.redeemdesk.client.text.Money;

import java.text.NumberFormat;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The manager view's and the daily report's words in the till's language ({@code manager/messages.properties},
 * {@code messages_zh_CN}), and how they write times, ages, counts and money: by the locale's conventions, in the
 * till's time zone.
 */
public final class ManagerText {
    /** The manager view's bundle. */
    public static final String BUNDLE = "io.redeemdesk.client.manager.messages";

    private final Messages messages;
    private final Locale locale;
    private final ZoneId zone;
    private final DateTimeFormatter time;
    private final DateTimeFormatter clock;

    public ManagerText(Locale locale, ZoneId zone) {
        this.messages = Messages.of(BUNDLE, locale);
        this.locale = locale;
        this.zone = zone;
        this.time = DateTimes.dayTime(locale, zone);
        this.clock = DateTimes.time(locale, zone);
    }

    /** A reason the engine stored, in the manager's words (see {@link Messages#reason(String)}). */
    public String reason(String stored) {
        return messages.reason(stored);
    }

    public String text(String key, Object... args) {
        return messages.text(key, args);
    }

    public Locale locale() {
        return locale;
    }

    public ZoneId zone() {
        return zone;
    }

    /** Day and time of day, as {@link DateTimes} writes them (the cashier screen's and the CSV's style). */
    public String time(long epochMillis) {
        return time.format(Instant.ofEpochMilli(epochMillis).atZone(zone));
    }

    /** Time of day only. */
    public String clock(Instant at) {
        return clock.format(at.atZone(zone));
    }

    public String number(long n) {
        return NumberFormat.getIntegerInstance(locale).format(n);
    }

    /** An amount in the till's one money style ({@link Money}), the cashier's too. */
    public String money(long cents, String currency) {
        return Money.format(locale, cents, currency);
    }

    /** Each currency's total joined with {@code +}, or a zero amount when empty. */
    public String money(Map<String, Long> byCurrency) {
        if (byCurrency.isEmpty()) {
            return money(0, "");
        }
        return byCurrency.entrySet().stream().map(e -> money(e.getValue(), e.getKey()))
                .collect(Collectors.joining(" + "));
    }

    /** {@code 3 h 05 min}, {@code 4 min}, {@code 12 s}, in the locale's words. */
    public String age(Duration age) {
        if (age.toHours() > 0) {
            return text("age.hours", age.toHours(), String.format(locale, "%02d", age.toMinutesPart()));
        }
        return age.toMinutes() > 0 ? text("age.minutes", age.toMinutes())
                : text("age.seconds", Math.max(0, age.toSeconds()));
    }
}
