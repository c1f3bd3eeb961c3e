package io.redeemdesk.client.api;

import io.redeemdesk.protocol.RedemptionResponse;
import io.redeemdesk.protocol.VoucherView;

/** What {@code GET /v1/vouchers/{code}} came back with: the voucher, the service's refusal, or no answer. */
public sealed interface VoucherLookup {

    /** The service knows the voucher. */
    record Found(VoucherView voucher) implements VoucherLookup {
    }

    /**
     * The service answered with a problem (unknown or malformed code, rate limited, token refused).
     *
     * @param problem the problem document as read
     */
    record Refused(int status, RedemptionResponse problem) implements VoucherLookup {
    }

    /** No readable answer: the service is unreachable or answered something the till cannot read. */
    record NoAnswer(String why) implements VoucherLookup {
    }
}
