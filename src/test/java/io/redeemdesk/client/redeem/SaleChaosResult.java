package io.redeemdesk.client.redeem;

import io.redeemdesk.client.outbox.Outbox;
import io.redeemdesk.client.outbox.Sale;
import io.redeemdesk.client.outbox.SaleLine;
import io.redeemdesk.client.outbox.SaleReading;
import io.redeemdesk.sqlite.SqliteFile;
import io.redeemdesk.testing.LiveServer;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The verdict of a sale crash loop, read after the last till drained and the service swept: the till's sales as
 * its outbox tells them ({@link SaleReading}, as a restarted till reads them) against the service's vouchers and
 * ledger. Every voucher issued is counted once:
 * <ul>
 *   <li>{@code lost}: a completed sale of the till shows it used, but the service has no use of it by that sale's
 *   capture (not USED, or its ledger row is another request's); or the service used it (a ledger row, or USED)
 *   while no sale the till completed used it — a voucher burnt by a voided sale, a released line or a sale never
 *   completed;</li>
 *   <li>{@code doubled}: more than one ledger row, or used by more than one of the till's completed sales;</li>
 *   <li>{@code stuck_locked}: still LOCKED on the service after the sweep (the lease is the default 15 min, so the
 *   sweep gives back nothing a till should have released itself).</li>
 * </ul>
 * {@code unresolved} counts outbox rows and sales: a row still PENDING, IN_FLIGHT, UNKNOWN or HELD, a row in
 * CONFLICT (waiting for a manager), a sale with a line still on it but neither a capture nor a void (left open), and
 * a sale whose capture the service refused as a whole. A sale whose every line came off before the kill is not
 * brought back by a restart (the next scan opens a new one; its steps are still delivered): the details count it as
 * {@code empty_open}. A sale completed when the service held none of its vouchers (a restored sale
 * whose every hold was refused) is no fault: its capture is not sent and it reads "nothing captured"; the details
 * count it as {@code nothing_captured}.
 */
record SaleChaosResult(int cycles, int sales, int lost, int doubled, int unresolved, int stuckLocked,
                       Map<String, Integer> salesByState, int nothingCaptured, int emptyOpen, int used, int unused,
                       List<String> faults) {

    String line() {
        return "CHAOS mode=sale cycles=" + cycles + " sales=" + sales + " lost=" + lost + " doubled=" + doubled
                + " unresolved=" + unresolved + " stuck_locked=" + stuckLocked;
    }

    /** The counts behind the line: the sales' end states, the vouchers used and not, and each fault found. */
    String details() {
        return "sales by state " + salesByState + ", nothing_captured=" + nothingCaptured + ", empty_open="
                + emptyOpen + ", vouchers used=" + used + " not used=" + unused
                + (faults.isEmpty() ? "" : "\n  " + String.join("\n  ", faults));
    }

    static SaleChaosResult check(int cycles, LiveServer server, Path outboxFile) throws Exception {
        Map<String, List<String>> usedBy = new HashMap<>();
        Map<String, Integer> byState = new TreeMap<>();
        List<String> faults = new ArrayList<>();
        List<String> saleIds;
        try (Connection c = SqliteFile.openReadOnly(outboxFile)) {
            faults.addAll(rows(c, "SELECT 'unresolved ' || action || ' ' || state || ' sale ' || sale_id"
                    + " || ' seq ' || sale_seq || ' code ' || code || ': ' || COALESCE(verdict, '') || ' '"
                    + " || COALESCE(last_error, '') FROM actions"
                    + " WHERE state IN ('PENDING', 'IN_FLIGHT', 'UNKNOWN', 'HELD', 'CONFLICT')"));
            saleIds = rows(c, "SELECT DISTINCT sale_id FROM actions WHERE sale_id IS NOT NULL ORDER BY sale_id");
        }
        int unresolved = faults.size();
        int nothingCaptured = 0;
        int emptyOpen = 0;
        try (Outbox outbox = Outbox.open(outboxFile)) {
            SaleReading reading = new SaleReading();
            for (String saleId : saleIds) {
                Sale sale = reading.read(saleId, outbox.status().saleSteps(saleId));
                byState.merge(sale.state().name(), 1, Integer::sum);
                if (sale.state() == Sale.State.CAPTURE_FAILED && sale.nothingHeld()) {
                    nothingCaptured++;
                } else if (sale.state() == Sale.State.CAPTURE_FAILED) {
                    unresolved++;
                    faults.add("unresolved capture refused as a whole, sale " + saleId + ": "
                            + sale.capture().lastError() + " " + sale.capture().responseBody());
                }
                if (sale.state() == Sale.State.OPEN && sale.shownLines().isEmpty()) {
                    emptyOpen++;
                } else if (sale.state() == Sale.State.OPEN) {
                    unresolved++;
                    faults.add("unresolved sale " + saleId + " left open");
                }
                if (sale.state() == Sale.State.COMPLETED) {
                    for (SaleLine line : sale.lines()) {
                        if (line.state() == SaleLine.State.CAPTURED) {
                            usedBy.computeIfAbsent(line.code(), k -> new ArrayList<>())
                                    .add(sale.capture().requestId());
                        }
                    }
                }
            }
        }
        int lost = 0;
        int doubled = 0;
        int stuck = 0;
        int used = 0;
        for (String code : server.issuedCodes()) {
            List<String> ledger = server.ledger(code);
            List<String> captures = usedBy.getOrDefault(code, List.of());
            String status = server.status(code);
            String voucher = code + " (" + status + ", ledger " + ledger + ", used by captures " + captures + ")";
            if (status.equals("LOCKED")) {
                stuck++;
                faults.add("stuck_locked " + voucher);
            }
            used += status.equals("USED") ? 1 : 0;
            if (ledger.size() > 1 || captures.size() > 1) {
                doubled++;
                faults.add("doubled " + voucher);
            } else if (captures.isEmpty() ? !ledger.isEmpty() || status.equals("USED")
                    : !status.equals("USED") || !ledger.equals(captures)) {
                lost++;
                faults.add("lost " + voucher);
            }
        }
        return new SaleChaosResult(cycles, saleIds.size(), lost, doubled, unresolved, stuck, byState, nothingCaptured,
                emptyOpen, used,
                server.issuedCodes().size() - used, List.copyOf(faults));
    }

    /** The first column of every row {@code sql} selects. */
    private static List<String> rows(Connection c, String sql) throws SQLException {
        List<String> out = new ArrayList<>();
        try (PreparedStatement st = c.prepareStatement(sql); ResultSet rs = st.executeQuery()) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }
}
