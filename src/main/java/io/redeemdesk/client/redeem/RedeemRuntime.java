package io.redeemdesk.client.redeem;

import io.redeemdesk.client.api.RedemptionApi;
import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.client.outbox.Outbox;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.client.outbox.TillIdentity;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.sql.SQLException;
import java.time.Clock;
import java.util.function.DoubleSupplier;

/**
 * The redeem engine as one running thing: the foreground {@link RedeemEngine}, the background drain, what the
 * till knows about the service, and the {@link EngineStatusBoard} the status bar listens to. Starting it first
 * turns actions a crash left in flight into UNKNOWN, so every unfinished action resumes with its stored
 * request_id. It does not own the outbox: whoever opened it closes it, after this.
 */
public final class RedeemRuntime implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(RedeemRuntime.class);

    private final RedeemEngine engine;
    private final SaleEngine sales;
    private final EngineStatusBoard status;
    private final OutboxDrain drain;
    private final Outbox outbox;
    private final ActionSender sender;
    private final InFlightCodes inFlight;
    private final Connectivity connectivity;
    private final EngineSettings settings;
    private final StorageRecovery storage;

    private RedeemRuntime(Outbox outbox, RedemptionApi api, EngineSettings settings, TillIdentity till,
                          Clock clock, DoubleSupplier random) throws SQLException {
        int interrupted = outbox.actions().recoverInterrupted(clock.millis());
        if (interrupted > 0) {
            LOG.warn("{} actions were being sent when the till stopped: their outcome is unknown, resending them "
                    + "with their stored request_ids", interrupted);
        }
        Connectivity connectivity = new Connectivity(clock, this::connectivityChanged);
        OfflineCaps caps = new OfflineCaps(outbox.status(), settings, clock);
        ActionSender sender = new ActionSender(outbox.actions(), outbox.status(), api,
                new RetryPolicy(settings.retryBase(), settings.retryCap(), random), clock);
        InFlightCodes inFlight = new InFlightCodes();
        this.storage = new StorageRecovery(outbox.actions(), inFlight, new WriteProbe(outbox.file().getParent()),
                settings, clock);
        this.outbox = outbox;
        this.sender = sender;
        this.inFlight = inFlight;
        this.connectivity = connectivity;
        this.settings = settings;
        this.status = new EngineStatusBoard(outbox.actions(), outbox.status(), connectivity, caps,
                settings.offlinePolicy(), clock, storage,
                new FreeSpaceWatch(outbox.file().getParent(), settings.lowDiskBytes()));
        this.drain = new OutboxDrain(outbox.actions(), outbox.queue(), outbox.status(), sender, api, inFlight,
                connectivity, new KeyRetention(api), settings, clock, status::refreshAfterDrainProgress, storage);
        EngineParts parts = new EngineParts(outbox.actions(), outbox.status(), sender, inFlight, connectivity, caps,
                clock, settings, till, this::queueChanged, storage);
        this.engine = new RedeemEngine(parts);
        this.sales = new SaleEngine(parts);
    }

    /** Recovers interrupted actions, then starts the drain and the status thread. */
    public static RedeemRuntime start(Outbox outbox, RedemptionApi api, EngineSettings settings, TillIdentity till,
                                      Clock clock, DoubleSupplier random) throws SQLException {
        RedeemRuntime runtime = new RedeemRuntime(outbox, api, settings, till, clock, random);
        api.reportQueueDepth(() -> runtime.status.current().queued());
        runtime.status.start();
        runtime.drain.start();
        return runtime;
    }

    public RedeemEngine engine() {
        return engine;
    }

    /** Sale mode's foreground: holds, releases, captures and voids of the till's sales. */
    public SaleEngine sales() {
        return sales;
    }

    public EngineStatusBoard status() {
        return status;
    }

    /**
     * The manager's "retry now" and "check status": one attempt of a stored action, now, with its own
     * request_id (the service replays its stored answer if an earlier delivery got through). Only unfinished
     * and held actions are sent; any other is returned as it is. Fails when the drain or the cashier is sending
     * the same code at this moment.
     */
    public RedeemAction deliverNow(String requestId) throws SQLException {
        RedeemAction action = outbox.status().find(requestId)
                .orElseThrow(() -> new SQLException("no action " + requestId + " in the outbox"));
        if (!action.state().unfinished() && action.state() != ActionState.HELD) {
            return action;
        }
        if (action.sale() != null && outbox.status().earlierStepWaiting(action).isPresent()) {
            throw new IllegalStateException("an earlier step of this sale is not answered yet; it is sent first");
        }
        if (!inFlight.tryClaim(action.claimKey())) {
            throw new IllegalStateException("this voucher is being sent right now; look again in a moment");
        }
        try {
            ActionSender.Attempted attempted = sender.attempt(action, settings.attemptTimeout());
            connectivity.report(attempted.result());
            return attempted.action();
        } catch (ActionSender.AnswerNotStoredException e) {
            throw storage.scanNotRecorded(e.getCause(), e.outcome());
        } finally {
            if (!storage.holds(action.claimKey())) {
                inFlight.release(action.claimKey());
            }
            queueChanged();
        }
    }

    private void connectivityChanged(boolean recovered) {
        status.refreshSoon();
        if (recovered) {
            drain.recovered();
        } else {
            drain.wake();
        }
    }

    private void queueChanged() {
        status.refreshSoon();
        drain.wake();
    }

    @Override
    public void close() {
        drain.close();
        status.close();
    }
}
