package io.redeemdesk.server.admin;

import io.redeemdesk.protocol.CsvCell;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

/**
 * The issue CSV of {@code server issue}, {@code campaign-sheet}, {@code export} and the demo seed:
 * {@code code,name,value}, CRLF line ends, the name as a text cell by the till's rule ({@link CsvCell}: a name
 * such as {@code =HYPERLINK(…)} is written {@code '=HYPERLINK(…)}), the value a plain number.
 */
public final class IssueCsv {
    public static final String HEADER = "code,name,value";

    private IssueCsv() {
    }

    /** Writes the header and one line per voucher to {@code out}, and flushes it. */
    public static void write(List<IssuedVoucher> vouchers, Writer out) throws IOException {
        out.write(HEADER + "\r\n");
        for (IssuedVoucher v : vouchers) {
            out.write(v.code() + "," + CsvCell.text(v.name()) + "," + v.value() + "\r\n");
        }
        out.flush();
    }
}
