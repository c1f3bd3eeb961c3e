package io.redeemdesk.client.manager.store;

import io.redeemdesk.client.api.RedemptionApi;
import io.redeemdesk.client.outbox.Outbox;
import io.redeemdesk.client.outbox.SaleLine;
import io.redeemdesk.client.outbox.TillIdentity;
import io.redeemdesk.client.redeem.EngineSettings;
import io.redeemdesk.client.redeem.RedeemOutcome;
import io.redeemdesk.client.redeem.RedeemRuntime;
import io.redeemdesk.client.redeem.SaleEngine;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.server.admin.DemoSeed;
import io.redeemdesk.testing.LiveServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

/**
 * The manager's log and day summary over a real outbox that a real till filled against a real service: a sale's
 * steps with their sale id, order number and action, the filters by sale and by order number, and the day's
 * captured and voided sales and uses of passes; the vouchers a capture used count as redeemed, once; only the
 * holds of a sale still open count as held.
 */
class SaleLogTest {
    @TempDir
    Path dir;

    @Test
    void salesAreInTheLogFilteredBySaleAndOrderAndCountedInTheDay() throws Exception {
        Path file = dir.resolve("till/outbox.db");
        String paid;
        String voided;
        Map<String, Long> redeemedValue = new HashMap<>();
        try (LiveServer server = new LiveServer(dir, 20); Outbox outbox = Outbox.open(file)) {
            String pass = server.issuePass("十次卡", 10);
            RedemptionApi api = new RedemptionApi(RedemptionApi.newHttpClient(Duration.ofSeconds(1),
                    Duration.ofSeconds(5)), server.url(), server.token());
            try (RedeemRuntime runtime = RedeemRuntime.start(outbox, api, EngineSettings.defaults(),
                    new TillIdentity(DemoSeed.STORE_ID, DemoSeed.TERMINAL_ID), Clock.systemUTC(), () -> 0.5)) {
                SaleEngine sales = runtime.sales();
                paid = sales.newSaleId();
                sales.hold(paid, server.codes().get(0), "alice");
                sales.hold(paid, pass, "alice");
                sales.hold(paid, server.codes().get(1), "alice");
                sales.release(paid, server.codes().get(1), "alice");
                sales.complete(paid, "单号-1001", "alice");
                voided = sales.newSaleId();
                sales.hold(voided, server.codes().get(2), "alice");
                sales.voidSale(voided, "alice");
                String open = sales.newSaleId();
                sales.hold(open, server.codes().get(3), "alice");
                sales.hold(open, server.codes().get(4), "alice");
                sales.release(open, server.codes().get(4), "alice");
                RedeemOutcome instantPass = runtime.engine().redeem(pass, "bob");
                assertThat(instantPass.verdict()).isEqualTo(Verdict.REDEEMED);
                assertThat(instantPass.action().usesLeft()).isEqualTo(8);
                for (SaleLine line : sales.sale(paid).lines()) {
                    if (line.state() == SaleLine.State.CAPTURED) {
                        redeemedValue.merge(line.currency(), line.valueCents(), Long::sum);
                    }
                }
                redeemedValue.merge(instantPass.action().currency(), instantPass.action().valueCents(), Long::sum);
            }
        }

        try (OutboxLog log = OutboxLog.open(file)) {
            List<String[]> bySale = csv(log, new LogFilter(null, null, null, null, null, null, paid.substring(0, 8),
                    null));
            List<String[]> byOrder = csv(log, new LogFilter(null, null, null, null, null, null, null, "单号-1001"));

            assertThat(bySale).extracting(r -> r[LogCsv.HEADER.indexOf("action")])
                    .containsExactly("CAPTURE", "RELEASE", "HOLD", "HOLD", "HOLD");
            assertThat(bySale).allSatisfy(r -> assertThat(r[LogCsv.HEADER.indexOf("sale_id")]).isEqualTo(paid));
            assertThat(bySale.get(0)[LogCsv.HEADER.indexOf("order_no")]).isEqualTo("单号-1001");
            assertThat(bySale).extracting(r -> r[LogCsv.HEADER.indexOf("state")]).containsOnly("DONE");
            assertThat(byOrder).hasSameSizeAs(bySale);
            assertThat(csv(log, new LogFilter(null, null, null, null, null, null, voided, null)))
                    .extracting(r -> r[LogCsv.HEADER.indexOf("action")]).containsExactly("VOID", "HOLD");

            DaySummary day = new DaySummaryQuery(log, ZoneOffset.UTC).summarize(LocalDate.now(ZoneOffset.UTC),
                    Set.of());
            assertThat(day.sales()).isEqualTo(new DaySummary.SaleTotals(1, 1, 2));
            assertThat(day.scans()).as("holds and redemptions are scans; releases, captures, voids are not")
                    .isEqualTo(7);
            assertThat(day.outcomes()).as("only the open sale's hold still on it is held; the one taken off, the"
                    + " paid and the voided sales' holds are not").containsExactly(Map.entry("name.REDEEMED", 1L), Map.entry("name.HELD", 1L));
            assertThat(day.redeemed()).as("the paid sale's two vouchers and the pass redeemed at once; the voided"
                    + " sale's voucher and the holds themselves count nothing").isEqualTo(3);
            assertThat(day.redeemedValue()).isEqualTo(redeemedValue);
            assertThat(day.cashiers()).extracting(CashierTotal::cashier, CashierTotal::redeemed)
                    .containsExactly(tuple("alice", 2L), tuple("bob", 1L));
            assertThat(day.hourlyRedeemed().stream().mapToLong(Long::longValue).sum()).isEqualTo(3);
        }
    }

    private static List<String[]> csv(OutboxLog log, LogFilter filter) throws Exception {
        StringWriter out = new StringWriter();
        new LogCsv(ZoneOffset.UTC, true).write(log, filter, LogSort.NEWEST_FIRST, out, false);
        String[] lines = out.toString().split("\r\n");
        assertThat(lines[0]).isEqualTo(String.join(",", LogCsv.HEADER));
        return Arrays.stream(lines).skip(1).map(l -> l.split(",", -1)).toList();
    }
}
