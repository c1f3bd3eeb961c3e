package io.redeemdesk.server;

import io.javalin.Javalin;
import io.redeemdesk.protocol.BuildVersion;
import io.redeemdesk.server.auth.AdminTokens;
import io.redeemdesk.server.auth.ChannelTokens;
import io.redeemdesk.server.auth.EnrollmentCodes;
import io.redeemdesk.server.auth.TerminalRegistry;
import io.redeemdesk.server.auth.TerminalSightings;
import io.redeemdesk.server.campaign.ClaimSettings;
import io.redeemdesk.server.campaign.CustomerHash;
import io.redeemdesk.server.db.ServerDatabase;
import io.redeemdesk.server.events.EventRelay;
import io.redeemdesk.server.events.WebhookEndpoint;
import io.redeemdesk.server.http.AdminRoutes;
import io.redeemdesk.server.http.CampaignRoutes;
import io.redeemdesk.server.http.ClaimRoutes;
import io.redeemdesk.server.http.EnrollmentRoutes;
import io.redeemdesk.server.http.HealthCheck;
import io.redeemdesk.server.http.RedemptionRoutes;
import io.redeemdesk.server.http.ReplacementRoutes;
import io.redeemdesk.server.http.SaleRoutes;
import io.redeemdesk.server.http.ServiceRoutes;
import io.redeemdesk.server.http.TemplateRoutes;
import io.redeemdesk.server.limits.GlobalLimit;
import io.redeemdesk.server.ops.NodeHeartbeat;
import io.redeemdesk.server.ops.ServiceMetrics;
import io.redeemdesk.server.redeem.PhaseHook;
import io.redeemdesk.server.redeem.RedemptionService;
import io.redeemdesk.server.redeem.Sweeper;
import io.redeemdesk.server.sale.SaleService;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * One node of the central redemption service: the services over its database ({@link ServerParts}), what the node
 * keeps of its own ({@link NodeParts}), the HTTP handlers placed by {@link ServiceRoutes}, the sweeper and the
 * event relay. Nodes keep no state of their own beyond the per-terminal request buckets and metrics (the
 * unknown-code and enrollment limits are kept in the database), so several can share one PostgreSQL.
 */
public final class RedemptionServer implements AutoCloseable {
    /**
     * Test-only crash switch, off unless the property is set to {@code true}: the node halts the JVM right after
     * a redemption's phase 1 committed, as a power cut would. Used by the kill-between-phases test.
     */
    public static final String HALT_AFTER_PHASE_ONE = "redeemdesk.test.haltAfterPhaseOne";
    private static final Logger LOG = LoggerFactory.getLogger(RedemptionServer.class);

    private final ServerParts parts;
    private final RedemptionService service;
    private final Sweeper sweeper;
    private final ScheduledExecutorService sweeperThread;
    private final EventRelay relay;
    private final Javalin app;
    private final TerminalSightings sightings;
    private final NodeHeartbeat heartbeat;
    private final SaleService sales;

    private RedemptionServer(ServerParts parts, RedemptionService service, SaleService sales, Sweeper sweeper,
                             ScheduledExecutorService sweeperThread, EventRelay relay, Javalin app,
                             TerminalSightings sightings, NodeHeartbeat heartbeat) {
        this.heartbeat = heartbeat;
        this.sales = sales;
        this.parts = parts;
        this.sightings = sightings;
        this.service = service;
        this.sweeper = sweeper;
        this.sweeperThread = sweeperThread;
        this.relay = relay;
        this.app = app;
    }

    public static RedemptionServer start(ServerOptions options) {
        return start(options, phaseHook());
    }

    /** A node whose redemptions call {@code hook} between phase 1 and phases 2-3 (tests act there). */
    public static RedemptionServer start(ServerOptions options, PhaseHook hook) {
        return start(options, hook, ClaimSettings.DISABLED);
    }

    /** A node that takes campaign claims as {@code claims} says (disabled without a customer secret). */
    public static RedemptionServer start(ServerOptions options, ClaimSettings claims) {
        return start(options, phaseHook(), claims);
    }

    public static RedemptionServer start(ServerOptions options, PhaseHook hook, ClaimSettings claims) {
        ServerParts parts = ServerParts.over(ServerDatabase.open(options.jdbcUrl(), options.poolSize(),
                options.databaseWaits()), options.events().endpoints().stream().map(WebhookEndpoint::name).toList());
        NodeParts node = NodeParts.of(parts, options, claims);
        RedemptionService service = parts.redemptions(options.keyRetention(), hook);
        SaleService sales = parts.sales(options.keyRetention(), options.holdLease());
        Sweeper sweeper = parts.sweeper(options.lockTimeout());
        ConsoleWiring.Console console = ConsoleWiring.of(parts, node, options);
        Javalin app = Javalin.create(config -> {
            config.jetty.host = options.host();
            config.jetty.port = options.port();
            config.startup.showJavalinBanner = false;
            routes(parts, node, service, sales, options, claims, console).register(config);
        }).start();
        List<Runnable> chores = List.of(console::forgetEndedSessions);
        ScheduledExecutorService sweeperThread = sweepEvery(options.sweepInterval(), sweeper, node.metrics(),
                node.globalLimits(), chores);
        long flushMillis = TerminalSightings.FLUSH_INTERVAL.toMillis();
        sweeperThread.scheduleWithFixedDelay(() -> flushQuietly(node.sightings()), flushMillis, flushMillis,
                TimeUnit.MILLISECONDS);
        NodeHeartbeat heartbeat = new NodeHeartbeat(parts.database(), parts.clock(), node.metrics(),
                nodeId(app.port()), options.host() + ":" + app.port(), BuildVersion.version()).start();
        EventRelay relay = new EventRelay(parts.database(), options.events(), options.keyRetention(), parts.clock(),
                node.eventMetrics()).start();
        LOG.info("redemption service listening on {}:{} ({}), lock timeout {}, hold lease {}", options.host(),
                app.port(), parts.database().dialect(), options.lockTimeout(), options.holdLease());
        if (!claims.enabled()) {
            LOG.info("campaign claims are disabled (answered 503) until claims.customer.secret is set");
        }
        return new RedemptionServer(parts, service, sales, sweeper, sweeperThread, relay, app, node.sightings(),
                heartbeat);
    }

