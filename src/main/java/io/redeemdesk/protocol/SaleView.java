package io.redeemdesk.protocol;

import com.fasterxml.jackson.annotation.JsonInclude;

import java.util.List;

/**
 * The answer to {@code GET /v1/sales/{saleId}}: the sale's state, order number and every voucher it held.
 *
 * @param holds every voucher the sale took, in the order held
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record SaleView(String saleId, SaleState state, String orderNo, String terminalId, String storeId,
                       String openedAt, String closedAt, List<Hold> holds) {

    /**
     * One voucher of the sale.
     *
     * @param state HELD, RELEASED (taken out or voided), LAPSED (lease ran out, swept), CAPTURED or REFUSED
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Hold(String code, String state, String heldAt, String heldUntil, String closedAt) {
    }
}
