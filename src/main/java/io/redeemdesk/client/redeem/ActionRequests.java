package io.redeemdesk.client.redeem;

import io.redeemdesk.client.api.ApiResult;
import io.redeemdesk.client.api.RedemptionApi;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.protocol.CaptureRequest;
import io.redeemdesk.protocol.HoldRequest;
import io.redeemdesk.protocol.RedemptionRequest;
import io.redeemdesk.protocol.VoidRequest;

import java.time.Duration;
import java.time.Instant;

/**
 * The one request each kind of stored action makes, built only from the stored row: every delivery of an action
 * sends the same body with the same request_id, so the service recognises a retry.
 */
final class ActionRequests {
    private final RedemptionApi api;

    ActionRequests(RedemptionApi api) {
        this.api = api;
    }

    ApiResult deliver(RedeemAction a, Duration deadline) {
        String scannedAt = Instant.ofEpochMilli(a.createdAt()).toString();
        return switch (a.kind()) {
            case REDEEM -> api.redeem(a.requestId(), new RedemptionRequest(a.code(), a.storeId(), a.terminalId(),
                    a.cashierId(), scannedAt, a.wireOffline()), deadline);
            case HOLD -> api.hold(a.requestId(), a.sale().saleId(), new HoldRequest(a.code(), a.storeId(),
                    a.terminalId(), a.cashierId(), scannedAt), deadline);
            case RELEASE -> api.release(a.requestId(), a.sale().saleId(), a.code(), deadline);
            case CAPTURE -> api.capture(a.requestId(), a.sale().saleId(), new CaptureRequest(a.sale().orderNo(),
                    a.terminalId(), a.storeId(), a.cashierId()), deadline);
            case VOID -> api.voidSale(a.requestId(), a.sale().saleId(), new VoidRequest(a.terminalId(),
                    a.storeId(), a.cashierId()), deadline);
        };
    }
}