    /** The node's HTTP handlers over the shared services, for {@link ServiceRoutes} to place. */
    private static ServiceRoutes routes(ServerParts parts, NodeParts node, RedemptionService service,
                                        SaleService sales, ServerOptions options, ClaimSettings claims,
                                        ConsoleWiring.Console console) {
        Duration retention = options.keyRetention();
        ServiceRoutes.Terminals terminals = new ServiceRoutes.Terminals(
                new RedemptionRoutes(service, node.door(), node.metrics()),
                new SaleRoutes(sales, parts.voucherLookup(), node.door(),
                        parts.replies(), node.metrics().sales()),
                new EnrollmentRoutes(parts.enrollmentCodes(), node.authenticator(), node.enrollments(),
                        node.metrics(), node.problems(), EnrollmentCodes.DEFAULT_TTL));
        ServiceRoutes.Operators operators = new ServiceRoutes.Operators(
                new AdminRoutes(new AdminRoutes.Parts(parts.voucherAdmin(), parts.replacements(), parts.terminals(),
                        parts.reconciler(options.lockTimeout())), node.authenticator(), node.problems()),
                new CampaignRoutes(parts.campaigns(), node.authenticator(), node.problems()),
                new TemplateRoutes(parts.issuer(), node.authenticator(), node.problems(), parts.clock()),
                new ClaimRoutes(claims.enabled() ? parts.claims(new CustomerHash(claims.customerSecret()), retention)
                        : null, parts.channels(), node.claimDoor(), node.metrics(), node.problems()),
                new ReplacementRoutes(parts.replacements(), node.authenticator(), node.problems()));
        ServiceRoutes.Self self = new ServiceRoutes.Self(new HealthCheck(parts.database(), node.outage()),
                node.metrics(), retention);
        return new ServiceRoutes(terminals, operators, self, node.problems(), node.outage(),
                console.routes());
    }

    private static ScheduledExecutorService sweepEvery(Duration interval, Sweeper sweeper, ServiceMetrics metrics,
                                                       List<GlobalLimit> globalLimits, List<Runnable> chores) {
        ScheduledExecutorService sweeperThread = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread thread = new Thread(r, "sweeper");
            thread.setDaemon(true);
            return thread;
        });
        long millis = interval.toMillis();
        sweeperThread.scheduleWithFixedDelay(() -> {
            sweepQuietly(sweeper, metrics, globalLimits);
            chores.forEach(Runnable::run);
        }, millis, millis, TimeUnit.MILLISECONDS);
        return sweeperThread;
    }

    /** This node's id in {@code nodes}: its host name and port. */
    private static String nodeId(int port) {
        String host;
        try {
            host = InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            host = "localhost";
        }
        return host + ":" + port;
    }

    private static PhaseHook phaseHook() {
        if (!Boolean.getBoolean(HALT_AFTER_PHASE_ONE)) {
            return PhaseHook.NONE;
        }
        LOG.warn("{} is set: this node halts after the first redemption's phase 1", HALT_AFTER_PHASE_ONE);
        return requestId -> {
            LOG.warn("halting after phase 1 of {}", requestId);
            Runtime.getRuntime().halt(86);
        };
    }

    private static void sweepQuietly(Sweeper sweeper, ServiceMetrics metrics, List<GlobalLimit> limits) {
        try {
            metrics.swept(sweeper.sweep());
            for (GlobalLimit limit : limits) {
                limit.forgetFull();
            }
        } catch (Exception e) {
            LOG.error("sweep failed; the next one retries", e);
        }
    }

    private static void flushQuietly(TerminalSightings sightings) {
        try {
            sightings.flush();
        } catch (Exception e) {
            LOG.warn("could not write when terminals were last seen; the next flush retries: {}", e.getMessage());
        }
    }

    /** When this node last saw each terminal; written by the node every flush interval, or on demand (tests). */
    public TerminalSightings sightings() {
        return sightings;
    }

    public int port() {
        return app.port();
    }

    public String url(String host) {
        return "http://" + host + ":" + port();
    }

    /** The services this node shares with the admin commands over its database. */
    public ServerParts parts() {
        return parts;
    }

    public ServerDatabase database() {
        return parts.database();
    }

    public TerminalRegistry terminals() {
        return parts.terminals();
    }

    public AdminTokens admins() {
        return parts.admins();
    }

    public ChannelTokens channels() {
        return parts.channels();
    }

    /** This node's sweeper, for a sweep on demand (tests, the reconcile command). */
    public Sweeper sweeper() {
        return sweeper;
    }

    @Override
    public void close() {
        heartbeat.close();
        sweeperThread.shutdownNow();
        relay.close();
        app.stop();
        flushQuietly(sightings);
        service.close();
        sales.close();
        parts.close();
    }
}
