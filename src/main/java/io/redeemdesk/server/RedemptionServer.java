package io.redeemdesk.server;

import io.redeemdesk.server.limits.RateLimits;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import io.redeemdesk.protocol.ApiHeaders;
import io.redeemdesk.protocol.BuildVersion;
import io.redeemdesk.protocol.Enrollment;
import io.redeemdesk.protocol.ProblemType;
import io.redeemdesk.protocol.ProtocolJson;
import io.redeemdesk.protocol.SalePaths;
import io.redeemdesk.protocol.ServerInfo;
import io.redeemdesk.server.admin.Reconciler;
import io.redeemdesk.server.admin.VoucherAdmin;
import io.redeemdesk.server.admin.VoucherIssuer;
import io.redeemdesk.server.auth.AdminTokens;
import io.redeemdesk.server.auth.ChannelTokens;
import io.redeemdesk.server.campaign.CampaignAdmin;
import io.redeemdesk.server.campaign.ClaimService;
import io.redeemdesk.server.campaign.ClaimSettings;
import io.redeemdesk.server.campaign.CustomerHash;
import io.redeemdesk.server.auth.EnrollmentCodes;
import io.redeemdesk.server.auth.TerminalRegistry;
import io.redeemdesk.server.db.DatabaseOutage;
import io.redeemdesk.server.db.ServerDatabase;
import io.redeemdesk.server.events.EventMetrics;
import io.redeemdesk.server.events.EventRelay;
import io.redeemdesk.server.events.EventIds;
import io.redeemdesk.server.events.EventStager;
import io.redeemdesk.server.http.AdminRoutes;
import io.redeemdesk.server.http.CampaignRoutes;
import io.redeemdesk.server.http.TemplateRoutes;
import io.redeemdesk.server.http.ClaimRoutes;
import io.redeemdesk.server.http.EnrollmentRoutes;
import io.redeemdesk.server.http.ProblemWriter;
import io.redeemdesk.server.http.RedemptionRoutes;
import io.redeemdesk.server.http.RequestAuthenticator;
import io.redeemdesk.server.http.RouteTable;
import io.redeemdesk.server.http.SaleRoutes;
import io.redeemdesk.server.http.TerminalDoor;
import io.redeemdesk.server.http.Utf8Bodies;
import io.redeemdesk.server.limits.ClaimLimiter;
import io.redeemdesk.server.limits.GlobalLimit;
import io.redeemdesk.server.limits.SharedBuckets;
import io.redeemdesk.server.limits.TerminalLimiter;
import io.redeemdesk.server.http.HealthCheck;
import io.redeemdesk.server.ops.ServiceMetrics;
import io.redeemdesk.server.redeem.IdempotencyStore;
import io.redeemdesk.server.redeem.KeyedWrites;
import io.redeemdesk.server.redeem.PhaseHook;
import io.redeemdesk.server.redeem.RedemptionLedger;
import io.redeemdesk.server.redeem.RedemptionService;
import io.redeemdesk.server.redeem.Sweeper;
import io.redeemdesk.server.redeem.TemplateTerms;
import io.redeemdesk.server.redeem.TransitionLog;
import io.redeemdesk.server.redeem.VerdictReplies;
import io.redeemdesk.server.sale.SaleService;
import io.redeemdesk.server.sale.VoucherLookup;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * One node of the central redemption service: database, services, sweeper, event relay and HTTP routes wired by
 * hand. Nodes keep no state of their own beyond the per-terminal request buckets and metrics (the unknown-code and
 * enrollment limits are kept in the database), so several can share one PostgreSQL.
 */
public final class RedemptionServer implements AutoCloseable {
    /**
     * Test-only crash switch, off unless the property is set to {@code true}: the node halts the JVM right after
     * a redemption's phase 1 committed, as a power cut would. Used by the kill-between-phases test.
     */
    public static final String HALT_AFTER_PHASE_ONE = "redeemdesk.test.haltAfterPhaseOne";
    private static final Logger LOG = LoggerFactory.getLogger(RedemptionServer.class);
    private static final long MAX_BODY_BYTES = 16 * 1024;
    /**
     * The buffer Javalin allocates for every response to copy the result into Jetty's output stream (Jetty's own
     * output buffer is unchanged). Javalin's default, 32 KB per response, was 42 % of all bytes the service and
     * its bench clients allocated under load, for answers under 1 KB; a larger answer is copied in pieces.
     */
    private static final int RESPONSE_COPY_BUFFER_BYTES = 4 * 1024;

