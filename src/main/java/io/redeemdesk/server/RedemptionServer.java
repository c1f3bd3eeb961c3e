package io.redeemdesk.server;

import io.javalin.Javalin;
import io.redeemdesk.protocol.ApiHeaders;
import io.redeemdesk.protocol.ProblemType;
import io.redeemdesk.protocol.ServerInfo;
import io.redeemdesk.server.auth.TerminalRegistry;
import io.redeemdesk.server.db.ServerDatabase;
import io.redeemdesk.server.http.ProblemWriter;
import io.redeemdesk.server.http.RedemptionRoutes;
import io.redeemdesk.server.http.RequestAuthenticator;
import io.redeemdesk.server.redeem.IdempotencyStore;
import io.redeemdesk.server.redeem.RedemptionLedger;
import io.redeemdesk.server.redeem.RedemptionService;
import io.redeemdesk.server.redeem.TransitionLog;
import io.redeemdesk.server.redeem.VerdictReplies;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;

/**
 * One node of the central redemption service: database, services and HTTP routes wired by hand. Nodes keep no
 * state of their own, so several can share one PostgreSQL.
 */
public final class RedemptionServer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(RedemptionServer.class);
    private static final long MAX_BODY_BYTES = 16 * 1024;

    private final ServerDatabase database;
    private final TerminalRegistry terminals;
    private final Javalin app;

    private RedemptionServer(ServerDatabase database, TerminalRegistry terminals, Javalin app) {
        this.database = database;
        this.terminals = terminals;
        this.app = app;
    }

    public static RedemptionServer start(ServerOptions options) {
        ServerDatabase database = ServerDatabase.open(options.jdbcUrl(), options.poolSize());
        Clock clock = Clock.systemUTC();
        TerminalRegistry terminals = new TerminalRegistry(database, new SecureRandom(), clock);
        ProblemWriter problems = new ProblemWriter();
        RedemptionService service = new RedemptionService(database, new IdempotencyStore(), new RedemptionLedger(),
                new TransitionLog(), new VerdictReplies(), clock, options.keyRetention());
        RedemptionRoutes redemptions = new RedemptionRoutes(service,
                new RequestAuthenticator(terminals, problems), problems);
        ServerInfo info = new ServerInfo("redeemdesk", RedemptionServer.class.getPackage().getImplementationVersion(),
                options.keyRetention().toHours(), null);
        Javalin app = Javalin.create(config -> {
            config.jetty.host = options.host();
            config.jetty.port = options.port();
            config.http.maxRequestSize = MAX_BODY_BYTES;
            config.startup.showJavalinBanner = false;
            config.routes.post(ApiHeaders.REDEMPTIONS_PATH, redemptions::redeem);
            config.routes.get(ApiHeaders.INFO_PATH, ctx -> ctx.json(new ServerInfo(info.service(), info.version(),
                    info.keyRetentionHours(), Instant.now().toString())));
            config.routes.get(ApiHeaders.HEALTH_PATH, ctx -> ctx.json(java.util.Map.of("status", "UP")));
            config.routes.error(404, ctx -> problems.write(ctx, ProblemType.NOT_FOUND, 404,
                    "No resource at " + ctx.path()));
            config.routes.error(413, ctx -> problems.write(ctx, ProblemType.PAYLOAD_TOO_LARGE, 413,
                    "The body is larger than " + MAX_BODY_BYTES + " bytes"));
            config.routes.exception(Exception.class, (e, ctx) -> {
                LOG.error("request {} {} failed", ctx.method(), ctx.path(), e);
                problems.write(ctx, ProblemType.INTERNAL, 500, "The service failed; retry with the same key");
            });
        }).start();
        LOG.info("redemption service listening on {}:{} ({})", options.host(), app.port(), database.dialect());
        return new RedemptionServer(database, terminals, app);
    }

    public int port() {
        return app.port();
    }

    public String url(String host) {
        return "http://" + host + ":" + port();
    }

    public ServerDatabase database() {
        return database;
    }

    public TerminalRegistry terminals() {
        return terminals;
    }

    @Override
    public void close() {
        app.stop();
        database.close();
    }
}
