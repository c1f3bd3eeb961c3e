package io.redeemdesk.server.events;

/** The event types the service stages today; the names are a contract with receivers (docs/api.md, Events). */
public final class EventTypes {
    public static final String VOUCHER_REDEEMED = "voucher.redeemed";
    public static final String VOUCHER_REVOKED = "voucher.revoked";
    public static final String VOUCHER_EXPIRED = "voucher.expired";
    public static final String VOUCHER_HELD = "voucher.held";
    public static final String VOUCHER_RELEASED = "voucher.released";
    public static final String SALE_CAPTURED = "sale.captured";
    public static final String SALE_VOIDED = "sale.voided";
    public static final String VOUCHER_CLAIMED = "voucher.claimed";
    public static final String VOUCHER_REPLACED = "voucher.replaced";

    private EventTypes() {
    }
}
