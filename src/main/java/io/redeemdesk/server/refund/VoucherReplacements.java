package io.redeemdesk.server.refund;

import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.server.db.DuplicateKey;
import io.redeemdesk.server.db.ServerDatabase;
import io.redeemdesk.server.events.EventPayload;
import io.redeemdesk.server.events.EventStager;
import io.redeemdesk.server.events.EventTypes;
import io.redeemdesk.server.redeem.Fingerprint;
import io.redeemdesk.server.redeem.NewVouchers;
import io.redeemdesk.server.redeem.RedemptionLedger;
import io.redeemdesk.server.redeem.TransitionLog;
import io.redeemdesk.server.redeem.VoucherRow;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.util.List;
import java.util.Optional;

/**
 * Replaces a used voucher (for a pass: one use taken) by one new UNUSED voucher of the same template, in one
 * transaction: the replacement row (the gate: unique per use and per key), the new voucher through
 * {@link NewVouchers}, a history row on each voucher naming the other, and a {@code voucher.replaced} event. Two
 * requests racing for one use (on PostgreSQL) both pass the checks; the second fails on the unique key and is run
 * again, when it finds the first one's replacement.
 */
public final class VoucherReplacements {
    private static final Logger LOG = LoggerFactory.getLogger(VoucherReplacements.class);
    private static final int ATTEMPTS = 3;

    private final ServerDatabase database;
    private final TransitionLog transitions;
    private final RedemptionLedger ledger;
    private final EventStager events;
    private final SecureRandom random;
    private final Clock clock;
    private final ReplacementLog log = new ReplacementLog();
    private final NewVouchers newVouchers = new NewVouchers();

    public VoucherReplacements(ServerDatabase database, TransitionLog transitions, RedemptionLedger ledger,
                               EventStager events, SecureRandom random, Clock clock) {
        this.database = database;
        this.transitions = transitions;
        this.ledger = ledger;
        this.events = events;
        this.random = random;
        this.clock = clock;
    }

    /** What a fingerprint covers of a request besides its code. */
    private record Body(String reason, Integer use) {
    }

    /**
     * Replaces the voucher as {@code request} asks.
     *
     * @throws IllegalArgumentException with a plain sentence when the reason breaks its rule or the use is below 1
     */
    public ReplacementOutcome replace(ReplacementRequest request) throws SQLException {
        String problem = ReplacementRequest.reasonProblem(request.reason());
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        if (request.use() != null && request.use() < 1) {
            throw new IllegalArgumentException("use must be a use of the voucher, 1 or more, not " + request.use());
        }
        String fingerprint = Fingerprint.of("replace", request.code(), new Body(request.reason(), request.use()));
        for (int attempt = 1; ; attempt++) {
            try {
                return database.inTransaction(c -> replace(c, request, fingerprint));
            } catch (SQLException e) {
                if (!DuplicateKey.is(e) || attempt == ATTEMPTS) {
                    throw e;
                }
            }
        }
    }

    /**
     * The latest use taken of voucher {@code code} (its highest use number), if it has one: what
     * {@code server replace} replaces when no use is named, so that running it again names the same use.
     */
    public Optional<Integer> latestUse(String code) throws SQLException {
        String normalized = VoucherCode.normalize(code);
        return database.read(c -> ledger.uses(c, normalized).stream().map(RedemptionLedger.Entry::useNo)
                .reduce(Math::max));
    }

    /** The replacements of {@code code}'s uses, and the one that issued {@code code}, if any. */
    public ReplacementLinks links(String code) throws SQLException {
        String normalized = VoucherCode.normalize(code);
        return database.read(c -> ReplacementLinks.of(c, log, normalized));
    }

