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
    private static final TerminalDoor.Needs HOLD_NEEDS = TerminalDoor.Needs.saleWrite("hold", HOLD);
    private static final TerminalDoor.Needs RELEASE_NEEDS = TerminalDoor.Needs.saleWrite("release", null);
    private static final TerminalDoor.Needs CAPTURE_NEEDS = TerminalDoor.Needs.saleWrite("capture", CAPTURE);
    private static final TerminalDoor.Needs VOID_NEEDS = TerminalDoor.Needs.saleWrite("void", VOID);

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
        Outcome answer(Context ctx) throws SQLException;
    }

    private void timed(Context ctx, String action, Route route) throws SQLException {
        long started = System.nanoTime();
        Outcome outcome = Outcome.FAILED;
        try {
            outcome = route.answer(ctx);
        } finally {
            metrics.answered(action, outcome.outcome(), outcome instanceof Outcome.Replayed,
                    System.nanoTime() - started);
        }
    }

    private Outcome holdOutcome(Context ctx) throws SQLException {
        Admission admission = door.admit(ctx, HOLD_NEEDS);
        if (!(admission instanceof Admission.Admitted in)) {
            return (Admission.Refused) admission;
        }
        JsonObjectBody.Read body = in.body();
        HoldRequest request = new HoldRequest(body.text("code"), body.text("storeId"), body.text("terminalId"),
                body.text("cashierId"), body.text("scannedAt"));
        String invalid = RequestChecks.problemWith(request, in.terminal());
        return invalid != null ? invalid(ctx, invalid)
                : answer(ctx, in, sales.hold(in.terminal(), in.key(), in.saleId(), request));
    }

    private Outcome releaseOutcome(Context ctx) throws SQLException {
        Admission admission = door.admit(ctx, RELEASE_NEEDS);
        if (!(admission instanceof Admission.Admitted in)) {
            return (Admission.Refused) admission;
        }
        return answer(ctx, in, sales.release(in.terminal(), in.key(), in.saleId(), ctx.pathParam("code")));
    }

    private Outcome captureOutcome(Context ctx) throws SQLException {
        Admission admission = door.admit(ctx, CAPTURE_NEEDS);
        if (!(admission instanceof Admission.Admitted in)) {
            return (Admission.Refused) admission;
        }
        JsonObjectBody.Read body = in.body();
        CaptureRequest request = new CaptureRequest(body.text("orderNo"), body.text("terminalId"),
                body.text("storeId"), body.text("cashierId"));
        String invalid = RequestChecks.problemWith(request, in.terminal());
        return invalid != null ? invalid(ctx, invalid)
                : answer(ctx, in, sales.capture(in.terminal(), in.key(), in.saleId(), request));
    }

    private Outcome voidOutcome(Context ctx) throws SQLException {
        Admission admission = door.admit(ctx, VOID_NEEDS);
        if (!(admission instanceof Admission.Admitted in)) {
            return (Admission.Refused) admission;
        }
        JsonObjectBody.Read body = in.body();
        VoidRequest request = new VoidRequest(body.text("terminalId"), body.text("storeId"), body.text("cashierId"));
        String invalid = RequestChecks.problemWith(request, in.terminal());
        return invalid != null ? invalid(ctx, invalid)
                : answer(ctx, in, sales.voidSale(in.terminal(), in.key(), in.saleId(), request));
    }

    private Outcome saleOutcome(Context ctx) throws SQLException {
        Admission admission = door.admit(ctx, TerminalDoor.Needs.SALE);
        if (!(admission instanceof Admission.Admitted in)) {
            return (Admission.Refused) admission;
        }
        Optional<SaleView> sale = sales.view(in.terminal(), in.saleId());
        Reply reply = sale.isPresent() ? replies.json(200, sale.get(), "sale")
                : replies.problem(ProblemType.SALE_NOT_FOUND, 404, "No sale " + in.saleId()
                        + " was opened by this terminal");
        door.write(ctx, reply, null);
        return new Outcome.Answered(reply.outcome());
    }

    private Outcome voucherOutcome(Context ctx) throws SQLException {
        Admission admission = door.admit(ctx, TerminalDoor.Needs.TERMINAL);
        if (!(admission instanceof Admission.Admitted in)) {
            return (Admission.Refused) admission;
        }
        String code = ctx.pathParam("code");
        Reply reply;
        if (!VoucherCode.isValid(code)) {
            reply = replies.refusal(Verdict.MALFORMED_CODE, null, null, null);
        } else {
            Optional<VoucherView> voucher = lookup.find(code);
            if (voucher.isEmpty()) {
                door.unknownCode(in.terminal());
            }
            reply = voucher.isPresent() ? replies.json(200, voucher.get(), "voucher")
                    : replies.refusal(Verdict.UNKNOWN_CODE, null, VoucherCode.normalize(code), null);
        }
        door.write(ctx, reply, null);
        return new Outcome.Answered(reply.outcome());
    }

    private Outcome invalid(Context ctx, String problem) {
        return door.refuse(ctx, ProblemType.INVALID_REQUEST, 422, problem);
    }

    private Outcome answer(Context ctx, Admission.Admitted in, Reply reply) throws SQLException {
        return door.answer(ctx, in.terminal(), reply, sales.keyRetention());
    }
}
