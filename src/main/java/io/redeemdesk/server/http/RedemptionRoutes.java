package io.redeemdesk.server.http;

import io.javalin.http.Context;
import io.redeemdesk.protocol.ProblemType;
import io.redeemdesk.protocol.RedemptionRequest;
import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.server.ops.ServiceMetrics;
import io.redeemdesk.server.redeem.RedemptionService;
import io.redeemdesk.server.redeem.Reply;
import io.redeemdesk.server.redeem.Terminal;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/**
 * {@code POST /v1/redemptions}: checks the request at the door ({@link TerminalDoor}: token, rate limits, content
 * type, Idempotency-Key, JSON shape) and hands a well-formed one to {@link RedemptionService}. Unknown body fields
 * and duplicate keys are rejected. Every answer is counted and timed in {@link ServiceMetrics}.
 */
public final class RedemptionRoutes {
    private static final Logger LOG = LoggerFactory.getLogger(RedemptionRoutes.class);

    private static final JsonObjectBody BODY = new JsonObjectBody("a redemption request",
            "{\"code\":\"7K2MQ9XRT4HZB8\",\"storeId\":\"STORE-1\",\"terminalId\":\"TILL-1\",\"cashierId\":\"alice\","
                    + "\"scannedAt\":\"2026-11-29T10:15:30Z\",\"offline\":false}",
            List.of(JsonObjectBody.Field.text("code"), JsonObjectBody.Field.text("storeId"),
                    JsonObjectBody.Field.text("terminalId"), JsonObjectBody.Field.text("cashierId"),
                    JsonObjectBody.Field.text("scannedAt"), JsonObjectBody.Field.flag("offline")));

    private final RedemptionService service;
    private final TerminalDoor door;
    private final ServiceMetrics metrics;

    public RedemptionRoutes(RedemptionService service, TerminalDoor door, ServiceMetrics metrics) {
        this.service = service;
        this.door = door;
        this.metrics = metrics;
    }

    public void redeem(Context ctx) throws SQLException {
        long started = System.nanoTime();
        boolean[] replayed = {false};
        String outcome = "error";
        try {
            outcome = handle(ctx, replayed);
        } catch (SQLException | RuntimeException e) {
            Optional<String> unavailable = door.unavailable(ctx, e);
            if (unavailable.isEmpty()) {
                throw e;
            }
            outcome = unavailable.get();
        } finally {
            metrics.answered(outcome, replayed[0], System.nanoTime() - started);
        }
    }

    private String handle(Context ctx, boolean[] replayed) throws SQLException {
        String[] why = {null};
        Terminal terminal = door.admit(ctx, why);
        if (terminal == null) {
            return why[0];
        }
        String requestId = door.jsonContent(ctx, why) ? door.key(ctx, "redemption", why) : null;
        JsonObjectBody.Read body = requestId == null ? null : door.fields(ctx, BODY, why);
        if (body == null) {
            return why[0];
        }
        RedemptionRequest request = new RedemptionRequest(body.text("code"), body.text("storeId"),
                body.text("terminalId"), body.text("cashierId"), body.text("scannedAt"), body.flag("offline"));
        String invalid = RequestChecks.problemWith(request, terminal);
        if (invalid != null) {
            return door.problem(ctx, ProblemType.INVALID_REQUEST, 422, invalid);
        }
        Reply reply = service.redeem(terminal, requestId, request);
        if (!door.counted(ctx, terminal, reply, why)) {
            return why[0];
        }
        if (LOG.isDebugEnabled()) {
            LOG.debug("terminal {} request {} code {}: {}{}", terminal.id(), requestId,
                    VoucherCode.mask(VoucherCode.normalize(request.code())), reply.outcome(),
                    reply.replayed() ? " (replayed)" : "");
        }
        door.write(ctx, reply, service.keyRetention());
        replayed[0] = reply.replayed();
        return reply.outcome();
    }
}
