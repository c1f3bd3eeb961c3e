package io.redeemdesk.client.manager.store;

import io.redeemdesk.client.redeem.ActionState;
import io.redeemdesk.protocol.Verdict;

import java.time.Instant;

/**
 * Which log rows the manager is looking at. Every part is optional (null = no restriction).
 *
 * @param from   first instant included
 * @param until  first instant excluded
 * @param search a voucher code or request_id, whole or its beginning
 */
public record LogFilter(Instant from, Instant until, Verdict verdict, ActionState state, String cashier,
                        String search) {
    public static final LogFilter ALL = new LogFilter(null, null, null, null, null, null);
}
