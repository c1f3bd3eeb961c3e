package io.redeemdesk.client.manager.store;

import io.redeemdesk.client.outbox.RedeemAction;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

/**
 * The manager's day at a glance.
 *
 * @param outcomes       scans of the day by outcome, each under its words' message key: {@code name.VERDICT} for
 *                       answered actions, else {@code state.STATE} (so a sale's hold, {@code name.HELD}, and an
 *                       action waiting for a manager, {@code state.HELD}, are two outcomes)
 * @param scans          the day's scans: redemptions and holds
 * @param redeemed       the day's confirmed redemptions plus the vouchers used by the day's confirmed captures
 * @param redeemedValue  value of those redeemed vouchers in minor units, by currency
 * @param hourlyScans    24 buckets of the day's scans by local hour
 * @param hourlyRedeemed 24 buckets of the redeemed vouchers by local hour (a capture's at the capture's hour)
 * @param queued         actions still waiting for an answer (pending, in flight, unknown), any day
 * @param oldestQueued   creation time of the oldest of them, or {@code null}
 * @param held           actions held for a manager's status check
 * @param openConflicts  conflicts nobody has acknowledged yet, newest first, any day
 * @param sales          the day's sales in sale mode: captured, voided, and uses taken from passes
 */
public record DaySummary(LocalDate day, Map<String, Long> outcomes, long scans, long redeemed,
                         Map<String, Long> redeemedValue, List<CashierTotal> cashiers, List<Long> hourlyScans,
                         List<Long> hourlyRedeemed, long queued, Instant oldestQueued, long held,
                         List<RedeemAction> openConflicts, SaleTotals sales) {

    /**
     * Sale mode's part of the day.
     *
     * @param captured  sales the service captured
     * @param voided    sales voided
     * @param passUses  uses taken from passes (vouchers with uses left after it), by redemption or capture
     */
    public record SaleTotals(long captured, long voided, long passUses) {
        public static final SaleTotals NONE = new SaleTotals(0, 0, 0);
    }
}
