package io.redeemdesk.server.http;

import io.javalin.http.Context;
import io.redeemdesk.protocol.CaptureRequest;
import io.redeemdesk.protocol.HoldRequest;
import io.redeemdesk.protocol.ProblemType;
import io.redeemdesk.protocol.SaleView;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.protocol.VoidRequest;
import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.protocol.VoucherView;
import io.redeemdesk.server.redeem.Reply;
import io.redeemdesk.server.redeem.Terminal;
import io.redeemdesk.server.redeem.VerdictReplies;
import io.redeemdesk.server.sale.SaleService;
import io.redeemdesk.server.sale.VoucherLookup;

import java.sql.SQLException;
import java.util.Optional;

/**
 * The sale endpoints ({@code /v1/sales/{saleId}/…}) and the voucher look-up ({@code GET /v1/vouchers/{code}}).
 * The door checks are the redemption's ({@link TerminalDoor}); a look-up of a code no voucher has, like a hold of
 * one, counts against the terminal's unknown-code bucket exactly as a redemption of an unknown code does.
 */
public final class SaleRoutes {
    private final SaleService sales;
    private final VoucherLookup lookup;
    private final TerminalDoor door;
    private final VerdictReplies replies;

    public SaleRoutes(SaleService sales, VoucherLookup lookup, TerminalDoor door, VerdictReplies replies) {
        this.sales = sales;
        this.lookup = lookup;
        this.door = door;
        this.replies = replies;
    }

    public void hold(Context ctx) throws SQLException {
        String[] why = {null};
        Terminal terminal = door.admit(ctx, why);
        String saleId = terminal == null || !door.jsonContent(ctx, why) ? null : door.uuidParam(ctx, "saleId", why);
        String key = saleId == null ? null : door.key(ctx, "hold", why);
        HoldRequest request = key == null ? null : door.body(ctx, HoldRequest.class, "a hold request", why);
        if (request == null || invalid(ctx, RequestChecks.problemWith(request, terminal))) {
            return;
        }
        answer(ctx, terminal, sales.hold(terminal, key, saleId, request));
    }

    public void release(Context ctx) throws SQLException {
        String[] why = {null};
        Terminal terminal = door.admit(ctx, why);
        String saleId = terminal == null ? null : door.uuidParam(ctx, "saleId", why);
        String key = saleId == null ? null : door.key(ctx, "release", why);
        if (key == null) {
            return;
        }
        answer(ctx, terminal, sales.release(terminal, key, saleId, ctx.pathParam("code")));
    }

    public void capture(Context ctx) throws SQLException {
        String[] why = {null};
        Terminal terminal = door.admit(ctx, why);
        String saleId = terminal == null || !door.jsonContent(ctx, why) ? null : door.uuidParam(ctx, "saleId", why);
        String key = saleId == null ? null : door.key(ctx, "capture", why);
        CaptureRequest request = key == null ? null : door.body(ctx, CaptureRequest.class, "a capture request", why);
        if (request == null || invalid(ctx, RequestChecks.problemWith(request, terminal))) {
            return;
        }
        answer(ctx, terminal, sales.capture(terminal, key, saleId, request));
    }

    public void voidSale(Context ctx) throws SQLException {
        String[] why = {null};
        Terminal terminal = door.admit(ctx, why);
        String saleId = terminal == null || !door.jsonContent(ctx, why) ? null : door.uuidParam(ctx, "saleId", why);
        String key = saleId == null ? null : door.key(ctx, "void", why);
        VoidRequest request = key == null ? null : door.body(ctx, VoidRequest.class, "a void request", why);
        if (request == null || invalid(ctx, RequestChecks.problemWith(request, terminal))) {
            return;
        }
        answer(ctx, terminal, sales.voidSale(terminal, key, saleId, request));
    }

    public void sale(Context ctx) throws SQLException {
        String[] why = {null};
        Terminal terminal = door.admit(ctx, why);
        String saleId = terminal == null ? null : door.uuidParam(ctx, "saleId", why);
        if (saleId == null) {
            return;
        }
        Optional<SaleView> sale = sales.view(terminal, saleId);
        door.write(ctx, sale.isPresent() ? replies.json(200, sale.get(), "sale")
                : replies.problem(ProblemType.SALE_NOT_FOUND, 404, "No sale " + saleId
                        + " was opened by this terminal"), null);
    }

    public void voucher(Context ctx) throws SQLException {
        String[] why = {null};
        Terminal terminal = door.admit(ctx, why);
        if (terminal == null) {
            return;
        }
        String code = ctx.pathParam("code");
        if (!VoucherCode.isValid(code)) {
            door.write(ctx, replies.refusal(Verdict.MALFORMED_CODE, null, null, null), null);
            return;
        }
        Optional<VoucherView> voucher = lookup.find(code);
        if (voucher.isEmpty()) {
            door.unknownCode(terminal);
            door.write(ctx, replies.refusal(Verdict.UNKNOWN_CODE, null, VoucherCode.normalize(code), null), null);
            return;
        }
        door.write(ctx, replies.json(200, voucher.get(), "voucher"), null);
    }

    private boolean invalid(Context ctx, String problem) {
        if (problem != null) {
            door.problem(ctx, ProblemType.INVALID_REQUEST, 422, problem);
        }
        return problem != null;
    }

    private void answer(Context ctx, Terminal terminal, Reply reply) throws SQLException {
        if (door.counted(ctx, terminal, reply, new String[1])) {
            door.write(ctx, reply, sales.keyRetention());
        }
    }
}
