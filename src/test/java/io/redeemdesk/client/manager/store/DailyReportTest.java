package io.redeemdesk.client.manager.store;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The printable daily report is UTF-8 and says so, whatever the platform's charset and language, and has the day's
 * sales in the till's language.
 */
class DailyReportTest {
    private static final ZoneId SHANGHAI = ZoneId.of("Asia/Shanghai");

    @TempDir
    Path dir;

    @Test
    void chineseNamesAreWrittenAsUtf8BytesAndTheHoursInPlainDigits() throws Exception {
        DaySummary day = new DaySummary(LocalDate.of(2026, 12, 1), Map.of("REDEEMED", 1L), 1, 1,
                Map.of("CNY", 2000L), List.of(new CashierTotal("alice", 1, 1, Map.of("CNY", 2000L))),
                hours(9, 3L, 13, 1L), hours(9, 1L), 0, null, 0, List.of(),
                DaySummary.SaleTotals.NONE);
        Locale before = Locale.getDefault();
        Path file;
        try {
            Locale.setDefault(Locale.forLanguageTag("ar-EG"));
            file = new DailyReport(new ManagerText(Locale.ENGLISH, SHANGHAI),
                    Clock.fixed(Instant.parse("2026-12-01T10:00:00Z"), SHANGHAI))
                    .write(day, "门店-1 / 收银台-1", "王芳", dir);
        } finally {
            Locale.setDefault(before);
        }

        byte[] bytes = Files.readAllBytes(file);
        String html = new String(bytes, StandardCharsets.UTF_8);
        assertThat(html).contains("<meta charset=\"utf-8\">", "<p>门店-1 / 收银台-1 · printed ", " by 王芳</p>",
                "<td>09:00</td>", "<td>13:00</td>", "<td>alice</td><td class=n>1</td><td class=n>1</td>"
                + "<td class=n>CN¥20.00</td>").as("the hours of trade only").doesNotContain("<td>08:00</td>")
                .doesNotContain("<td>14:00</td>");
        assertThat(indexOf(bytes, "王芳".getBytes(StandardCharsets.UTF_8))).isPositive();
    }

    @Test
    void theDaysSalesHaveTheirRowsInTheTillsLanguage() {
        DaySummary day = new DaySummary(LocalDate.of(2026, 12, 1), Map.of("name.HELD", 3L), 3, 2, Map.of("EUR", 700L),
                List.of(new CashierTotal("alice", 3, 2, Map.of("EUR", 700L))), Collections.nCopies(24, 0L),
                Collections.nCopies(24, 0L), 0, null, 0, List.of(), new DaySummary.SaleTotals(2, 1, 4));
        Clock clock = Clock.fixed(Instant.parse("2026-12-01T10:00:00Z"), SHANGHAI);

        String english = new DailyReport(new ManagerText(Locale.ENGLISH, SHANGHAI), clock).html(day, "T", "maria");
        String chinese = new DailyReport(new ManagerText(Locale.SIMPLIFIED_CHINESE, SHANGHAI), clock)
                .html(day, "T", "王芳");

        assertThat(english).contains("<tr><th>Sales captured</th><td class=n>2</td></tr>",
                "<tr><th>Sales voided</th><td class=n>1</td></tr>", "<tr><th>Uses of passes</th><td class=n>4</td></tr>");
        assertThat(chinese).contains("<tr><th>已完成销售</th><td class=n>2</td></tr>",
                "<tr><th>已作废销售</th><td class=n>1</td></tr>", "<tr><th>次卡使用次数</th><td class=n>4</td></tr>");
        assertThat(chinese).as("a sale's hold by outcome in its own words").contains("已锁定");
    }

    /** 24 hourly buckets, zero but for the given hour and count pairs. */
    private static List<Long> hours(Object... hourAndCount) {
        Long[] buckets = Collections.nCopies(24, 0L).toArray(Long[]::new);
        for (int i = 0; i < hourAndCount.length; i += 2) {
            buckets[(Integer) hourAndCount[i]] = (Long) hourAndCount[i + 1];
        }
        return List.of(buckets);
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i <= haystack.length - needle.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
