package io.redeemdesk.client.redeem;

import io.redeemdesk.client.api.RedemptionApi;
import io.redeemdesk.client.exec.ThreadPoolBackground;
import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.client.outbox.DrainQueue;
import io.redeemdesk.client.outbox.OutboxActions;
import io.redeemdesk.client.outbox.OutboxStatus;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.sqlite.SingleWriter;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Empties the outbox in the background: up to {@code concurrency} workers each send one due action at a time, holding
 * the action's code so nobody else (the cashier's foreground attempt, another worker) sends it meanwhile, and take the
 * next one themselves as soon as an answer is in. Due actions are read from the outbox a batch at a time; each is
 * re-read and checked just before it is sent. A loop thread starts workers when actions become due. While the service
 * is unreachable it only probes {@code /health}; on the first success everything that waited for the network becomes
 * due at once. A 401/403 pauses it until resumed; a failed local write (a full disk) pauses it with backoff until
 * {@link StorageRecovery} finds the outbox writable again, and nothing is sent meanwhile. It never drops an action: a
 * failing one is retried with backoff, an old possibly-delivered one is held.
 */
final class OutboxDrain implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(OutboxDrain.class);
    private static final long MAX_IDLE_MS = 1000;
    /** Due actions read ahead per query: a worker rarely waits for the outbox, a newly UNKNOWN one waits little. */
    private static final int READ_AHEAD = 32;

    private final OutboxActions writes;
    private final DrainQueue drainQueue;
    private final OutboxStatus lookups;
    private final ActionSender sender;
    private final RedemptionApi api;
    private final InFlightCodes inFlight;
    private final Connectivity connectivity;
    private final KeyRetention retention;
    private final EngineSettings settings;
    private final Clock clock;
    private final Runnable statusChanged;
    private final StorageRecovery storage;
    private final ExecutorService workers;
    private final Thread loop;
    private final AtomicInteger active = new AtomicInteger();
    private final Deque<DrainQueue.Due> ahead = new ArrayDeque<>();
    private final Object signal = new Object();
    private boolean woken;
    private volatile boolean running = true;
    private volatile boolean recovered = true;

    OutboxDrain(OutboxActions writes, DrainQueue drainQueue, OutboxStatus lookups, ActionSender sender,
                RedemptionApi api, InFlightCodes inFlight, Connectivity connectivity, KeyRetention retention,
                EngineSettings settings, Clock clock, Runnable statusChanged, StorageRecovery storage) {
        this.writes = writes;
        this.drainQueue = drainQueue;
        this.lookups = lookups;
        this.sender = sender;
        this.api = api;
        this.inFlight = inFlight;
        this.connectivity = connectivity;
        this.retention = retention;
        this.settings = settings;
        this.clock = clock;
        this.statusChanged = statusChanged;
        this.storage = storage;
        this.workers = Executors.newFixedThreadPool(settings.concurrency(),
                ThreadPoolBackground.daemonThreads("redeem-drain"));
        this.loop = ThreadPoolBackground.daemonThreads("redeem-drain-loop").newThread(this::run);
    }

    void start() {
        loop.start();
    }

    /** Something changed (a new action, a finished attempt, a lifted pause): look again now. */
    void wake() {
        synchronized (signal) {
            woken = true;
            signal.notifyAll();
        }
    }

    /** The service answered again after being unreachable: drain at once. */
    void recovered() {
        recovered = true;
        synchronized (ahead) {
            ahead.clear();
        }
        wake();
    }

    private void run() {
        while (running) {
            try {
                step();
            } catch (SQLException e) {
                storage.writeFailed(e);
                statusChanged.run();
            } catch (RuntimeException e) {
                LOG.error("the outbox drain failed a step; trying again shortly", e);
                await(MAX_IDLE_MS);
            }
        }
    }

    private void step() throws SQLException {
        if (storage.blocked()) {
            boolean writable = storage.retry();
            statusChanged.run();
            if (!writable) {
                await(Math.max(1, storage.millisUntilRetry()));
            }
            return;
        }
        Connectivity.State link = connectivity.state();
        if (link.authAlert() != null) {
            await(MAX_IDLE_MS);
            return;
        }
        if (!link.online()) {
            probe();
            return;
        }
        if (recovered) {
            recovered = false;
            retention.refresh(settings.attemptTimeout());
            int due = drainQueue.makeUnansweredDue(clock.millis());
            if (due > 0) {
                LOG.info("{} queued actions are due now that the service answers", due);
            }
        }
        int free = settings.concurrency() - active.get();
        int sent = free > 0 ? dispatch(free) : 0;
        if (sent == free && free > 0) {
            return;
        }
        await(idleTime(free - sent));
    }

    private void probe() {
        if (api.healthy(settings.foregroundDeadline())) {
            connectivity.reachable();
        } else {
            await(settings.probeInterval().toMillis());
        }
    }

    private int dispatch(int free) throws SQLException {
        int sent = 0;
        while (sent < free) {
            DrainQueue.Due action = claimNext();
            if (action == null) {
                break;
            }
            active.incrementAndGet();
            sent++;
            workers.execute(() -> work(action));
        }
        return sent;
    }

    /** The next due action whose code this caller now holds, or null when none is due and free. */
    private DrainQueue.Due claimNext() throws SQLException {
        synchronized (ahead) {
            boolean read = false;
            while (true) {
                if (ahead.isEmpty()) {
                    if (read) {
                        return null;
                    }
                    ahead.addAll(drainQueue.due(clock.millis(), READ_AHEAD));
                    read = true;
                    if (ahead.isEmpty()) {
                        return null;
                    }
                }
                DrainQueue.Due next = ahead.poll();
                if (inFlight.tryClaim(next.claimKey())) {
                    return next;
                }
            }
        }
    }

    private long idleTime(int freeSlots) throws SQLException {
        if (freeSlots <= 0) {
            return MAX_IDLE_MS;
        }
        OptionalLong next = drainQueue.nextDueAt();
        long wait = next.isPresent() ? next.getAsLong() - clock.millis() : MAX_IDLE_MS;
        return wait <= 0 ? MAX_IDLE_MS : Math.min(wait, MAX_IDLE_MS);
    }

    /** Runs on a worker: sends {@code first}, then whatever is due next while the service can be sent to. */
    private void work(DrainQueue.Due first) {
        try {
            DrainQueue.Due next = first;
            while (next != null) {
                send(next);
                next = running && connectivity.state().canSend() && !storage.blocked() ? claimNext() : null;
            }
        } catch (SQLException | RuntimeException e) {
            LOG.error("the outbox drain could not pick the next action; trying again shortly", e);
        } finally {
            active.decrementAndGet();
            wake();
        }
    }

    /**
     * The HTTP slot is free once the answer is in; the code stays held until the outcome is stored, and beyond
     * that while {@link StorageRecovery} keeps an answer the outbox could not store.
     */
    private void send(DrainQueue.Due queued) {
        CompletableFuture<Boolean> stored = CompletableFuture.completedFuture(true);
        try {
            Optional<RedeemAction> current = lookups.find(queued.requestId());
            if (current.isPresent() && stillDue(current.get()) && connectivity.state().canSend()
                    && !storage.blocked()) {
                stored = sendOrHold(current.get());
            }
        } catch (SQLException e) {
            storage.writeFailed(e);
        } catch (RuntimeException e) {
            LOG.error("sending {} ({}) failed; it stays queued", queued.requestId(),
                    VoucherCode.mask(queued.code()), e);
        }
        stored.whenComplete((release, error) -> {
            if (!Boolean.FALSE.equals(release)) {
                inFlight.release(queued.claimKey());
            }
            statusChanged.run();
            wake();
        });
    }

    /** Completes true when the code may be released, false when {@link StorageRecovery} holds it. */
    private CompletableFuture<Boolean> sendOrHold(RedeemAction action) throws SQLException {
        if (retention.mustHold(action, clock.millis())
                && writes.hold(action.requestId(), retention.reason())) {
            LOG.warn("holding {} ({}) for a manager: {}", action.requestId(), VoucherCode.mask(action.code()),
                    retention.reason());
            return CompletableFuture.completedFuture(true);
        }
        ActionSender.Sent sent = sender.send(action, settings.attemptTimeout(), SingleWriter.Commit.GROUPED);
        connectivity.report(sent.result());
        return sent.recorded().handle((done, error) -> {
            if (error == null) {
                return true;
            }
            storage.outcomeNotStored(sent.outcome(), error instanceof CompletionException c && c.getCause() != null
                    ? c.getCause() : error);
            return false;
        });
    }

    /** Read ahead, it may since have been sent by the cashier or a manager and finished or rescheduled. */
    private boolean stillDue(RedeemAction action) throws SQLException {
        return (action.state() == ActionState.PENDING || action.state() == ActionState.UNKNOWN)
                && action.nextAttemptAt() <= clock.millis()
                && (action.sale() == null || lookups.earlierStepWaiting(action).isEmpty());
    }

    private void await(long millis) {
        synchronized (signal) {
            if (!woken && running) {
                try {
                    signal.wait(Math.max(1, millis));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    running = false;
                }
            }
            woken = false;
        }
    }

    @Override
    public void close() {
        running = false;
        wake();
        workers.shutdown();
        try {
            loop.join(Duration.ofSeconds(2).toMillis());
            if (!workers.awaitTermination(2, TimeUnit.SECONDS)) {
                workers.shutdownNow();
                workers.awaitTermination(2, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
