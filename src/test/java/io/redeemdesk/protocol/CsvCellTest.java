package io.redeemdesk.protocol;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The one CSV cell rule of the till's and the service's files: formula starts guarded, RFC 4180 quoting. */
class CsvCellTest {
    @Test
    void quotesOnlyFieldsThatNeedItAndDoublesQuotes() {
        assertThat(CsvCell.quoted("plain")).isEqualTo("plain");
        assertThat(CsvCell.quoted("a,b")).isEqualTo("\"a,b\"");
        assertThat(CsvCell.quoted("say \"hi\"")).isEqualTo("\"say \"\"hi\"\"\"");
        assertThat(CsvCell.quoted("two\r\nlines")).isEqualTo("\"two\r\nlines\"");
        assertThat(CsvCell.quoted(null)).isEmpty();
    }

    @Test
    void textThatStartsLikeAFormulaGetsALeadingQuoteAndOtherTextIsLeftAlone() {
        for (String start : List.of("=", "+", "-", "@", "\t", "\r", "\0")) {
            assertThat(CsvCell.guarded(start + "1+1")).as("starts with %s", start).isEqualTo("'" + start + "1+1");
        }
        assertThat(CsvCell.guarded("alice")).isEqualTo("alice");
        assertThat(CsvCell.guarded("a=b")).isEqualTo("a=b");
        assertThat(CsvCell.guarded("'quoted")).isEqualTo("'quoted");
        assertThat(CsvCell.guarded("免费咖啡")).isEqualTo("免费咖啡");
        assertThat(CsvCell.guarded("")).isEmpty();
        assertThat(CsvCell.guarded(null)).isNull();
    }

    @Test
    void aTextCellIsGuardedFirstThenQuoted() {
        assertThat(CsvCell.text("=HYPERLINK(\"http://evil.example\",\"click\")"))
                .isEqualTo("\"'=HYPERLINK(\"\"http://evil.example\"\",\"\"click\"\")\"");
        assertThat(CsvCell.text("-5, off")).isEqualTo("\"'-5, off\"");
        assertThat(CsvCell.text("Gift 20")).isEqualTo("Gift 20");
        assertThat(CsvCell.text(null)).isEmpty();
    }
}
