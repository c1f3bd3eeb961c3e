package io.redeemdesk.server;

import io.redeemdesk.server.admin.DemoSeed;
import io.redeemdesk.server.admin.Reconciler;
import io.redeemdesk.server.admin.TemplateList;
import io.redeemdesk.server.admin.VoucherAdmin;
import io.redeemdesk.server.admin.VoucherImporter;
import io.redeemdesk.server.admin.VoucherIssuer;
import io.redeemdesk.server.auth.AdminTokens;
import io.redeemdesk.server.auth.ChannelTokens;
import io.redeemdesk.server.auth.EnrollmentCodes;
import io.redeemdesk.server.auth.OperatorAccounts;
import io.redeemdesk.server.auth.PasswordHasher;
import io.redeemdesk.server.auth.TerminalRegistry;
import io.redeemdesk.server.batch.BatchList;
import io.redeemdesk.server.auth.TerminalRoster;
import io.redeemdesk.server.campaign.CampaignAdmin;
import io.redeemdesk.server.campaign.CampaignList;
import io.redeemdesk.server.campaign.CampaignSheets;
import io.redeemdesk.server.campaign.ClaimService;
import io.redeemdesk.server.campaign.CustomerHash;
import io.redeemdesk.server.console.ConsoleAudit;
import io.redeemdesk.server.db.Dialect;
import io.redeemdesk.server.db.ServerDatabase;
import io.redeemdesk.server.events.EventAdmin;
import io.redeemdesk.server.events.EventIds;
import io.redeemdesk.server.events.EventStager;
import io.redeemdesk.server.redeem.IdempotencyStore;
import io.redeemdesk.server.redeem.KeyedWrites;
import io.redeemdesk.server.redeem.PhaseHook;
import io.redeemdesk.server.redeem.RedemptionLedger;
import io.redeemdesk.server.redeem.RedemptionService;
import io.redeemdesk.server.redeem.Sweeper;
import io.redeemdesk.server.redeem.TemplateTerms;
import io.redeemdesk.server.redeem.TransitionLog;
import io.redeemdesk.server.redeem.VerdictReplies;
import io.redeemdesk.server.refund.VoucherReplacements;
import io.redeemdesk.server.sale.SaleService;
import io.redeemdesk.server.sale.VoucherLookup;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.util.List;

/**
 * The service's parts over one database, wired in one place: a node ({@link RedemptionServer}) and every admin
 * command of {@code server} take their services from here, so both share one idempotency store, one ledger, one
 * transition log and one event stager per database. Closing it closes the database.
 */
public final class ServerParts implements AutoCloseable {
    private final ServerDatabase database;
    private final Clock clock;
    private final SecureRandom random;
    private final IdempotencyStore records = new IdempotencyStore();
    private final TransitionLog transitions = new TransitionLog();
    private final VerdictReplies replies = new VerdictReplies();
    private final EventStager events;
    private final RedemptionLedger ledger;
    private final TerminalRegistry terminals;
    private final AdminTokens admins;
    private final ChannelTokens channels;
    private final VoucherIssuer issuer;

    /**
     * @param endpoints the names of the webhooks this process relays to: on PostgreSQL every event it stages gets
     *                  its deliveries to them at once (none for the admin commands, whose events a relaying node fans
     *                  out); on SQLite events are staged alone and the node's one relay fans them out with each round
     *                  ({@link EventStager})
     */
    public ServerParts(ServerDatabase database, Clock clock, SecureRandom random, List<String> endpoints) {
        this.database = database;
        this.clock = clock;
        this.random = random;
        this.events = new EventStager(new EventIds(random, clock),
                database.dialect() == Dialect.POSTGRES ? endpoints : List.of());
        this.ledger = new RedemptionLedger(events);
        this.terminals = new TerminalRegistry(database, random, clock);
        this.admins = new AdminTokens(database, random, clock);
        this.channels = new ChannelTokens(database, random, clock);
        this.issuer = new VoucherIssuer(database, random, clock);
    }

    /**
     * The parts over {@code database} on the system clock, with a fresh strong random source, for a process that
     * relays to no webhook.
     */
    public static ServerParts over(ServerDatabase database) {
        return over(database, List.of());
    }

    /** The parts of a node relaying to the webhooks named {@code endpoints}. */
    public static ServerParts over(ServerDatabase database, List<String> endpoints) {
        return new ServerParts(database, Clock.systemUTC(), new SecureRandom(), endpoints);
    }

