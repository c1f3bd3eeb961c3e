package io.redeemdesk.client.redeem;

import io.redeemdesk.client.api.RedemptionApi;
import io.redeemdesk.client.outbox.EngineReason;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.protocol.ServerInfo;

import java.time.Duration;
import java.util.Optional;

/**
 * How long the service keeps a request_id ({@code GET /v1/info} keyRetentionHours). An action that may have
 * reached the service and is older than that is held for a manager: a resend could no longer be recognised as
 * a retry, so it might redeem a voucher the first delivery already redeemed.
 */
final class KeyRetention {
    /** Assumed until the service says otherwise: the shortest retention the design expects of any service. */
    static final Duration FALLBACK = Duration.ofHours(24);

    private final RedemptionApi api;
    private volatile Duration known;

    KeyRetention(RedemptionApi api) {
        this.api = api;
    }

    /** Asks the service again; false when it did not answer (the drain then waits for connectivity). */
    boolean refresh(Duration timeout) {
        Optional<ServerInfo> info = api.info(timeout);
        info.ifPresent(i -> known = Duration.ofHours(i.keyRetentionHours()));
        return info.isPresent();
    }

    Duration current() {
        Duration retention = known;
        return retention == null ? FALLBACK : retention;
    }

    /** True when sending this action again could no longer be recognised as a retry. */
    boolean mustHold(RedeemAction action, long now) {
        return action.maybeDelivered() && now - action.createdAt() >= current().toMillis();
    }

    String reason() {
        return new EngineReason(EngineReason.Kind.KEY_RETENTION_HELD, current().toHours()).phrase();
    }
}
