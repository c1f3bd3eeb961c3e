package io.redeemdesk.client.manager.store;

/** One cashier's day: scans, redeemed vouchers and their value in minor units. */
public record CashierTotal(String cashier, long scans, long redeemed, long redeemedCents) {
    CashierTotal plus(long moreScans, long moreRedeemed, long moreCents) {
        return new CashierTotal(cashier, scans + moreScans, redeemed + moreRedeemed, redeemedCents + moreCents);
    }
}
