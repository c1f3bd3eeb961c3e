package io.redeemdesk.client.app;

import io.redeemdesk.client.api.RedemptionApi;
import io.redeemdesk.client.cashier.CashierViewModel;
import io.redeemdesk.client.config.ClientSettings;
import io.redeemdesk.client.exec.Background;
import io.redeemdesk.client.exec.ThreadPoolBackground;
import io.redeemdesk.client.redeem.ActionSender;
import io.redeemdesk.client.redeem.Outbox;
import io.redeemdesk.client.redeem.RedeemEngine;
import io.redeemdesk.client.redeem.RetryPolicy;

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
    private final Background background;
    private final CashierViewModel cashier;

    public ClientContext(ClientSettings settings, Executor fxThread) throws SQLException {
        this.outbox = Outbox.open(settings.outboxFile());
        this.background = new ThreadPoolBackground("redeem", 4);
        Clock clock = Clock.systemUTC();
        RedemptionApi api = new RedemptionApi(
                RedemptionApi.newHttpClient(Duration.ofSeconds(2), settings.foregroundDeadline()),
                settings.serverUrl(), settings.terminalToken());
        RetryPolicy retry = new RetryPolicy(Duration.ofSeconds(1), Duration.ofSeconds(60),
                () -> ThreadLocalRandom.current().nextDouble());
        RedeemEngine engine = new RedeemEngine(outbox, new ActionSender(outbox, api, retry, clock), clock,
                settings.storeId(), settings.terminalId(), settings.foregroundDeadline());
        this.cashier = new CashierViewModel(engine, background, fxThread, settings.cashierId());
    }

    public CashierViewModel cashier() {
        return cashier;
    }

    @Override
    public void close() throws SQLException {
        background.close();
        outbox.close();
    }
}
