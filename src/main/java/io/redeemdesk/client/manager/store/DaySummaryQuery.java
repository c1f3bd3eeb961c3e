package io.redeemdesk.client.manager.store;

import io.redeemdesk.client.outbox.ActionRows;
import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.protocol.Verdict;

import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Computes a {@link DaySummary} with a handful of grouped queries: the day's rows are aggregated by SQLite
 * through the time index (in 15-minute slots, so any time zone's hours come out right), the queue and the
 * conflicts through the state index. A voucher is redeemed for the shop when a redemption was answered
 * {@code REDEEMED} or a confirmed capture used it (its line in the capture's answer, counted at the capture's
 * time and cashier); a hold alone never counts, nor do the vouchers of a voided sale or a capture not yet confirmed.
 * Every hold is a scan, but only the holds still on a sale still open (neither completed nor voided) count as held
 * among the outcomes.
 */
public final class DaySummaryQuery {
    private static final long SLOT_MS = 15 * 60_000L;
    /** The message key prefixes of an outcome: an answered action's verdict, else the action's state. */
    private static final String VERDICT = "name.";
    private static final String STATE = "state.";
    /**
     * A hold the service answered HELD for a sale since captured or voided, or taken off the sale later: no longer
     * "held" among the outcomes.
     */
    private static final String HOLD_NO_LONGER_HELD = "(action = 'HOLD' AND verdict = 'HELD' AND (EXISTS (SELECT 1 "
            + "FROM actions s WHERE s.sale_id = actions.sale_id AND s.action IN ('CAPTURE', 'VOID')) OR "
            + ActionRows.takenOffLater("actions") + "))";

    private final OutboxLog log;
    private final ZoneId zone;

    public DaySummaryQuery(OutboxLog log, ZoneId zone) {
        this.log = log;
        this.zone = zone;
    }

    public DaySummary summarize(LocalDate day, Set<String> acknowledged) throws SQLException {
        long from = day.atStartOfDay(zone).toInstant().toEpochMilli();
        long until = day.plusDays(1).atStartOfDay(zone).toInstant().toEpochMilli();
        Map<String, Long> outcomes = new LinkedHashMap<>();
        Map<String, Long> value = new TreeMap<>();
        Map<String, CashierTotal> cashiers = new TreeMap<>();
        long[] hourlyScans = new long[24];
        long[] hourlyRedeemed = new long[24];
        long[] totals = new long[2];
        log.read("SELECT cashier_id, state, verdict, currency, created_at / " + SLOT_MS + ", COUNT(*), "
                + "SUM(value_cents), " + HOLD_NO_LONGER_HELD + " FROM actions WHERE created_at >= ? AND created_at < ? "
                + "AND action IN ('REDEEM', 'HOLD') GROUP BY 1, 2, 3, 4, 5, 8", List.of(from, until), rs -> {
                    String state = rs.getString(2);
                    String verdict = rs.getString(3);
                    long count = rs.getLong(6);
                    boolean redeemed = ActionState.DONE.name().equals(state)
                            && Verdict.REDEEMED.name().equals(verdict);
                    long cents = redeemed ? rs.getLong(7) : 0;
                    int hour = Instant.ofEpochMilli(rs.getLong(5) * SLOT_MS).atZone(zone).getHour();
                    if (!rs.getBoolean(8)) {
                        outcomes.merge(ActionState.DONE.name().equals(state) ? VERDICT + verdict : STATE + state,
                                count, Long::sum);
                    }
                    String cashier = rs.getString(1);
                    cashiers.merge(cashier, new CashierTotal(cashier, count, redeemed ? count : 0, cents,
                            redeemed ? currency(rs.getString(4)) : null), CashierTotal::plus);
                    hourlyScans[hour] += count;
                    totals[0] += count;
                    if (redeemed) {
                        hourlyRedeemed[hour] += count;
                        totals[1] += count;
                        value.merge(currency(rs.getString(4)), cents, Long::sum);
                    }
                });
        log.read("SELECT actions.cashier_id, json_extract(line.value, '$.currency'), actions.created_at / " + SLOT_MS
                + ", COUNT(*), SUM(json_extract(line.value, '$.valueCents')) FROM actions, "
                + "json_each(actions.response_body, '$.captured') line WHERE actions.created_at >= ? "
                + "AND actions.created_at < ? AND actions.action = 'CAPTURE' AND actions.state = 'DONE' "
                + "GROUP BY 1, 2, 3", List.of(from, until), rs -> {
                    long count = rs.getLong(4);
                    long cents = rs.getLong(5);
                    int hour = Instant.ofEpochMilli(rs.getLong(3) * SLOT_MS).atZone(zone).getHour();
                    String cashier = rs.getString(1);
                    cashiers.merge(cashier, new CashierTotal(cashier, 0, count, cents, currency(rs.getString(2))),
                            CashierTotal::plus);
                    hourlyRedeemed[hour] += count;
                    totals[1] += count;
                    value.merge(currency(rs.getString(2)), cents, Long::sum);
                });
        long[] queue = new long[3];
        log.read("SELECT COUNT(*), MIN(created_at) FROM actions WHERE state IN ('PENDING', 'IN_FLIGHT', 'UNKNOWN')",
                List.of(), rs -> {
                    queue[0] = rs.getLong(1);
                    queue[1] = rs.getLong(2);
                    queue[2] = rs.wasNull() ? 0 : 1;
                });
        long[] held = new long[1];
        log.read("SELECT COUNT(*) FROM actions WHERE state = 'HELD'", List.of(), rs -> held[0] = rs.getLong(1));
        List<RedeemAction> conflicts = new ArrayList<>();
        log.read("SELECT " + ActionRows.COLUMNS + " FROM actions WHERE state = 'CONFLICT' ORDER BY created_at DESC",
                List.of(), rs -> {
                    RedeemAction a = ActionRows.read(rs);
                    if (!acknowledged.contains(a.requestId())) {
                        conflicts.add(a);
                    }
                });
        String known = value.isEmpty() ? lastCurrency() : null;
        if (known != null) {
            value.put(known, 0L);
        }
        String zeroIn = value.size() == 1 ? value.keySet().iterator().next() : null;
        return new DaySummary(day, sortedOutcomes(outcomes), totals[0], totals[1], value,
                cashiers.values().stream().map(c -> c.orZeroIn(zeroIn)).toList(), boxed(hourlyScans), boxed(hourlyRedeemed), queue[0],
                queue[2] == 1 ? Instant.ofEpochMilli(queue[1]) : null, held[0], conflicts, sales(from, until));
    }

    /** Captured and voided sales, and uses of passes (redeemed, or captured in a sale, with uses left after). */
    private DaySummary.SaleTotals sales(long from, long until) throws SQLException {
        long[] t = new long[3];
        log.read("SELECT SUM(action = 'CAPTURE'), SUM(action = 'VOID'), SUM(action = 'REDEEM' AND verdict = "
                + "'REDEEMED' AND uses_left > 0) FROM actions WHERE created_at >= ? AND created_at < ? "
                + "AND state = 'DONE' AND action IN ('CAPTURE', 'VOID', 'REDEEM')", List.of(from, until), rs -> {
                    t[0] = rs.getLong(1);
                    t[1] = rs.getLong(2);
                    t[2] = rs.getLong(3);
                });
        log.read("SELECT COUNT(*) FROM actions, json_each(actions.response_body, '$.captured') line "
                + "WHERE actions.created_at >= ? AND actions.created_at < ? AND actions.action = 'CAPTURE' "
                + "AND actions.state = 'DONE' AND json_extract(line.value, '$.usesLeft') > 0",
                List.of(from, until), rs -> t[2] += rs.getLong(1));
        return new DaySummary.SaleTotals(t[0], t[1], t[2]);
    }

    /**
     * The currency of the newest voucher this till knows the value of, any day: a day with nothing redeemed yet
     * still writes its zero value in the till's currency. {@code null} when the till never saw one.
     */
    private String lastCurrency() throws SQLException {
        String[] found = new String[1];
        log.read("SELECT currency FROM actions WHERE currency IS NOT NULL ORDER BY created_at DESC LIMIT 1",
                List.of(), rs -> found[0] = rs.getString(1));
        return found[0];
    }

    /** A value without a currency is kept apart under "?" (never added to a real currency's). */
    private static String currency(String stored) {
        return stored == null ? "?" : stored;
    }

    /** Verdicts in protocol order first, then states in lifecycle order. */
    private static Map<String, Long> sortedOutcomes(Map<String, Long> outcomes) {
        Map<String, Long> sorted = new LinkedHashMap<>();
        for (Verdict v : Verdict.values()) {
            if (outcomes.containsKey(VERDICT + v.name())) {
                sorted.put(VERDICT + v.name(), outcomes.get(VERDICT + v.name()));
            }
        }
        for (ActionState s : ActionState.values()) {
            if (outcomes.containsKey(STATE + s.name())) {
                sorted.put(STATE + s.name(), outcomes.get(STATE + s.name()));
            }
        }
        return sorted;
    }

    private static List<Long> boxed(long[] values) {
        return Arrays.stream(values).boxed().toList();
    }
}
