package io.redeemdesk.client.app;

import io.redeemdesk.client.api.RedemptionApi;
import io.redeemdesk.client.cashier.CashierViewModel;
import io.redeemdesk.client.config.ClientSettings;
import io.redeemdesk.client.exec.Background;
import io.redeemdesk.client.exec.ThreadPoolBackground;
import io.redeemdesk.client.redeem.EngineSettings;
import io.redeemdesk.client.redeem.EngineStatusBoard;
import io.redeemdesk.client.redeem.Outbox;
import io.redeemdesk.client.redeem.RedeemRuntime;
import io.redeemdesk.client.redeem.TillIdentity;

import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.Executor;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The one place the cashier application is wired by hand: outbox, HTTP client, redeem engine, background
 * executor and view model. Closing it shuts them down in reverse order.
 */
public final class ClientContext implements AutoCloseable {
    private final Outbox outbox;
    private final RedeemRuntime redeem;
    private final Background background;
    private final CashierViewModel cashier;

    public ClientContext(ClientSettings settings, Executor fxThread) throws SQLException {
        this.outbox = Outbox.open(settings.outboxFile());
        EngineSettings engine = EngineSettings.defaults().withForegroundDeadline(settings.foregroundDeadline());
        RedemptionApi api = new RedemptionApi(
                RedemptionApi.newHttpClient(Duration.ofSeconds(2), engine.attemptTimeout()),
                settings.serverUrl(), settings.terminalToken());
        try {
            this.redeem = RedeemRuntime.start(outbox, api, engine,
                    new TillIdentity(settings.storeId(), settings.terminalId()), Clock.systemUTC(),
                    () -> ThreadLocalRandom.current().nextDouble());
        } catch (SQLException | RuntimeException e) {
            outbox.close();
            throw e;
        }
        this.background = new ThreadPoolBackground("redeem", 4);
        this.cashier = new CashierViewModel(redeem.engine(), background, fxThread, settings.cashierId());
    }

    public CashierViewModel cashier() {
        return cashier;
    }

    /** The engine's status (online, queue, caps, alerts, conflicts) for the status bar and the manager. */
    public EngineStatusBoard engineStatus() {
        return redeem.status();
    }

    @Override
    public void close() throws SQLException {
        background.close();
        redeem.close();
        outbox.close();
    }
}
