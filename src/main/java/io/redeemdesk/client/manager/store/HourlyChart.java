package io.redeemdesk.client.manager.store;

import java.util.ArrayList;
import java.util.List;

/**
 * Today's hourly bars for the hours of trade only (the first to the last hour with a scan or a redemption), on a
 * count axis of whole numbers: {@code 0} to {@link #upper} in steps of {@link #step}, both whole and the step
 * 1, 2 or 5 times a power of ten, so a day of four vouchers counts 0, 1, 2, 3, 4 and never 0.25.
 *
 * @param bars  one bar per hour of trade, in order; empty on a day without a scan
 * @param upper the axis' top, a multiple of {@code step} and at least the highest bar
 * @param step  the distance between two labelled ticks, at least 1
 */
public record HourlyChart(List<Bar> bars, long upper, long step) {
    /** About this many ticks on the axis, fewer for a small day. */
    private static final int TICKS = 5;

    public HourlyChart {
        bars = List.copyOf(bars);
    }

    /**
     * One hour's bar.
     *
     * @param hour     the local hour of the day, 0 to 23
     * @param scans    the hour's scans
     * @param redeemed the hour's redeemed vouchers
     */
    public record Bar(int hour, long scans, long redeemed) {
        /** {@code 09}: the hour as the chart labels it. */
        public String label() {
            return String.format(java.util.Locale.ROOT, "%02d", hour);
        }
    }

    /** The chart of 24 hourly buckets of scans and of redeemed vouchers. */
    public static HourlyChart of(List<Long> hourlyScans, List<Long> hourlyRedeemed) {
        int first = -1;
        int last = -1;
        long max = 0;
        for (int hour = 0; hour < hourlyScans.size(); hour++) {
            long most = Math.max(hourlyScans.get(hour), hourlyRedeemed.get(hour));
            if (most > 0) {
                first = first < 0 ? hour : first;
                last = hour;
                max = Math.max(max, most);
            }
        }
        List<Bar> bars = new ArrayList<>();
        for (int hour = first; first >= 0 && hour <= last; hour++) {
            bars.add(new Bar(hour, hourlyScans.get(hour), hourlyRedeemed.get(hour)));
        }
        long step = step(max);
        return new HourlyChart(bars, Math.max(step, (max + step - 1) / step * step), step);
    }

    /** The smallest of 1, 2, 5, 10, 20, 50 … that labels {@code max} in at most {@link #TICKS} steps. */
    static long step(long max) {
        long step = 1;
        while (true) {
            for (long factor : new long[] {1, 2, 5}) {
                if (factor * step * TICKS >= max) {
                    return factor * step;
                }
            }
            step *= 10;
        }
    }

    /** Whether there is no hour of trade yet today. */
    public boolean empty() {
        return bars.isEmpty();
    }
}
