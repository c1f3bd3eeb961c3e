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
import io.redeemdesk.server.ops.SaleMetrics;
import io.redeemdesk.server.redeem.Reply;
import io.redeemdesk.server.redeem.Terminal;
import io.redeemdesk.server.redeem.VerdictReplies;
import io.redeemdesk.server.sale.SaleService;
import io.redeemdesk.server.sale.VoucherLookup;

import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/**
 * The sale endpoints ({@code /v1/sales/{saleId}/…}) and the voucher look-up ({@code GET /v1/vouchers/{code}}).
 * The door checks are the redemption's ({@link TerminalDoor}); a look-up of a code no voucher has, like a hold of
 * one, counts against the terminal's unknown-code bucket exactly as a redemption of an unknown code does. Every
 * answer is counted and timed by action in {@link SaleMetrics}.
 */
public final class SaleRoutes {
    private static final JsonObjectBody HOLD = new JsonObjectBody("a hold request",
            "{\"code\":\"7K2MQ9XRT4HZB8\",\"storeId\":\"STORE-1\",\"terminalId\":\"TILL-1\",\"cashierId\":\"alice\","
                    + "\"scannedAt\":\"2026-11-29T10:15:30Z\"}",
            List.of(JsonObjectBody.Field.text("code"), JsonObjectBody.Field.text("storeId"),
                    JsonObjectBody.Field.text("terminalId"), JsonObjectBody.Field.text("cashierId"),
                    JsonObjectBody.Field.text("scannedAt")));
    private static final JsonObjectBody CAPTURE = new JsonObjectBody("a capture request",
            "{\"orderNo\":\"A-1001\",\"terminalId\":\"TILL-1\",\"storeId\":\"STORE-1\",\"cashierId\":\"alice\"}",
            List.of(JsonObjectBody.Field.text("orderNo").optional(), JsonObjectBody.Field.text("terminalId"),
                    JsonObjectBody.Field.text("storeId"), JsonObjectBody.Field.text("cashierId")));
    private static final JsonObjectBody VOID = new JsonObjectBody("a void request",
            "{\"terminalId\":\"TILL-1\",\"storeId\":\"STORE-1\",\"cashierId\":\"alice\"}",
            List.of(JsonObjectBody.Field.text("terminalId"), JsonObjectBody.Field.text("storeId"),
                    JsonObjectBody.Field.text("cashierId")));

    private final SaleService sales;
    private final VoucherLookup lookup;
    private final TerminalDoor door;
    private final VerdictReplies replies;
    private final SaleMetrics metrics;

    public SaleRoutes(SaleService sales, VoucherLookup lookup, TerminalDoor door, VerdictReplies replies,
                      SaleMetrics metrics) {
        this.sales = sales;
        this.lookup = lookup;
        this.door = door;
        this.replies = replies;
        this.metrics = metrics;
    }

    public void hold(Context ctx) throws SQLException {
        timed(ctx, "hold", this::holdOutcome);
    }

    public void release(Context ctx) throws SQLException {
        timed(ctx, "release", this::releaseOutcome);
    }

    public void capture(Context ctx) throws SQLException {
        timed(ctx, "capture", this::captureOutcome);
    }

    public void voidSale(Context ctx) throws SQLException {
        timed(ctx, "void", this::voidOutcome);
    }

    public void sale(Context ctx) throws SQLException {
        timed(ctx, "sale", this::saleOutcome);
    }

    public void voucher(Context ctx) throws SQLException {
        timed(ctx, "voucher", this::voucherOutcome);
    }

    /** One route's work; it answers the request and returns what it answered (a verdict, state or problem). */
    @FunctionalInterface
    private interface Route {
        String answer(Context ctx, boolean[] replayed) throws SQLException;
    }

    private void timed(Context ctx, String action, Route route) throws SQLException {
        long started = System.nanoTime();
        boolean[] replayed = {false};
        String outcome = "error";
        try {
            outcome = route.answer(ctx, replayed);
        } finally {
            metrics.answered(action, outcome, replayed[0], System.nanoTime() - started);
        }
    }

    private String holdOutcome(Context ctx, boolean[] replayed) throws SQLException {
        String[] why = {null};
        Terminal terminal = door.admit(ctx, why);
        String saleId = terminal == null || !door.jsonContent(ctx, why) ? null : door.uuidParam(ctx, "saleId", why);
        String key = saleId == null ? null : door.key(ctx, "hold", why);
        JsonObjectBody.Read body = key == null ? null : door.fields(ctx, HOLD, why);
        if (body == null) {
            return why[0];
        }
        HoldRequest request = new HoldRequest(body.text("code"), body.text("storeId"), body.text("terminalId"),
                body.text("cashierId"), body.text("scannedAt"));
        String invalid = RequestChecks.problemWith(request, terminal);
        return invalid != null ? invalid(ctx, invalid)
                : answer(ctx, terminal, sales.hold(terminal, key, saleId, request), replayed);
    }

