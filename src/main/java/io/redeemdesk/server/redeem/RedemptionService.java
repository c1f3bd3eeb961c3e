package io.redeemdesk.server.redeem;

import io.redeemdesk.protocol.ProblemType;
import io.redeemdesk.protocol.RedemptionRequest;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.server.db.Dialect;
import io.redeemdesk.server.db.ServerDatabase;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;

/**
 * Redeems a voucher once, however many times one request_id is delivered. Work runs in atomic phases:
 * (1) insert the idempotency record and take the voucher with one conditional UPDATE; (2) write the ledger row
 * and stage the outbound event, and (3) mark the voucher USED and store the response — phases 2 and 3 commit
 * together, because their effects live in the same database (docs/architecture.md#data-flow). A failure after phase 1
 * puts the voucher back and removes the processing mark, so a retry starts clean; a crash after phase 1 is
 * repaired by the {@link Sweeper}. A voucher revoked while a request holds its lock answers that request REVOKED.
 */
public final class RedemptionService implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(RedemptionService.class);

    private final ServerDatabase database;
    private final IdempotencyStore records;
    private final PortablePhaseSql phases;
    /** PostgreSQL only: phases as batched single statements; null on SQLite, where {@link #phases} run. */
    private final PostgresPhaseBatches batches;
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
        this.phases = new PortablePhaseSql(records, ledger, transitions);
        this.batches = database.dialect() == Dialect.POSTGRES ? new PostgresPhaseBatches(database, ledger) : null;
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
        PhaseOne first = phaseOne(terminal, requestId, code, fingerprint, now);
        if (first.reply().isPresent()) {
            return first.reply().get();
        }
        hook.afterPhaseOne(requestId);
        VoucherRow voucher = first.voucher();
        Reply redeemed = replies.redeemed(requestId, voucher, now, voucher.usesLeft() - 1);
        try {
            boolean done = batches != null
                    ? batches.finish(new PostgresPhaseBatches.FinishJob(terminal, requestId, voucher, request, redeemed,
                            now))
                    : database.inTransaction(c -> phases.finish(c, terminal, requestId, voucher, request, redeemed,
                            now));
            return done ? redeemed : database.inTransaction(c -> lostLock(c, terminal, requestId, code, now));
        } catch (SQLException | RuntimeException e) {
            LOG.warn("redemption {} of {} failed after phase 1; putting the voucher back", requestId,
                    VoucherCode.mask(code), e);
            database.inTransaction(c -> abandon(c, terminal, requestId, code));
            throw e;
        }
    }

    private record PhaseOne(Optional<Reply> reply, VoucherRow voucher) {
    }

    /** Phase 1; with batched statements, a refusal's bookkeeping follows in a transaction of its own. */
    private PhaseOne phaseOne(Terminal terminal, String requestId, String code, String fingerprint, long now)
            throws SQLException {
        long recordExpiresAt = now + keyRetention.toMillis();
        if (batches != null) {
            PhaseSql.Taken taken = batches.take(new PostgresPhaseBatches.TakeJob(terminal, requestId, fingerprint,
                    code, now, recordExpiresAt));
            if (taken.voucherTaken()) {
                return taken(requestId, code, taken, terms.of(database, taken.templateId()));
            }
            if (!taken.recordInserted() && taken.earlier() != null) {
                return new PhaseOne(Optional.of(answerRetry(taken.earlier(), fingerprint)), null);
            }
            if (!taken.recordInserted()) {
                return database.read(c -> notTaken(c, terminal, requestId, code, fingerprint, taken, now));
            }
            return database.inTransaction(c -> notTaken(c, terminal, requestId, code, fingerprint, taken, now));
        }
        return database.inTransaction(c -> {
            PhaseSql.Taken taken = phases.take(c, terminal, requestId, fingerprint, code, now, recordExpiresAt);
            return taken.voucherTaken() ? taken(requestId, code, taken, terms.of(c, taken.templateId()))
                    : notTaken(c, terminal, requestId, code, fingerprint, taken, now);
        });
    }

    private static PhaseOne taken(String requestId, String code, PhaseSql.Taken taken,
                                  TemplateTerms.Terms template) {
        return new PhaseOne(Optional.empty(), new VoucherRow(code, VoucherStatus.LOCKED, requestId, null, null, null,
                taken.expiresAt(), template.name(), template.valueCents(), template.currency(), taken.usesLeft(),
                taken.usesTotal(), null));
    }

    private PhaseOne notTaken(Connection c, Terminal terminal, String requestId, String code, String fingerprint,
                              PhaseSql.Taken taken, long now) throws SQLException {
        if (!taken.recordInserted()) {
            Optional<IdempotencyRecord> existing = records.find(c, terminal.id(), requestId);
            return new PhaseOne(Optional.of(existing.isPresent() ? answerRetry(existing.get(), fingerprint)
                    : inProgress()), null);
        }
        Optional<VoucherRow> voucher = VoucherRow.find(c, code);
        if (voucher.isPresent() && voucher.get().held()) {
            records.deleteProcessing(c, terminal.id(), requestId);
            return new PhaseOne(Optional.of(replies.voucherHeld(voucher.get())), null);
        }
        if (voucher.isPresent() && (voucher.get().status() == VoucherStatus.LOCKED || voucher.get().freeAt(now))) {
            records.deleteProcessing(c, terminal.id(), requestId);
            return new PhaseOne(Optional.of(replies.problem(ProblemType.VOUCHER_LOCKED, 409,
                    "Another request is redeeming this voucher right now; retry with the same Idempotency-Key")
                    .retryAfter(1)), null);
        }
        Reply refusal = replies.refusal(refusalFor(voucher, now), requestId, code, voucher.orElse(null));
        records.complete(c, terminal.id(), requestId, IdempotencyRecord.State.FAILED, refusal);
        return new PhaseOne(Optional.of(refusal), null);
    }

    /**
     * Phases 2-3 changed nothing: the voucher stopped being locked by this request after phase 1. Revoked by an
     * admin (or in another final state), the request fails with that verdict, stored for its retries. Released by
     * the sweeper (the lock outlived the lock timeout), nothing is stored and the retry starts clean.
     */
    private Reply lostLock(Connection c, Terminal terminal, String requestId, String code, long now)
            throws SQLException {
        Optional<VoucherRow> voucher = VoucherRow.find(c, code);
        if (voucher.isPresent() && voucher.get().status().isFinal()) {
            Reply refusal = replies.refusal(refusalFor(voucher, now), requestId, code, voucher.get());
            records.completeIfProcessing(c, terminal.id(), requestId, IdempotencyRecord.State.FAILED, refusal);
            LOG.info("voucher {} became {} while {} held its lock; answered {}", VoucherCode.mask(code),
                    voucher.get().status(), requestId, refusal.outcome());
            return refusal;
        }
        records.deleteProcessing(c, terminal.id(), requestId);
        LOG.warn("the sweeper released voucher {} before {} finished; its retry starts clean", VoucherCode.mask(code),
                requestId);
        return replies.problem(ProblemType.VOUCHER_LOCKED, 409, "This request held the voucher longer than the lock "
                + "timeout and lost it; retry with the same Idempotency-Key").retryAfter(1);
    }

    /** The verdict that explains why {@code voucher} (absent: unknown) cannot be taken at {@code now}. */
    public static Verdict refusalFor(Optional<VoucherRow> voucher, long now) {
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
        return replies.retryOf(existing, fingerprint);
    }

    private Reply inProgress() {
        return replies.inProgress();
    }

    /** Stops the PostgreSQL batch threads; a request still waiting gets an error and its client retries. */
    @Override
    public void close() {
        if (batches != null) {
            batches.close();
        }
    }

    /**
     * Undoes phase 1 after phases 2-3 failed. Every statement is conditional, so when the commit of phases 2-3
     * did succeed and only its acknowledgement was lost, nothing is undone.
     */
    private Void abandon(Connection c, Terminal terminal, String requestId, String code) throws SQLException {
        if (VoucherLock.release(c, code, requestId)) {
            transitions.record(c, code, VoucherStatus.LOCKED, VoucherStatus.UNUSED, requestId, terminal.id(),
                    clock.millis());
        }
        records.deleteProcessing(c, terminal.id(), requestId);
        return null;
    }
}