    private ReplacementOutcome replace(Connection c, ReplacementRequest r, String fingerprint) throws SQLException {
        Optional<ReplacementLog.Stored> earlier = log.byKey(c, r.key());
        if (earlier.isPresent()) {
            return replayOf(earlier.get(), fingerprint);
        }
        Optional<VoucherRow> found = VoucherRow.find(c, r.code());
        if (found.isEmpty()) {
            return new ReplacementOutcome.UnknownCode(r.code());
        }
        VoucherRow voucher = found.get();
        List<Integer> taken = ledger.uses(c, r.code()).stream().map(RedemptionLedger.Entry::useNo).toList();
        if (taken.isEmpty()) {
            return new ReplacementOutcome.NotUsed(r.code(), voucher.status());
        }
        List<Replacement> done = log.of(c, r.code());
        Integer use = r.use() != null ? r.use() : latestWithout(taken, done);
        if (use == null) {
            return alreadyReplaced(c, r, fingerprint, done.get(done.size() - 1));
        }
        if (!taken.contains(use)) {
            return new ReplacementOutcome.UseNotTaken(r.code(), use, taken.size(), voucher.usesTotal());
        }
        Optional<Replacement> existing = done.stream().filter(d -> d.use() == use).findFirst();
        if (existing.isPresent()) {
            return alreadyReplaced(c, r, fingerprint, existing.get());
        }
        return new ReplacementOutcome.Issued(issue(c, voucher, use, r, fingerprint), false);
    }

    private static ReplacementOutcome replayOf(ReplacementLog.Stored earlier, String fingerprint) {
        Replacement first = earlier.replacement();
        return earlier.fingerprint().equals(fingerprint)
                ? new ReplacementOutcome.Issued(first, true) : new ReplacementOutcome.KeyReused(first);
    }

    /**
     * The refusal for a use replaced already, unless this request's key made that replacement: on PostgreSQL each
     * statement sees what committed before it, so a retry of this request may have committed after the first look
     * for the key and before the look at the voucher's replacements.
     */
    private ReplacementOutcome alreadyReplaced(Connection c, ReplacementRequest r, String fingerprint,
                                               Replacement existing) throws SQLException {
        Optional<ReplacementLog.Stored> mine = log.byKey(c, r.key());
        return mine.isPresent() ? replayOf(mine.get(), fingerprint) : new ReplacementOutcome.AlreadyReplaced(existing);
    }

    private static Integer latestWithout(List<Integer> taken, List<Replacement> done) {
        for (int i = taken.size() - 1; i >= 0; i--) {
            int use = taken.get(i);
            if (done.stream().noneMatch(d -> d.use() == use)) {
                return use;
            }
        }
        return null;
    }

    private Replacement issue(Connection c, VoucherRow old, int use, ReplacementRequest r, String fingerprint)
            throws SQLException {
        long now = clock.millis();
        NewVouchers.Terms terms = terms(c, old.code());
        String newCode = VoucherCode.generate(random);
        Replacement made = new Replacement(newCode, old.code(), use, terms.templateId(), terms.validUntil(),
                r.reason(), r.actor(), now);
        log.insert(c, made, r.key(), fingerprint);
        newVouchers.issue(c, terms, List.of(newCode), now);
        transitions.noted(c, old.code(), old.status(), r.key(), r.actor(), now,
                "replaced by " + newCode + " (use " + use + "): " + r.reason());
        transitions.issued(c, newCode, r.key(), r.actor(), now,
                "replacement for " + old.code() + " (use " + use + "): " + r.reason());
        events.stage(c, EventTypes.VOUCHER_REPLACED, old.code(), r.key(), EventPayload.of(null, null)
                .with("replacementCode", newCode).with("use", use).with("valueCents", old.valueCents())
                .with("currency", old.currency()).with("templateName", old.name()).with("actor", r.actor())
                .with("reason", r.reason()), now);
        LOG.info("voucher {} use {} replaced by {} by {} ({})", VoucherCode.mask(old.code()), use,
                VoucherCode.mask(newCode), r.actor(), r.reason());
        return made;
    }

    private static NewVouchers.Terms terms(Connection c, String code) throws SQLException {
        try (PreparedStatement select = c.prepareStatement("SELECT t.id, t.valid_until, t.uses FROM vouchers v "
                + "JOIN voucher_templates t ON t.id = v.template_id WHERE v.code = ?")) {
            select.setString(1, code);
            try (ResultSet rs = select.executeQuery()) {
                rs.next();
                long until = rs.getLong(2);
                Long validUntil = rs.wasNull() ? null : until;
                return new NewVouchers.Terms(rs.getString(1), validUntil, rs.getInt(3));
            }
        }
    }
}
