package io.redeemdesk.client.text;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * The one way RedeemDesk writes a moment: on the cashier screen, in the manager view, in the daily report and in
 * the CSV export. Both languages write the day as {@code 2026-12-01} and the time on the 24-hour clock,
 * {@code 18:54:30}: no "PM", no 下午, no day-before-month guessing. The CSV writes the same day and 24-hour time as
 * ISO 8601 with the offset and, when there are any, the milliseconds ({@code 2026-12-01T18:54:30.14+01:00}), so a
 * program reads it back exactly. Every time is the till's zone.
 */
public final class DateTimes {
    private static final String DAY = "yyyy-MM-dd";
    private static final String TIME = "HH:mm:ss";

    private DateTimes() {
    }

    /** Day and time of day, {@code 2026-12-01 18:54:30}. */
    public static DateTimeFormatter dayTime(Locale locale, ZoneId zone) {
        return DateTimeFormatter.ofPattern(DAY + " " + TIME, locale).withZone(zone);
    }

    /** Time of day only, {@code 18:54:30}. */
    public static DateTimeFormatter time(Locale locale, ZoneId zone) {
        return DateTimeFormatter.ofPattern(TIME, locale).withZone(zone);
    }

    /** The CSV's cell: ISO 8601 with the zone's offset, {@code 2026-12-01T18:54:30+01:00}; a machine's column. */
    public static String csv(Instant at, ZoneId zone) {
        return DateTimeFormatter.ISO_OFFSET_DATE_TIME.format(at.atZone(zone));
    }
}
