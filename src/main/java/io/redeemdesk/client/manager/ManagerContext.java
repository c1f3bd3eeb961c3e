package io.redeemdesk.client.manager;

import io.redeemdesk.client.config.TillFiles;
import io.redeemdesk.client.exec.Background;
import io.redeemdesk.client.manager.store.ManagerStore;
import io.redeemdesk.client.manager.store.ManagerText;
import io.redeemdesk.client.manager.store.OutboxLog;
import io.redeemdesk.client.pin.PinHasher;

import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Clock;
import java.util.concurrent.Executor;

/**
 * The manager window's composition root, one per opening of the window, as {@code ClientContext} is the cashier
 * screen's: it opens {@code manager.db} for the PIN gate, after the unlock the outbox read-only, wires the
 * manager view's models over them, and closes both when the window closes. Its opening methods wait on the disk:
 * call them on the background, never on the FX thread.
 */
public final class ManagerContext implements AutoCloseable {
    public static final int PAGE_SIZE = 50;

    private final Path dataDir;
    private final EngineActions engine;
    private final Background background;
    private final Executor fxThread;
    private final Clock clock;
    private final ManagerText text;
    private final String till;
    private final PinHasher hasher;
    private volatile ManagerStore store;
    private volatile OutboxLog log;

    /**
     * @param till   how the summary names this till ({@code store / terminal})
     * @param hasher how new manager PINs are hashed (a stored one is checked with its own cost)
     */
    public ManagerContext(Path dataDir, EngineActions engine, Background background, Executor fxThread, Clock clock,
                          ManagerText text, String till, PinHasher hasher) {
        this.dataDir = dataDir;
        this.engine = engine;
        this.background = background;
        this.fxThread = fxThread;
        this.clock = clock;
        this.text = text;
        this.till = till;
        this.hasher = hasher;
    }

    /** Opens {@code manager.db} and builds the PIN gate in front of the manager view. */
    public PinGateViewModel openGate() throws SQLException {
        store = ManagerStore.open(TillFiles.manager(dataDir));
        PinGate gate = new PinGate(store, hasher, clock);
        return new PinGateViewModel(gate, background, fxThread, text, dataDir);
    }

    /** After {@code manager} unlocked the gate: opens the outbox read-only and wires the manager view's models. */
    public ManagerViewModel openView(String manager) throws SQLException {
        log = OutboxLog.open(TillFiles.outbox(dataDir));
        ManagerActions actions = new ManagerActions(manager, store, log, engine, clock);
        return wire(actions, log, store, background, fxThread, clock, text, till);
    }

    /**
     * The manager view's models over opened stores: an action in the details reloads the log page, the summary
     * and whether sending is paused; releasing a hold or resuming sending reloads them again once the engine has
     * sent what was let go.
     */
    static ManagerViewModel wire(ManagerActions actions, OutboxLog log, ManagerStore store, Background background,
                                 Executor fxThread, Clock clock, ManagerText text, String till) {
        LogViewModel logModel = new LogViewModel(log, actions, background, fxThread, text, PAGE_SIZE);
        SummaryViewModel summary = new SummaryViewModel(log, store, actions, background, fxThread, clock, text,
                till);
        LogReload reload = new LogReload(actions, logModel, summary, fxThread);
        SendingPauseViewModel sending = new SendingPauseViewModel(actions, background, fxThread, text,
                reload::nowAndWhenSent);
        DetailsViewModel details = new DetailsViewModel(actions, background, fxThread, text,
                () -> ManagerViewModel.refreshAll(logModel, summary, sending), reload::nowAndWhenSent);
        return new ManagerViewModel(actions, logModel, summary, details, sending);
    }

    /** Closes the outbox connection and {@code manager.db}, whichever were opened. */
    @Override
    public void close() throws SQLException {
        try {
            if (log != null) {
                log.close();
            }
        } finally {
            if (store != null) {
                store.close();
            }
        }
    }
}
