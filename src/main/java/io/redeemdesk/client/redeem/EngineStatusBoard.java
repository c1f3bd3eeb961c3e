package io.redeemdesk.client.redeem;

import io.redeemdesk.client.exec.ThreadPoolBackground;
import io.redeemdesk.client.outbox.OutboxActions;
import io.redeemdesk.client.outbox.OutboxStatus;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The engine's face towards the status bar and the manager: a current {@link EngineStatus}, listeners told of
 * every change on one status thread, and the few things a person can do about the queue (acknowledge a
 * conflict, release a held action, resume after an authentication pause). Refreshes at once after events, and every second.
 */
public final class EngineStatusBoard implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(EngineStatusBoard.class);
    private static final long TICK_MS = 1000;
    /** Events within this window make one refresh: the status bar needs no more, the outbox's reader is shared. */
    private static final long COALESCE_MS = 150;
    /** The drain finishes hundreds of actions a second: the queue count it changes may lag a little longer. */
    private static final long DRAIN_COALESCE_MS = 500;

    private final OutboxActions writes;
    private final OutboxStatus lookups;
    private final Connectivity connectivity;
    private final OfflineCaps caps;
    private final OfflinePolicy policy;
    private final Clock clock;
    private final StorageRecovery storage;
    private final FreeSpaceWatch freeSpace;
    private final List<EngineStatusListener> listeners = new CopyOnWriteArrayList<>();
    private final ScheduledExecutorService thread =
            Executors.newSingleThreadScheduledExecutor(ThreadPoolBackground.daemonThreads("redeem-status"));
    private final AtomicBoolean refreshPending = new AtomicBoolean();
    private final AtomicBoolean drainRefreshPending = new AtomicBoolean();
    private volatile EngineStatus current;

    EngineStatusBoard(OutboxActions writes, OutboxStatus lookups, Connectivity connectivity, OfflineCaps caps,
                      OfflinePolicy policy, Clock clock, StorageRecovery storage, FreeSpaceWatch freeSpace)
            throws SQLException {
        this.writes = writes;
        this.lookups = lookups;
        this.connectivity = connectivity;
        this.caps = caps;
        this.policy = policy;
        this.clock = clock;
        this.storage = storage;
        this.freeSpace = freeSpace;
        this.current = snapshot();
    }

    void start() {
        thread.scheduleWithFixedDelay(this::refresh, TICK_MS, TICK_MS, TimeUnit.MILLISECONDS);
    }

    /** The latest snapshot; never null. */
    public EngineStatus current() {
        return current;
    }

    /** Adds a listener and tells it the current status straight away (on the status thread). */
    public void addListener(EngineStatusListener listener) {
        listeners.add(listener);
        thread.execute(() -> tell(listener, current));
    }

    public void removeListener(EngineStatusListener listener) {
        listeners.remove(listener);
    }

    /** The manager has seen a conflict: its notice disappears (the action stays CONFLICT in the outbox). */
    public void acknowledgeConflict(String requestId) throws SQLException {
        writes.acknowledgeConflict(requestId);
        refreshSoon();
    }

    /**
     * A manager checked a held action's status with the service and decided to send it again (same request_id).
     *
     * @return false when it is not held (any more)
     */
    public boolean releaseHeld(String requestId) throws SQLException {
        boolean released = writes.releaseHeld(requestId, clock.millis());
        refreshSoon();
        return released;
    }

    /** After the till's token was fixed: lift the authentication pause and send again. */
    public void resumeSending() {
        connectivity.resumeAuth();
    }

    /** Asks for a fresh snapshot soon; many calls in a burst make one refresh. */
    void refreshSoon() {
        refreshWithin(refreshPending, COALESCE_MS);
    }

    /** As {@link #refreshSoon}, for the drain's finished actions: a burst makes one refresh per half second. */
    void refreshAfterDrainProgress() {
        refreshWithin(drainRefreshPending, DRAIN_COALESCE_MS);
    }

    private void refreshWithin(AtomicBoolean pending, long millis) {
        if (pending.compareAndSet(false, true)) {
            try {
                thread.schedule(() -> {
                    pending.set(false);
                    refresh();
                }, millis, TimeUnit.MILLISECONDS);
            } catch (RejectedExecutionException e) {
                pending.set(false);
            }
        }
    }

    private void refresh() {
        try {
            EngineStatus next = snapshot();
            current = next;
            for (EngineStatusListener l : listeners) {
                tell(l, next);
            }
        } catch (SQLException | RuntimeException e) {
            LOG.warn("could not read the engine status: {}", e.getMessage());
        }
    }

    private EngineStatus snapshot() throws SQLException {
        long now = clock.millis();
        long free = freeSpace.freeBytes();
        DiskSpace disk = new DiskSpace(storage.blocked(), storage.diskFull(), freeSpace.low(free), free);
        Connectivity.State link = connectivity.state();
        OutboxStatus.QueueSummary queue = lookups.queueSummary();
        OfflineCaps.Level level = caps.level();
        boolean accept = policy == OfflinePolicy.ACCEPT;
        Duration oldest = queue.oldestCreatedAt() == null ? Duration.ZERO
                : Duration.ofMillis(Math.max(0, now - queue.oldestCreatedAt()));
        List<ConflictNotice> conflicts = lookups.unacknowledgedConflicts().stream()
                .map(ConflictNotice::of).toList();
        return new EngineStatus(link.online(), link.since(), link.lastError(), queue.queued(), oldest, queue.held(),
                policy, level.accepted(), accept && level.near(), accept && level.reached(), link.authAlert(),
                conflicts, disk, clock.instant());
    }

    private static void tell(EngineStatusListener listener, EngineStatus status) {
        try {
            listener.statusChanged(status);
        } catch (RuntimeException e) {
            LOG.warn("a status listener failed", e);
        }
    }

    @Override
    public void close() {
        thread.shutdownNow();
    }
}
