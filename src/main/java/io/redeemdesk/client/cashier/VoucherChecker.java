package io.redeemdesk.client.cashier;

import io.redeemdesk.client.api.VoucherLookup;

/** F3's look-up ({@code GET /v1/vouchers/{code}} with the foreground deadline); may block, never on FX. */
@FunctionalInterface
public interface VoucherChecker {
    VoucherLookup check(String code);
}
