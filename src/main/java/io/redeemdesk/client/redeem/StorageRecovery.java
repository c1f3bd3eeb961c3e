package io.redeemdesk.client.redeem;

import io.redeemdesk.client.outbox.OutboxActions;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.sqlite.SingleWriter;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * How the engine lives with a till whose outbox cannot be written (a full disk): a failed local write pauses
 * the drain like an unreachable service does, with exponential backoff ({@code retry.base} doubling up to
 * {@code retry.cap}); nothing is sent while it lasts. Answers that came in but could not be stored are kept
 * here with their codes held, so their actions are not sent again. When the backoff has passed, a
 * {@link WriteProbe} checks the folder takes writes again, then the kept answers are stored and the drain goes
 * on by itself. The failure is logged once a minute with a count. The cashier's new actions (redemptions and a
 * sale's steps alike) are committed through {@link #insertNew}, so a full disk refuses them all the same way.
 */
final class StorageRecovery {
    private final OutboxActions writes;
    private final InFlightCodes inFlight;
    private final WriteProbe probe;
    private final Duration base;
    private final Duration cap;
    private final Clock clock;
    private final RepeatedFailureLog log;
    private final Map<String, UnrecordedOutcome> kept = new LinkedHashMap<>();
    private int failures;
    private long retryAt;
    private boolean diskFull;

    StorageRecovery(OutboxActions writes, InFlightCodes inFlight, WriteProbe probe, EngineSettings settings,
                    Clock clock) {
        this.writes = writes;
        this.inFlight = inFlight;
        this.probe = probe;
        this.base = settings.retryBase();
        this.cap = settings.retryCap();
        this.clock = clock;
        this.log = new RepeatedFailureLog(LoggerFactory.getLogger(StorageRecovery.class), clock);
    }

    /** A local write (or read) failed: pause and back off. */
    synchronized void writeFailed(Throwable error) {
        failures++;
        diskFull = LocalWriteFailure.diskFull(error);
        retryAt = clock.millis() + delay(failures);
        log.failed(LocalWriteFailure.describe(error));
    }

    /** A local write went through again (the cashier's scan, say): the next {@link #retry()} may try now. */
    synchronized void writeSucceeded() {
        if (failures > 0) {
            retryAt = clock.millis();
        }
    }

    /** The answer is in but could not be stored: kept here; its code stays held until it is stored. */
    void outcomeNotStored(UnrecordedOutcome outcome, Throwable error) {
        synchronized (this) {
            kept.putIfAbsent(outcome.attempt().requestId(), outcome);
        }
        writeFailed(error);
    }

    /**
     * The commit of an answer shown before it: completes once {@code answer} is stored, or kept here when the disk
     * refused it ({@link #outcomeNotStored}); never exceptionally.
     */
    CompletableFuture<Void> storedOrKept(UnrecordedOutcome answer, CompletableFuture<Void> recorded) {
        return recorded.exceptionally(error -> {
            outcomeNotStored(answer, error instanceof CompletionException c && c.getCause() != null
                    ? c.getCause() : error);
            return null;
        });
    }

    /** Waits until {@code answer} is stored; a disk that refuses it refuses the scan, the answer kept here. */
    void awaitStored(UnrecordedOutcome answer, CompletableFuture<Void> recorded) throws TillStorageException {
        try {
            SingleWriter.await(recorded);
        } catch (SQLException e) {
            throw scanNotRecorded(e, answer);
        }
    }

    /** The cashier's scan could not be recorded: the pause starts (or goes on) and the cashier is told why. */
    TillStorageException scanNotRecorded(Throwable error, UnrecordedOutcome answer) {
        if (answer != null) {
            outcomeNotStored(answer, error);
        } else {
            writeFailed(error);
        }
        return new TillStorageException(error, answer != null);
    }

    /**
     * Commits an action the cashier just asked for (a scan, a sale's step), before anything is sent. A failed
     * commit means nothing was sent: the pause starts (or goes on) and the {@link TillStorageException} says why;
     * a commit that goes through lets the next {@link #retry()} try at once.
     */
    void insertNew(RedeemAction action) throws SQLException {
        commitNew(() -> writes.insert(action));
    }

    /**
     * Commits a RELEASE or VOID the cashier just asked for together with the withdrawal of the offline acceptance
     * of what it gives back ({@link OutboxActions#insertGivingBack}), refused like {@link #insertNew}: on a full
     * disk neither is written, so the sale reads exactly as it did.
     */
    void insertGivingBack(RedeemAction step) throws SQLException {
        commitNew(() -> writes.insertGivingBack(step));
    }

    /**
     * Commits the CAPTURE of a sale the cashier completed offline together with the mark that makes its holds'
     * refusals conflicts ({@link OutboxActions#insertSaleAcceptedOffline}), refused like {@link #insertNew}: on a
     * full disk neither is written, so the sale is still open.
     */
    void insertSaleAcceptedOffline(RedeemAction capture) throws SQLException {
        commitNew(() -> writes.insertSaleAcceptedOffline(capture));
    }

    private void commitNew(LocalWrite write) throws SQLException {
        try {
            write.run();
        } catch (SQLException e) {
            throw scanNotRecorded(e, null);
        }
        writeSucceeded();
    }

    /** One commit to the outbox. */
    @FunctionalInterface
    private interface LocalWrite {
        void run() throws SQLException;
    }

    /** True while writes fail: the drain sends nothing until {@link #retry()} succeeds. */
    synchronized boolean blocked() {
        return failures > 0;
    }

    /** True while the last failure was a full disk. */
    synchronized boolean diskFull() {
        return failures > 0 && diskFull;
    }

    /** True when {@code code} is held here for a kept answer: whoever claimed it must not release it. */
    synchronized boolean holds(String code) {
        return kept.values().stream().anyMatch(o -> o.code().equals(code));
    }

    /** How long until the next {@link #retry()} may try; 0 when it may now. */
    synchronized long millisUntilRetry() {
        return Math.max(0, retryAt - clock.millis());
    }

    /**
     * Once the backoff has passed: probes the folder, then stores the kept answers (each releases its code).
     *
     * @return true when the outbox takes writes again (the drain goes on), false while it still fails
     */
    boolean retry() {
        List<UnrecordedOutcome> waiting;
        synchronized (this) {
            if (failures == 0) {
                return true;
            }
            if (clock.millis() < retryAt) {
                return false;
            }
            waiting = List.copyOf(kept.values());
        }
        try {
            probe.check();
            for (UnrecordedOutcome o : waiting) {
                SingleWriter.await(writes.recordWithStart(o.attempt(), o.update()));
                synchronized (this) {
                    kept.remove(o.attempt().requestId());
                }
                inFlight.release(o.code());
            }
        } catch (IOException | SQLException | RuntimeException e) {
            writeFailed(e);
            return false;
        }
        synchronized (this) {
            if (!kept.isEmpty()) {
                retryAt = clock.millis();
                return false;
            }
            failures = 0;
            diskFull = false;
        }
        log.recovered("the outbox takes writes");
        return true;
    }

    private long delay(int failed) {
        int exponent = Math.min(failed - 1, 30);
        return Math.min(cap.toMillis(), base.toMillis() * (1L << exponent));
    }
}
