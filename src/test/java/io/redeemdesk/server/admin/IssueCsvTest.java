package io.redeemdesk.server.admin;

import org.junit.jupiter.api.Test;

import java.io.StringWriter;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The issue CSV guards a formula-like voucher name the way the till's export does, and quotes by RFC 4180. */
class IssueCsvTest {
    @Test
    void aFormulaNameIsWrittenAsTextAndAChineseNameAsIs() throws Exception {
        StringWriter out = new StringWriter();
        IssueCsv.write(List.of(new IssuedVoucher("0000000000000A", "=HYPERLINK(\"http://x.example\",\"win\")", 2000,
                "EUR"), new IssuedVoucher("0000000000000B", "免费奶茶, 大杯", 1800, "CNY")), out);

        assertThat(out.toString()).isEqualTo("code,name,value\r\n"
                + "0000000000000A,\"'=HYPERLINK(\"\"http://x.example\"\",\"\"win\"\")\",20.00\r\n"
                + "0000000000000B,\"免费奶茶, 大杯\",18.00\r\n");
    }
}