    private final ServerDatabase database;
    private final RedemptionService service;
    private final TerminalRegistry terminals;
    private final AdminTokens admins;
    private final ChannelTokens channels;
    private final Sweeper sweeper;
    private final ScheduledExecutorService sweeperThread;
    private final EventRelay relay;
    private final Javalin app;

    private RedemptionServer(ServerDatabase database, RedemptionService service, TerminalRegistry terminals,
                             AdminTokens admins, ChannelTokens channels, Sweeper sweeper,
                             ScheduledExecutorService sweeperThread, EventRelay relay, Javalin app) {
        this.database = database;
        this.service = service;
        this.terminals = terminals;
        this.admins = admins;
        this.channels = channels;
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
        ServerDatabase database = ServerDatabase.open(options.jdbcUrl(), options.poolSize(),
                options.databaseWaits());
        Clock clock = Clock.systemUTC();
        SecureRandom random = new SecureRandom();
        TerminalRegistry terminals = new TerminalRegistry(database, random, clock);
        AdminTokens admins = new AdminTokens(database, random, clock);
        ProblemWriter problems = new ProblemWriter();
        IdempotencyStore records = new IdempotencyStore();
        EventStager events = new EventStager(new EventIds(random, clock));
        RedemptionLedger ledger = new RedemptionLedger(events);
        TransitionLog transitions = new TransitionLog();
        VerdictReplies replies = new VerdictReplies();
        RedemptionService service = new RedemptionService(database, records, ledger, transitions, replies,
                new TemplateTerms(), clock, options.keyRetention(), hook);
        Sweeper sweeper = new Sweeper(database, records, ledger, transitions, replies, events, clock,
                options.lockTimeout());
        EventMetrics eventMetrics = new EventMetrics(database, clock, options.events());
        ClaimLimiter claimDoor = new ClaimLimiter(claims.ratePerSecond(), claims.burst(), claims.concurrency(),
                System::nanoTime);
        ServiceMetrics metrics = new ServiceMetrics(database, clock, options.lockTimeout(), eventMetrics,
                claimDoor::concurrencyLimit);
        RequestAuthenticator authenticator = new RequestAuthenticator(terminals, admins, problems);
        SharedBuckets shared = new SharedBuckets(database, clock::millis);
        TerminalLimiter terminalLimiter = new TerminalLimiter(options.limits(), System::nanoTime, shared);
        DatabaseOutage outage = new DatabaseOutage(options.databaseWaits());
        TerminalDoor door = new TerminalDoor(authenticator, terminalLimiter, metrics, problems, outage);
        RedemptionRoutes redemptions = new RedemptionRoutes(service, door, metrics);
        SaleService saleService = new SaleService(database, new KeyedWrites(database, records, replies, clock,
                options.keyRetention()), ledger, transitions, replies, events, options.holdLease());
        SaleRoutes sales = new SaleRoutes(saleService, new VoucherLookup(database), door, replies,
                metrics.sales());
        AdminRoutes admin = new AdminRoutes(new VoucherAdmin(database, transitions, ledger, records, events, clock),
                terminals, new Reconciler(database, clock, options.lockTimeout()), authenticator, problems);
        RateLimits limits = options.limits();
        GlobalLimit enrollments = new GlobalLimit(EnrollmentRoutes.LIMIT, limits.enrollmentBurst(),
                limits.enrollmentsPerMinute() / 60.0, shared, System::nanoTime);
        EnrollmentRoutes enrollment = new EnrollmentRoutes(new EnrollmentCodes(database, random, clock),
                authenticator, enrollments, metrics, problems, EnrollmentCodes.DEFAULT_TTL);
        List<GlobalLimit> globalLimits = List.of(terminalLimiter.unknownCodes(), enrollments);
        HealthCheck health = new HealthCheck(database, outage);
        ObjectMapper json = ProtocolJson.lenientMapper();
        ChannelTokens channels = new ChannelTokens(database, random, clock);
        ClaimRoutes claimRoutes = new ClaimRoutes(claims.enabled() ? new ClaimService(database, records, events,
                new CustomerHash(claims.customerSecret()), random, clock, options.keyRetention()) : null, channels,
                claimDoor, metrics, problems);
        CampaignRoutes campaignRoutes = new CampaignRoutes(new CampaignAdmin(database, clock), authenticator,
                problems);
        TemplateRoutes templateRoutes = new TemplateRoutes(new VoucherIssuer(database, random, clock), authenticator,
                problems, clock);
        String version = BuildVersion.version();
        Javalin app = Javalin.create(config -> {
            config.jetty.host = options.host();
            config.jetty.port = options.port();
            config.http.maxRequestSize = MAX_BODY_BYTES;
            config.http.responseBufferSize = RESPONSE_COPY_BUFFER_BYTES;
            config.startup.showJavalinBanner = false;
            new RouteTable()
                    .post(ApiHeaders.REDEMPTIONS_PATH, redemptions::redeem)
                    .post(SalePaths.HOLDS, sales::hold)
                    .delete(SalePaths.HOLD, sales::release)
                    .post(SalePaths.CAPTURE, sales::capture)
                    .post(SalePaths.VOID, sales::voidSale)
                    .get(SalePaths.SALE, sales::sale)
                    .get(SalePaths.VOUCHER, sales::voucher)
                    .get(ApiHeaders.INFO_PATH, ctx -> Utf8Bodies.json(ctx, 200, json.writeValueAsString(
                            new ServerInfo("redeemdesk", version, options.keyRetention().toHours(),
                                    Instant.now().toString()))))
                    .get(ApiHeaders.HEALTH_PATH, health::answer)
                    .get("/metrics", ctx -> Utf8Bodies.write(ctx, 200, ServiceMetrics.CONTENT_TYPE,
                            metrics.scrape()))
                    .post(Enrollment.ADMIN_PATH, enrollment::createCode)
                    .post(Enrollment.PATH, enrollment::enroll)
                    .post(AdminRoutes.REVOKE_PATH, admin::revoke)
                    .get(AdminRoutes.HISTORY_PATH, admin::history)
                    .post(AdminRoutes.ENABLE_PATH, admin::enable)
                    .post(AdminRoutes.DISABLE_PATH, admin::disable)
                    .get(AdminRoutes.RECONCILE_PATH, admin::reconcile)
                    .post(ClaimRoutes.PATH, claimRoutes::claim)
                    .post(CampaignRoutes.CREATE_PATH, campaignRoutes::create)
                    .post(TemplateRoutes.CREATE_PATH, templateRoutes::create)
                    .get(CampaignRoutes.STATS_PATH, campaignRoutes::stats)
                    .post(CampaignRoutes.ACTIVATE_PATH, campaignRoutes::activate)
                    .post(CampaignRoutes.END_PATH, campaignRoutes::end)
                    .register(config.routes, problems);
            config.routes.error(404, ctx -> {
                String written = ctx.res().getContentType();
                if (written == null || !written.startsWith(ApiHeaders.PROBLEM_JSON)) {
                    problems.write(ctx, ProblemType.NOT_FOUND, 404, "No resource at " + ctx.path());
                }
            });
            config.routes.error(413, ctx -> problems.write(ctx, ProblemType.PAYLOAD_TOO_LARGE, 413,
                    "The body is larger than " + MAX_BODY_BYTES + " bytes"));
            config.routes.exception(Exception.class, (e, ctx) -> {
                Optional<String> why = outage.reason(e);
                if (why.isPresent()) {
                    LOG.warn("request {} {} answered 503: {}", ctx.method(), ctx.path(), why.get());
                    problems.unavailable(ctx, why.get());
                    return;
                }
                LOG.error("request {} {} failed", ctx.method(), ctx.path(), e);
                problems.write(ctx, ProblemType.INTERNAL, 500, "The service failed; retry with the same key");
            });
        }).start();
        ScheduledExecutorService sweeperThread = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread thread = new Thread(r, "sweeper");
            thread.setDaemon(true);
            return thread;
        });
        long interval = options.sweepInterval().toMillis();
        sweeperThread.scheduleWithFixedDelay(() -> sweepQuietly(sweeper, metrics, globalLimits), interval, interval,
                TimeUnit.MILLISECONDS);
        EventRelay relay = new EventRelay(database, options.events(), options.keyRetention(), clock, eventMetrics)
                .start();
        LOG.info("redemption service listening on {}:{} ({}), lock timeout {}, hold lease {}", options.host(),
                app.port(), database.dialect(), options.lockTimeout(), options.holdLease());
        if (!claims.enabled()) {
            LOG.info("campaign claims are disabled (answered 503) until claims.customer.secret is set");
        }
        return new RedemptionServer(database, service, terminals, admins, channels, sweeper, sweeperThread, relay,
                app);
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

    public AdminTokens admins() {
        return admins;
    }

    public ChannelTokens channels() {
        return channels;
    }

    /** This node's sweeper, for a sweep on demand (tests, the reconcile command). */
    public Sweeper sweeper() {
        return sweeper;
    }

    @Override
    public void close() {
        sweeperThread.shutdownNow();
        relay.close();
        app.stop();
        service.close();
        database.close();
    }
}
