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
    private static final TerminalDoor.Needs NEEDS = TerminalDoor.Needs.keyed("redemption", BODY);

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
        Outcome outcome = Outcome.FAILED;
        try {
            outcome = handle(ctx);
        } catch (SQLException | RuntimeException e) {
            Optional<Admission.Refused> unavailable = door.unavailable(ctx, e);
            if (unavailable.isEmpty()) {
                throw e;
            }
            outcome = unavailable.get();
        } finally {
            metrics.answered(outcome.outcome(), outcome instanceof Outcome.Replayed, System.nanoTime() - started);
        }
    }

    private Outcome handle(Context ctx) throws SQLException {
        Admission admission = door.admit(ctx, NEEDS);
        if (!(admission instanceof Admission.Admitted admitted)) {
            return (Admission.Refused) admission;
        }
        JsonObjectBody.Read body = admitted.body();
        Terminal terminal = admitted.terminal();
        RedemptionRequest request = new RedemptionRequest(body.text("code"), body.text("storeId"),
                body.text("terminalId"), body.text("cashierId"), body.text("scannedAt"), body.flag("offline"));
        String invalid = RequestChecks.problemWith(request, terminal);
        if (invalid != null) {
            return door.refuse(ctx, ProblemType.INVALID_REQUEST, 422, invalid);
        }
        Reply reply = service.redeem(terminal, admitted.key(), request);
        Outcome outcome = door.answer(ctx, terminal, reply, service.keyRetention());
        if (!(outcome instanceof Admission.Refused) && LOG.isDebugEnabled()) {
            LOG.debug("terminal {} request {} code {}: {}{}", terminal.id(), admitted.key(),
                    VoucherCode.mask(VoucherCode.normalize(request.code())), reply.outcome(),
                    reply.replayed() ? " (replayed)" : "");
        }
        return outcome;
    }
}
