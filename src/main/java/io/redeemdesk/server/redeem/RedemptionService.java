package io.redeemdesk.server.redeem;

import io.redeemdesk.protocol.ProblemType;
import io.redeemdesk.protocol.RedemptionRequest;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.server.db.ServerDatabase;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;

/**
 * Redeems a voucher once, however many times one request_id is delivered. Work runs in atomic phases:
 * (1) insert the idempotency record and take the voucher with one conditional UPDATE; (2) write the ledger row
 * and stage the outbound event, and (3) mark the voucher USED and store the response — phases 2 and 3 commit
 * together, because their effects live in the same database (see docs/architecture.md). A failure after phase 1
 * puts the voucher back and removes the processing mark, so a retry starts clean; a crash after phase 1 is
 * repaired by the {@link Sweeper}.
 */
public final class RedemptionService {
    private static final Logger LOG = LoggerFactory.getLogger(RedemptionService.class);

    private final ServerDatabase database;
    private final IdempotencyStore records;
    private final RedemptionLedger ledger;
    private final TransitionLog transitions;
    private final VerdictReplies replies;
    private final TemplateTerms terms;
    private final Clock clock;
    private final Duration keyRetention;
    private final PhaseHook hook;

    public RedemptionService(ServerDatabase database, IdempotencyStore records, RedemptionLedger ledger,
                             TransitionLog transitions, VerdictReplies replies, TemplateTerms terms, Clock clock,
                             Duration keyRetention, PhaseHook hook) {
        this.database = database;
        this.records = records;
        this.ledger = ledger;
        this.transitions = transitions;
        this.replies = replies;
        this.terms = terms;
        this.clock = clock;
        this.keyRetention = keyRetention;
        this.hook = hook;
    }

    public Duration keyRetention() {
        return keyRetention;
    }

    public Reply redeem(Terminal terminal, String requestId, RedemptionRequest request) throws SQLException {
        if (!VoucherCode.isValid(request.code())) {
            return replies.refusal(Verdict.MALFORMED_CODE, requestId, null, null);
        }
        String code = VoucherCode.normalize(request.code());
        String fingerprint = Fingerprint.of(request);
        long now = clock.millis();
        PhaseOne first = database.inTransaction(c -> takeVoucher(c, terminal, requestId, code, fingerprint, now));
        if (first.reply().isPresent()) {
            return first.reply().get();
        }
        hook.afterPhaseOne(requestId);
        try {
            return database.inTransaction(c -> {
                ledger.record(c, first.voucher(), requestId, terminal, request, now);
                return finish(c, terminal, requestId, first.voucher(), now);
            });
        } catch (SQLException | RuntimeException e) {
            LOG.warn("redemption {} of {} failed after phase 1; putting the voucher back", requestId,
                    VoucherCode.mask(code), e);
            database.inTransaction(c -> abandon(c, terminal, requestId, code));
            throw e;
        }
    }

    private record PhaseOne(Optional<Reply> reply, VoucherRow voucher) {
    }

    private PhaseOne takeVoucher(Connection c, Terminal terminal, String requestId, String code, String fingerprint,
                                 long now) throws SQLException {
        if (!records.insertProcessing(c, terminal.id(), requestId, fingerprint, code, now,
                now + keyRetention.toMillis())) {
            IdempotencyRecord existing = records.find(c, terminal.id(), requestId).orElseThrow();
            return new PhaseOne(Optional.of(answerRetry(existing, fingerprint)), null);
        }
        try (PreparedStatement take = c.prepareStatement(
                "UPDATE vouchers SET status = 'LOCKED', locked_by = ?, locked_at = ? "
                        + "WHERE code = ? AND status = 'UNUSED' AND (expires_at IS NULL OR expires_at > ?) "
                        + "RETURNING template_id, expires_at")) {
            take.setString(1, requestId);
            take.setLong(2, now);
            take.setString(3, code);
            take.setLong(4, now);
            try (ResultSet taken = take.executeQuery()) {
                if (taken.next()) {
                    String templateId = taken.getString(1);
                    long expiresAt = taken.getLong(2);
                    Long expiry = taken.wasNull() ? null : expiresAt;
                    transitions.record(c, code, VoucherStatus.UNUSED, VoucherStatus.LOCKED, requestId, terminal.id(),
                            now);
                    TemplateTerms.Terms template = terms.of(c, templateId);
                    return new PhaseOne(Optional.empty(), new VoucherRow(code, VoucherStatus.LOCKED, requestId, null,
                            null, null, expiry, template.name(), template.valueCents(), template.currency()));
                }
            }
        }
        Optional<VoucherRow> voucher = VoucherRow.find(c, code);
        if (voucher.isPresent() && voucher.get().status() == VoucherStatus.LOCKED) {
            records.deleteProcessing(c, terminal.id(), requestId);
            return new PhaseOne(Optional.of(replies.problem(ProblemType.VOUCHER_LOCKED, 409,
                    "Another request is redeeming this voucher right now; retry with the same Idempotency-Key")
                    .retryAfter(1)), null);
        }
        Reply refusal = replies.refusal(refusalFor(voucher, now), requestId, code, voucher.orElse(null));
        records.complete(c, terminal.id(), requestId, IdempotencyRecord.State.FAILED, refusal);
        return new PhaseOne(Optional.of(refusal), null);
    }

