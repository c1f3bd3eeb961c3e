package io.redeemdesk.client.manager.store;

import io.redeemdesk.bench.manager.SyntheticLog;
import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.client.outbox.ActionUpdate;
import io.redeemdesk.client.outbox.AttemptRecord;
import io.redeemdesk.client.outbox.Outbox;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.protocol.VoucherCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.StringWriter;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.ZoneOffset;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The CSV export: RFC 4180 quoting, CRLF, header, BOM, protocol verdict names, masked or full codes, and text cells
 * that a spreadsheet would run as formulas turned into text.
 */
class LogCsvTest {
    @TempDir
    Path dir;

    @Test
    void formulaLikeCodeCashierAndProblemDetailAreExportedAsTextWhileNumbersStayNumbers() throws Exception {
        String id = "5f0c2a6e-0000-4000-8000-000000000002";
        Path file = dir.resolve("outbox.db");
        try (Outbox outbox = Outbox.open(file)) {
            outbox.actions().insert(RedeemAction.fresh(id, "=2+5", "STORE-1", "TILL-1", "=cmd|' /C calc'!A0",
                    1_764_403_200_000L));
            outbox.actions().beginAttempt(id, 1, 1_764_403_200_100L).join();
            outbox.actions().finishAttempt(new AttemptRecord(id, 1, 1_764_403_200_100L, 40L, "REFUSED", 422, null),
                    new ActionUpdate(ActionState.FAILED, null, 422, "{}", 0,
                            "=HYPERLINK(\"https://evil.example\",\"x\")", false, "@Gift card", -150L, "+EUR",
                            1_764_403_200_140L, true)).join();
        }
        try (OutboxLog log = OutboxLog.open(file)) {
            StringWriter out = new StringWriter();
            new LogCsv(ZoneOffset.UTC, true).write(log, LogFilter.ALL, LogSort.NEWEST_FIRST, out, false);

            assertThat(out.toString().split("\r\n")[1]).isEqualTo("2025-11-29T08:00:00Z," + id + ",'=2+5,,FAILED,"
                    + "'=cmd|' /C calc'!A0,STORE-1,TILL-1,1,false,'@Gift card,-150,'+EUR,"
                    + "\"'=HYPERLINK(\"\"https://evil.example\"\",\"\"x\"\")\",2025-11-29T08:00:00.14Z,,,REDEEM");
        }
    }

    @Test
    void writesHeaderAndRowsWithMaskedCodesUnlessAskedOtherwise() throws Exception {
        String code = VoucherCode.generate(new SecureRandom());
        Path file = dir.resolve("outbox.db");
        try (Outbox outbox = Outbox.open(file)) {
            outbox.actions().insert(RedeemAction.fresh("5f0c2a6e-0000-4000-8000-000000000001", code,
                    "STORE-1", "TILL-1", "o'brien, pat", 1_764_403_200_000L));
        }
        try (OutboxLog log = OutboxLog.open(file)) {
            StringWriter masked = new StringWriter();
            long rows = new LogCsv(ZoneOffset.UTC, false).write(log, LogFilter.ALL, LogSort.NEWEST_FIRST, masked, true);
            assertThat(rows).isEqualTo(1);
            List<String> lines = List.of(masked.toString().split("\r\n"));
            assertThat(lines.get(0)).startsWith("\uFEFFcreated_at,request_id,code,verdict,state,cashier_id");
            assertThat(lines.get(1)).isEqualTo("2025-11-29T08:00:00Z,5f0c2a6e-0000-4000-8000-000000000001,"
                    + VoucherCode.mask(code) + ",,PENDING,\"o'brien, pat\",STORE-1,TILL-1,0,false,,,,,,,,REDEEM");
            assertThat(masked.toString()).doesNotContain(code).endsWith("\r\n");

            StringWriter full = new StringWriter();
            new LogCsv(ZoneOffset.UTC, true).write(log, LogFilter.ALL, LogSort.NEWEST_FIRST, full, false);
            assertThat(full.toString()).startsWith("created_at,").contains("," + code + ",");
        }
    }

    @Test
    void verdictColumnUsesProtocolNames() throws Exception {
        Path file = dir.resolve("outbox.db");
        new SyntheticLog(3).write(file, 300, java.time.Instant.parse("2026-11-29T12:00:00Z"), 2);
        try (OutboxLog log = OutboxLog.open(file)) {
            StringWriter out = new StringWriter();
            new LogCsv(ZoneOffset.UTC, false).write(log, new LogFilter(null, null, Verdict.REDEEMED, null, null,
                    null), LogSort.NEWEST_FIRST, out, false);
            List<String> lines = List.of(out.toString().split("\r\n"));
            assertThat(lines).hasSizeGreaterThan(100);
            assertThat(lines.subList(1, lines.size())).allSatisfy(l -> assertThat(l.split(",")[3])
                    .isEqualTo("REDEEMED"));
            assertThat(lines.subList(1, lines.size())).allSatisfy(l -> assertThat(l.split(",")[4])
                    .isEqualTo(ActionState.DONE.name()));
        }
    }
}
