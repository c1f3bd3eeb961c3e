package io.redeemdesk.client.redeem;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The codes somebody on this till is working on right now: the cashier's foreground attempt or a drain worker.
 * One request_id belongs to one code, so holding the code means never two attempts in flight for one request_id
 * and never two for the same code.
 */
final class InFlightCodes {
    private final Set<String> codes = ConcurrentHashMap.newKeySet();

    /** True when the caller now owns the code and must {@link #release} it. */
    boolean tryClaim(String code) {
        return codes.add(code);
    }

    void release(String code) {
        codes.remove(code);
    }
}
