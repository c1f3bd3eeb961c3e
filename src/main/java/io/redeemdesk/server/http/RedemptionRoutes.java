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

/**
 * {@code POST /v1/redemptions}: checks the request at the door ({@link TerminalDoor}: token, rate limits, content
 * type, Idempotency-Key, JSON shape) and hands a well-formed one to {@link RedemptionService}. Unknown body fields
 * and duplicate keys are rejected. Every answer is counted and timed in {@link ServiceMetrics}.
 */
public final class RedemptionRoutes {
    private static final Logger LOG = LoggerFactory.getLogger(RedemptionRoutes.class);

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
        RedemptionRequest request = requestId == null ? null
                : door.body(ctx, RedemptionRequest.class, "a redemption request", why);
        if (request == null) {
            return why[0];
        }
        String invalid = RequestChecks.problemWith(request, terminal);
        if (invalid != null) {
            return door.problem(ctx, ProblemType.INVALID_REQUEST, 422, invalid);
        }
        Reply reply = service.redeem(terminal, requestId, request);
        door.counted(terminal, reply);
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
