package io.redeemdesk.client.manager.store;

import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.client.text.DateTimes;
import io.redeemdesk.protocol.CsvCell;
import io.redeemdesk.protocol.VoucherCode;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.sql.SQLException;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;

/**
 * The log as RFC 4180 CSV: a header row, CRLF line ends, fields quoted when they hold a comma, quote or line
 * break. The same writer serves the manager view's export and the {@code log --csv} command. Verdicts use the
 * protocol's names; codes are masked unless the caller asks for them in full.
 * <p>
 * Text cells are guarded against formula injection (OWASP "CSV Injection"): a cashier id, voucher name or the
 * service's problem detail could start with {@code =}, {@code +}, {@code -}, {@code @}, tab, CR or NUL, which
 * Excel and LibreOffice would run as a formula, so such a cell gets a leading single quote ({@link CsvCell}, the
 * rule the service's CSV files follow too). The numeric columns
 * ({@code attempts}, {@code value_cents}) are written as plain integers and never prefixed. The last three
 * columns name a sale's step: {@code sale_id}, {@code order_no} (on the capture) and {@code action} (REDEEM,
 * HOLD, RELEASE, CAPTURE or VOID).
 */
public final class LogCsv {
    public static final List<String> HEADER = List.of("created_at", "request_id", "code", "verdict", "state",
            "cashier_id", "store_id", "terminal_id", "attempts", "offline_accepted", "voucher_name", "value_cents",
            "currency", "last_error", "completed_at", "sale_id", "order_no", "action");
    /** Lets Excel recognise UTF-8. */
    public static final char BOM = '\uFEFF';
    private static final String CRLF = "\r\n";

    private final ZoneId zone;
    private final boolean fullCodes;

    public LogCsv(ZoneId zone, boolean fullCodes) {
        this.zone = zone;
        this.fullCodes = fullCodes;
    }

    /** Writes the header and every row matching {@code filter}, streamed; returns the number of rows. */
    public long write(OutboxLog log, LogFilter filter, LogSort sort, Writer out, boolean withBom)
            throws SQLException, IOException {
        if (withBom) {
            out.write(BOM);
        }
        line(out, HEADER);
        long[] rows = new long[1];
        try {
            log.forEach(filter, sort, a -> {
                line(out, fields(a));
                rows[0]++;
            });
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        out.flush();
        return rows[0];
    }

    private List<String> fields(RedeemAction a) {
        List<String> f = new ArrayList<>(HEADER.size());
        f.add(time(a.createdAt()));
        f.add(CsvCell.guarded(a.requestId()));
        f.add(CsvCell.guarded(fullCodes ? a.code() : VoucherCode.mask(a.code())));
        f.add(a.verdict() == null ? "" : a.verdict().name());
        f.add(a.state().name());
        f.add(CsvCell.guarded(a.cashierId()));
        f.add(CsvCell.guarded(a.storeId()));
        f.add(CsvCell.guarded(a.terminalId()));
        f.add(Integer.toString(a.attempts()));
        f.add(a.offlineAccepted() ? "true" : "false");
        f.add(CsvCell.guarded(a.voucherName()));
        f.add(a.valueCents() == null ? "" : a.valueCents().toString());
        f.add(CsvCell.guarded(a.currency()));
        f.add(CsvCell.guarded(a.lastError()));
        f.add(a.completedAt() == null ? "" : time(a.completedAt()));
        f.add(a.sale() == null ? "" : a.sale().saleId());
        f.add(a.sale() == null ? "" : CsvCell.guarded(a.sale().orderNo()));
        f.add(a.kind().name());
        return f;
    }

    private String time(long epochMillis) {
        return DateTimes.csv(Instant.ofEpochMilli(epochMillis), zone);
    }

    private static void line(Writer out, List<String> fields) {
        try {
            for (int i = 0; i < fields.size(); i++) {
                if (i > 0) {
                    out.write(',');
                }
                out.write(CsvCell.quoted(fields.get(i)));
            }
            out.write(CRLF);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