    private static Verdict refusalFor(Optional<VoucherRow> voucher, long now) {
        if (voucher.isEmpty()) {
            return Verdict.UNKNOWN_CODE;
        }
        VoucherRow row = voucher.get();
        if (row.status() == VoucherStatus.USED) {
            return Verdict.ALREADY_REDEEMED;
        }
        if (row.status() == VoucherStatus.REVOKED) {
            return Verdict.REVOKED;
        }
        return Verdict.EXPIRED;
    }

    private Reply answerRetry(IdempotencyRecord existing, String fingerprint) {
        if (!existing.fingerprint().equals(fingerprint)) {
            return replies.problem(ProblemType.IDEMPOTENCY_KEY_REUSED, 422,
                    "This Idempotency-Key was first used for a different request body");
        }
        if (!existing.finished()) {
            return replies.problem(ProblemType.REQUEST_IN_PROGRESS, 409,
                    "The first delivery of this Idempotency-Key is still being processed").retryAfter(1);
        }
        return existing.replay();
    }

    private Reply finish(Connection c, Terminal terminal, String requestId, VoucherRow voucher, long now)
            throws SQLException {
        try (PreparedStatement use = c.prepareStatement(
                "UPDATE vouchers SET status = 'USED', used_at = ?, used_by_terminal = ?, used_by_store = ?, "
                        + "used_by_request = ? WHERE code = ? AND status = 'LOCKED' AND locked_by = ?")) {
            use.setLong(1, now);
            use.setString(2, terminal.id());
            use.setString(3, terminal.storeId());
            use.setString(4, requestId);
            use.setString(5, voucher.code());
            use.setString(6, requestId);
            if (use.executeUpdate() != 1) {
                throw new IllegalStateException("voucher " + VoucherCode.mask(voucher.code())
                        + " is no longer locked by " + requestId);
            }
        }
        transitions.record(c, voucher.code(), VoucherStatus.LOCKED, VoucherStatus.USED, requestId, terminal.id(), now);
        Reply reply = replies.redeemed(requestId, voucher, now);
        records.complete(c, terminal.id(), requestId, IdempotencyRecord.State.SUCCEEDED, reply);
        return reply;
    }

    /**
     * Undoes phase 1 after phases 2-3 failed. Every statement is conditional, so when the commit of phases 2-3
     * did succeed and only its acknowledgement was lost, nothing is undone.
     */
    private Void abandon(Connection c, Terminal terminal, String requestId, String code) throws SQLException {
        try (PreparedStatement release = c.prepareStatement(
                "UPDATE vouchers SET status = 'UNUSED', locked_by = NULL, locked_at = NULL "
                        + "WHERE code = ? AND status = 'LOCKED' AND locked_by = ?")) {
            release.setString(1, code);
            release.setString(2, requestId);
            if (release.executeUpdate() == 1) {
                transitions.record(c, code, VoucherStatus.LOCKED, VoucherStatus.UNUSED, requestId, terminal.id(),
                        clock.millis());
            }
        }
        records.deleteProcessing(c, terminal.id(), requestId);
        return null;
    }
}
