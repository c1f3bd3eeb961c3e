package io.redeemdesk.client.manager.store;

import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.protocol.Verdict;

import java.time.Instant;

/**
 * Which log rows the manager is looking at. Every part is optional (null = no restriction).
 *
 * @param from   first instant included
 * @param until  first instant excluded
 * @param search a voucher code or request_id, whole or its beginning
 * @param saleId  a sale id, whole or its beginning: every step of the matching sales
 * @param orderNo an order number given at F4, exactly: every step of that order's sale
 */
public record LogFilter(Instant from, Instant until, Verdict verdict, ActionState state, String cashier,
                        String search, String saleId, String orderNo) {
    public static final LogFilter ALL = new LogFilter(null, null, null, null, null, null);

    /** No restriction by sale. */
    public LogFilter(Instant from, Instant until, Verdict verdict, ActionState state, String cashier,
                     String search) {
        this(from, until, verdict, state, cashier, search, null, null);
    }
}
