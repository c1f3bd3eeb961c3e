package io.redeemdesk.client.manager.store;

import io.redeemdesk.client.outbox.AttemptRecord;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.client.outbox.Sale;
import io.redeemdesk.protocol.RedemptionResponse;

import java.util.List;

/**
 * Everything about one action the details pane shows.
 *
 * @param response        the service's last answer parsed, or {@code null} when there is none or it is unreadable
 * @param acknowledgement who acknowledged the conflict, or {@code null}
 * @param sale            the action's sale as its steps tell it (its state, order number, vouchers and what became
 *                        of each), or {@code null} for a redemption
 */
public record ActionDetails(RedeemAction action, List<AttemptRecord> attempts, RedemptionResponse response,
                            Acknowledgement acknowledgement, Sale sale) {

    /** An action outside any sale. */
    public ActionDetails(RedeemAction action, List<AttemptRecord> attempts, RedemptionResponse response,
                         Acknowledgement acknowledgement) {
        this(action, attempts, response, acknowledgement, null);
    }
}
