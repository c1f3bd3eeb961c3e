package io.redeemdesk.server.redeem;

/**
 * What became of one voucher a sale held ({@code sale_holds.state}): still HELD; RELEASED (taken out of the sale,
 * or the sale voided); LAPSED (its lease ran out and the sweeper gave the voucher back); CAPTURED (a use taken
 * when the sale was paid); REFUSED (at capture the voucher was no longer free).
 */
public enum HoldState {
    HELD, RELEASED, LAPSED, CAPTURED, REFUSED
}