    private String releaseOutcome(Context ctx, boolean[] replayed) throws SQLException {
        String[] why = {null};
        Terminal terminal = door.admit(ctx, why);
        String saleId = terminal == null ? null : door.uuidParam(ctx, "saleId", why);
        String key = saleId == null ? null : door.key(ctx, "release", why);
        if (key == null) {
            return why[0];
        }
        return answer(ctx, terminal, sales.release(terminal, key, saleId, ctx.pathParam("code")), replayed);
    }

    private String captureOutcome(Context ctx, boolean[] replayed) throws SQLException {
        String[] why = {null};
        Terminal terminal = door.admit(ctx, why);
        String saleId = terminal == null || !door.jsonContent(ctx, why) ? null : door.uuidParam(ctx, "saleId", why);
        String key = saleId == null ? null : door.key(ctx, "capture", why);
        JsonObjectBody.Read body = key == null ? null : door.fields(ctx, CAPTURE, why);
        if (body == null) {
            return why[0];
        }
        CaptureRequest request = new CaptureRequest(body.text("orderNo"), body.text("terminalId"),
                body.text("storeId"), body.text("cashierId"));
        String invalid = RequestChecks.problemWith(request, terminal);
        return invalid != null ? invalid(ctx, invalid)
                : answer(ctx, terminal, sales.capture(terminal, key, saleId, request), replayed);
    }

    private String voidOutcome(Context ctx, boolean[] replayed) throws SQLException {
        String[] why = {null};
        Terminal terminal = door.admit(ctx, why);
        String saleId = terminal == null || !door.jsonContent(ctx, why) ? null : door.uuidParam(ctx, "saleId", why);
        String key = saleId == null ? null : door.key(ctx, "void", why);
        JsonObjectBody.Read body = key == null ? null : door.fields(ctx, VOID, why);
        if (body == null) {
            return why[0];
        }
        VoidRequest request = new VoidRequest(body.text("terminalId"), body.text("storeId"), body.text("cashierId"));
        String invalid = RequestChecks.problemWith(request, terminal);
        return invalid != null ? invalid(ctx, invalid)
                : answer(ctx, terminal, sales.voidSale(terminal, key, saleId, request), replayed);
    }

    private String saleOutcome(Context ctx, boolean[] replayed) throws SQLException {
        String[] why = {null};
        Terminal terminal = door.admit(ctx, why);
        String saleId = terminal == null ? null : door.uuidParam(ctx, "saleId", why);
        if (saleId == null) {
            return why[0];
        }
        Optional<SaleView> sale = sales.view(terminal, saleId);
        Reply reply = sale.isPresent() ? replies.json(200, sale.get(), "sale")
                : replies.problem(ProblemType.SALE_NOT_FOUND, 404, "No sale " + saleId
                        + " was opened by this terminal");
        door.write(ctx, reply, null);
        return reply.outcome();
    }

    private String voucherOutcome(Context ctx, boolean[] replayed) throws SQLException {
        String[] why = {null};
        Terminal terminal = door.admit(ctx, why);
        if (terminal == null) {
            return why[0];
        }
        String code = ctx.pathParam("code");
        Reply reply;
        if (!VoucherCode.isValid(code)) {
            reply = replies.refusal(Verdict.MALFORMED_CODE, null, null, null);
        } else {
            Optional<VoucherView> voucher = lookup.find(code);
            if (voucher.isEmpty()) {
                door.unknownCode(terminal);
            }
            reply = voucher.isPresent() ? replies.json(200, voucher.get(), "voucher")
                    : replies.refusal(Verdict.UNKNOWN_CODE, null, VoucherCode.normalize(code), null);
        }
        door.write(ctx, reply, null);
        return reply.outcome();
    }

    private String invalid(Context ctx, String problem) {
        return door.problem(ctx, ProblemType.INVALID_REQUEST, 422, problem);
    }

    private String answer(Context ctx, Terminal terminal, Reply reply, boolean[] replayed) throws SQLException {
        String[] why = {null};
        if (!door.counted(ctx, terminal, reply, why)) {
            return why[0];
        }
        door.write(ctx, reply, sales.keyRetention());
        replayed[0] = reply.replayed();
        return reply.outcome();
    }
}