    public ServerDatabase database() {
        return database;
    }

    public Clock clock() {
        return clock;
    }

    /** The strong random source of this database's parts (tokens, salts, ids). */
    public SecureRandom random() {
        return random;
    }

    /** The console's operators and their sign-in counts. */
    public OperatorAccounts operators() {
        return new OperatorAccounts(database, clock);
    }

    /** The one hasher of operators' passwords (Argon2id). */
    public PasswordHasher passwordHasher() {
        return new PasswordHasher(random);
    }

    /** The operators' audit trail ({@code console:<name>}). */
    public ConsoleAudit consoleAudit() {
        return new ConsoleAudit(database, random, clock);
    }

    public EventStager events() {
        return events;
    }

    /** The terminals and their tokens (one cache of authenticated tokens per node). */
    public TerminalRegistry terminals() {
        return terminals;
    }

    /** The terminals as a keyset-paginated list with when they were last seen (the console's Tills page). */
    public TerminalRoster terminalRoster() {
        return new TerminalRoster(database);
    }

    public AdminTokens admins() {
        return admins;
    }

    /** The channels' tokens (one cache of authenticated tokens per node). */
    public ChannelTokens channels() {
        return channels;
    }

    public EnrollmentCodes enrollmentCodes() {
        return new EnrollmentCodes(database, random, clock);
    }

    public VoucherIssuer issuer() {
        return issuer;
    }

    public VoucherImporter importer() {
        return new VoucherImporter(database, issuer, clock);
    }

    /** History and revocation of one voucher, with the node's ledger, transitions and event stager. */
    public VoucherAdmin voucherAdmin() {
        return new VoucherAdmin(database, transitions, ledger, records, events, clock);
    }

    /** Refunds by replacement, with the node's ledger, transitions and event stager. */
    public VoucherReplacements replacements() {
        return new VoucherReplacements(database, transitions, ledger, events, random, clock);
    }

    public Reconciler reconciler(Duration lockTimeout) {
        return new Reconciler(database, clock, lockTimeout);
    }

    /** The templates a page at a time (the console's list). */
    public TemplateList templateList() {
        return new TemplateList(database);
    }

    /** The issue batches a page at a time (the console's list). */
    public BatchList batchList() {
        return new BatchList(database);
    }

    /** The campaigns with their counts a page at a time (the console's list). */
    public CampaignList campaignList() {
        return new CampaignList(database);
    }

    public CampaignAdmin campaigns() {
        return new CampaignAdmin(database, clock);
    }

    public CampaignSheets campaignSheets() {
        return new CampaignSheets(database, random, clock);
    }

    public EventAdmin eventAdmin() {
        return new EventAdmin(database, clock);
    }

    /** The demo data of a fresh service: vouchers of the demo templates and the demo terminal. */
    public DemoSeed demoSeed() {
        return new DemoSeed(issuer, terminals, clock);
    }

    /** Redemptions, keeping each answer for {@code keyRetention}, calling {@code hook} between the phases. */
    public RedemptionService redemptions(Duration keyRetention, PhaseHook hook) {
        return new RedemptionService(database, records, ledger, transitions, replies, new TemplateTerms(), clock,
                keyRetention, hook);
    }

    /** The sweeper's repairs, with {@code lockTimeout} as the age of a LOCKED voucher it resolves. */
    public Sweeper sweeper(Duration lockTimeout) {
        return new Sweeper(database, records, ledger, transitions, replies, events, clock, lockTimeout);
    }

    /** Sales, their answers kept for {@code keyRetention}, their holds leased for {@code holdLease}. */
    public SaleService sales(Duration keyRetention, Duration holdLease) {
        return new SaleService(database, new KeyedWrites(database, records, replies, clock, keyRetention), ledger,
                transitions, replies, events, clock, holdLease);
    }

    /** What a till may see of one voucher (the look-up of {@code GET /v1/vouchers/{code}}). */
    public VoucherLookup voucherLookup() {
        return new VoucherLookup(database);
    }

    /** Campaign claims, customer ids hashed with {@code customers}. */
    public ClaimService claims(CustomerHash customers, Duration keyRetention) {
        return new ClaimService(database, records, events, customers, random, clock, keyRetention);
    }

    /** The one reply builder of verdicts and problems, shared with the HTTP door. */
    public VerdictReplies replies() {
        return replies;
    }

    @Override
    public void close() {
        database.close();
    }
}
