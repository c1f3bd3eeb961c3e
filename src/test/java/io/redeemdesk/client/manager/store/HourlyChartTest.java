package io.redeemdesk.client.manager.store;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The hourly chart's hours of trade and its whole-number axis, without JavaFX. */
class HourlyChartTest {

    @Test
    void onlyTheHoursFromTheFirstToTheLastWithActivityAreShownGapsIncluded() {
        HourlyChart chart = HourlyChart.of(day(9, 2, 10, 0, 13, 4), day(9, 1, 13, 3));

        assertThat(chart.bars()).extracting(HourlyChart.Bar::label).containsExactly("09", "10", "11", "12", "13");
        assertThat(chart.bars().get(0)).isEqualTo(new HourlyChart.Bar(9, 2, 1));
        assertThat(chart.bars().get(2)).isEqualTo(new HourlyChart.Bar(11, 0, 0));
    }

    @Test
    void fourVouchersCountInWholeStepsOfOne() {
        HourlyChart chart = HourlyChart.of(day(12, 4), day(12, 4));

        assertThat(chart.upper()).isEqualTo(4);
        assertThat(chart.step()).isEqualTo(1);
    }

    @Test
    void largerDaysStepByOneTwoOrFiveTimesAPowerOfTenUpToAMultipleOfTheStep() {
        assertThat(axis(7)).containsExactly(8L, 2L);
        assertThat(axis(23)).containsExactly(25L, 5L);
        assertThat(axis(120)).containsExactly(150L, 50L);
        assertThat(axis(1000)).containsExactly(1000L, 200L);
    }

    @Test
    void aDayWithoutScansHasNoBarsAndAnAxisOfOne() {
        HourlyChart chart = HourlyChart.of(day(), day());

        assertThat(chart.empty()).isTrue();
        assertThat(chart.upper()).isEqualTo(1);
        assertThat(chart.step()).isEqualTo(1);
    }

    private static List<Long> axis(long max) {
        HourlyChart chart = HourlyChart.of(day(8, max), day());
        return List.of(chart.upper(), chart.step());
    }

    /** 24 buckets, zero but for the given (hour, count) pairs. */
    private static List<Long> day(long... hourAndCount) {
        List<Long> buckets = new ArrayList<>(Collections.nCopies(24, 0L));
        for (int i = 0; i < hourAndCount.length; i += 2) {
            buckets.set((int) hourAndCount[i], hourAndCount[i + 1]);
        }
        return buckets;
    }
}
