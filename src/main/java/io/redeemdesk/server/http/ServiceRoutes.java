package io.redeemdesk.server.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.redeemdesk.protocol.ApiHeaders;
import io.redeemdesk.protocol.BuildVersion;
import io.redeemdesk.protocol.Enrollment;
import io.redeemdesk.protocol.ProblemType;
import io.redeemdesk.protocol.ProtocolJson;
import io.redeemdesk.protocol.SalePaths;
import io.redeemdesk.protocol.ServerInfo;
import io.redeemdesk.server.db.DatabaseOutage;
import io.redeemdesk.server.ops.ServiceMetrics;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * The service's route table: every path and method with its handler ({@link RouteTable}: HEAD where GET is, 405
 * for the other methods of a known path), the answers to unknown paths and oversized bodies, and the last word
 * on a request that failed (503 while the database cannot be used, else 500). The composition root builds the
 * handlers; this class only says where each one answers.
 */
public final class ServiceRoutes {
    private static final Logger LOG = LoggerFactory.getLogger(ServiceRoutes.class);
    private static final long MAX_BODY_BYTES = 16 * 1024;
    /**
     * The buffer Javalin allocates for every response to copy the result into Jetty's output stream (Jetty's own
     * output buffer is unchanged). Javalin's default, 32 KB per response, was 42 % of all bytes the service and
     * its bench clients allocated under load, for answers under 1 KB; a larger answer is copied in pieces.
     */
    private static final int RESPONSE_COPY_BUFFER_BYTES = 4 * 1024;

    /** The handlers of the terminals' endpoints. */
    public record Terminals(RedemptionRoutes redemptions, SaleRoutes sales, EnrollmentRoutes enrollment) {
    }

    /** The handlers of the administrators' and channels' endpoints. */
    public record Operators(AdminRoutes admin, CampaignRoutes campaigns, TemplateRoutes templates,
                            ClaimRoutes claims, ReplacementRoutes replacements) {
    }

    /** What every node answers about itself: {@code /health}, {@code /metrics}, {@code /v1/info}. */
    public record Self(HealthCheck health, ServiceMetrics metrics, Duration keyRetention) {
    }

    private final Terminals terminals;
    private final Operators operators;
    private final Self self;
    private final ProblemWriter problems;
    private final DatabaseOutage outage;
    private final RouteSet console;
    private final String version = BuildVersion.version();

    /** The routes of the API and {@code console}'s (the operator's console under {@code /console}). */
    public ServiceRoutes(Terminals terminals, Operators operators, Self self, ProblemWriter problems,
                         DatabaseOutage outage, RouteSet console) {
        this.console = console;
        this.terminals = terminals;
        this.operators = operators;
        this.self = self;
        this.problems = problems;
        this.outage = outage;
    }

    /** Registers the routes, the body limits and the error answers on a node's Javalin configuration. */
    public void register(JavalinConfig config) {
        config.http.maxRequestSize = MAX_BODY_BYTES;
        config.http.responseBufferSize = RESPONSE_COPY_BUFFER_BYTES;
        table().register(config.routes, problems);
        config.routes.error(404, this::notFound);
        config.routes.error(413, ctx -> problems.write(ctx, ProblemType.PAYLOAD_TOO_LARGE, 413,
                "The body is larger than " + MAX_BODY_BYTES + " bytes"));
        config.routes.exception(Exception.class, this::failed);
    }

    /** Every path of the service with its handlers. */
    RouteTable table() {
        RedemptionRoutes redemptions = terminals.redemptions();
        SaleRoutes sales = terminals.sales();
        EnrollmentRoutes enrollment = terminals.enrollment();
        AdminRoutes admin = operators.admin();
        CampaignRoutes campaigns = operators.campaigns();
        RouteTable table = new RouteTable()
                .post(ApiHeaders.REDEMPTIONS_PATH, redemptions::redeem)
                .post(SalePaths.HOLDS, sales::hold)
                .delete(SalePaths.HOLD, sales::release)
                .post(SalePaths.CAPTURE, sales::capture)
                .post(SalePaths.VOID, sales::voidSale)
                .get(SalePaths.SALE, sales::sale)
                .get(SalePaths.VOUCHER, sales::voucher)
                .get(ApiHeaders.INFO_PATH, this::info)
                .get(ApiHeaders.HEALTH_PATH, self.health()::answer)
                .get("/metrics", ctx -> Utf8Bodies.write(ctx, 200, ServiceMetrics.CONTENT_TYPE,
                        self.metrics().scrape()))
                .post(Enrollment.ADMIN_PATH, enrollment::createCode)
                .post(Enrollment.PATH, enrollment::enroll)
                .post(AdminRoutes.REVOKE_PATH, admin::revoke)
                .get(AdminRoutes.HISTORY_PATH, admin::history)
                .post(ReplacementRoutes.PATH, operators.replacements()::replace)
                .post(AdminRoutes.ENABLE_PATH, admin::enable)
                .post(AdminRoutes.DISABLE_PATH, admin::disable)
                .get(AdminRoutes.RECONCILE_PATH, admin::reconcile)
                .post(ClaimRoutes.PATH, operators.claims()::claim)
                .post(CampaignRoutes.CREATE_PATH, campaigns::create)
                .post(TemplateRoutes.CREATE_PATH, operators.templates()::create)
                .get(CampaignRoutes.STATS_PATH, campaigns::stats)
                .post(CampaignRoutes.ACTIVATE_PATH, campaigns::activate)
                .post(CampaignRoutes.END_PATH, campaigns::end);
        console.addTo(table);
        return table;
    }

    private void info(Context ctx) throws JsonProcessingException {
        Utf8Bodies.json(ctx, 200, ProtocolJson.lenientMapper().writeValueAsString(new ServerInfo("redeemdesk",
                version, self.keyRetention().toHours(), Instant.now().toString())));
    }

    private void notFound(Context ctx) {
        String written = ctx.res().getContentType();
        boolean answered = written != null && (written.startsWith(ApiHeaders.PROBLEM_JSON)
                || written.startsWith("text/html"));
        if (!answered) {
            problems.write(ctx, ProblemType.NOT_FOUND, 404, "No resource at " + ctx.path());
        }
    }

    private void failed(Exception e, Context ctx) {
        Optional<String> why = outage.reason(e);
        if (why.isPresent()) {
            LOG.warn("request {} {} answered 503: {}", ctx.method(), ctx.path(), why.get());
            problems.unavailable(ctx, why.get());
            return;
        }
        LOG.error("request {} {} failed", ctx.method(), ctx.path(), e);
        problems.write(ctx, ProblemType.INTERNAL, 500, "The service failed; retry with the same key");
    }
}
