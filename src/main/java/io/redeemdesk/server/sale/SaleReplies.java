package io.redeemdesk.server.sale;

import io.redeemdesk.protocol.HoldResponse;
import io.redeemdesk.protocol.ProblemType;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.server.redeem.Reply;
import io.redeemdesk.server.redeem.VerdictReplies;
import io.redeemdesk.server.redeem.VoucherRow;

import static io.redeemdesk.server.redeem.VerdictReplies.iso;

/** The answers of the sale endpoints, in the shapes {@code docs/api.md} publishes. */
final class SaleReplies {
    private final VerdictReplies replies;

    SaleReplies(VerdictReplies replies) {
        this.replies = replies;
    }

    VerdictReplies verdicts() {
        return replies;
    }

    Reply held(String saleId, VoucherRow voucher, long until) {
        return replies.json(201, new HoldResponse(null, null, null, null, Verdict.HELD, saleId, voucher.code(),
                voucher.name(), voucher.valueCents(), voucher.currency(), iso(until), voucher.usesLeft(), null, null,
                iso(voucher.expiresAt()), null, voucher.usesTotal()), Verdict.HELD.name());
    }

    Reply released(String saleId, VoucherRow voucher) {
        return replies.json(200, new HoldResponse(null, null, null, null, Verdict.RELEASED, saleId, voucher.code(),
                voucher.name(), voucher.valueCents(), voucher.currency(), null, voucher.usesLeft(), null, null,
                iso(voucher.expiresAt()), null, voucher.usesTotal()), Verdict.RELEASED.name());
    }

    Reply saleNotFound(String saleId) {
        return replies.problem(ProblemType.SALE_NOT_FOUND, 404, "No sale " + saleId + " was opened by this terminal");
    }

    Reply saleVoided(String saleId) {
        return replies.problem(ProblemType.SALE_VOIDED, 409, "Sale " + saleId + " was voided; open a new sale");
    }

    Reply saleCaptured(String saleId) {
        return replies.problem(ProblemType.SALE_CAPTURED, 409, "Sale " + saleId + " is paid (captured) already; "
                + "open a new sale");
    }

    Reply holdNotFound(String saleId, String code) {
        return replies.problem(ProblemType.HOLD_NOT_FOUND, 404, "Sale " + saleId + " does not hold voucher "
                + VoucherCode.mask(code));
    }

    /** Why a write that needs an OPEN sale of this terminal cannot have one. */
    Reply notOpen(SaleRows.Sale sale, String saleId, String terminalId) {
        if (sale == null || !sale.ownedBy(terminalId)) {
            return saleNotFound(saleId);
        }
        return switch (sale.state()) {
            case VOIDED -> saleVoided(saleId);
            case CAPTURED -> saleCaptured(saleId);
            case OPEN -> saleNotFound(saleId);
        };
    }

    Reply voucherLocked() {
        return replies.problem(ProblemType.VOUCHER_LOCKED, 409,
                "Another request is redeeming this voucher right now; retry with the same Idempotency-Key")
                .retryAfter(1);
    }
}
