package io.redeemdesk.client.redeem;

import io.redeemdesk.client.api.RedemptionApi;
import io.redeemdesk.client.outbox.Outbox;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.client.outbox.TillIdentity;
import io.redeemdesk.server.admin.DemoSeed;

import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;

/** A till for tests: a real outbox file and a running engine with short, test-sized timings. */
final class TestTill implements AutoCloseable {
    final Outbox outbox;
    final RedeemRuntime runtime;

    TestTill(Path dataDir, String url, String token, EngineSettings settings, Clock clock) throws SQLException {
        this.outbox = Outbox.open(dataDir.resolve("outbox.db"));
        RedemptionApi api = new RedemptionApi(RedemptionApi.newHttpClient(Duration.ofSeconds(1),
                settings.attemptTimeout()), url, token);
        this.runtime = RedeemRuntime.start(outbox, api, settings,
                new TillIdentity(DemoSeed.STORE_ID, DemoSeed.TERMINAL_ID), clock, () -> 0.5);
    }

    TestTill(Path dataDir, String url, String token, EngineSettings settings) throws SQLException {
        this(dataDir, url, token, settings, Clock.systemUTC());
    }

    /** Test timings: 50 ms backoff base, 400 ms cap, 3 s foreground deadline, 5 s per attempt, 100 ms probes. */
    static EngineSettings fast() {
        EngineSettings d = EngineSettings.defaults();
        return new EngineSettings(d.offlinePolicy(), d.offlineMaxQueued(), d.offlineMaxAge(),
                d.offlineMaxTotalCents(), d.offlineAssumedValueCents(), Duration.ofMillis(50),
                Duration.ofMillis(400), d.concurrency(), Duration.ofSeconds(3), Duration.ofSeconds(5),
                Duration.ofMillis(100), 0, d.passRepeatWindow());
    }

    static EngineSettings fastAccepting(int maxQueued) {
        return fast().withOfflinePolicy(OfflinePolicy.ACCEPT, maxQueued, Duration.ofHours(24), null);
    }

    RedeemOutcome redeem(String code) throws SQLException {
        return runtime.engine().redeem(code, "alice");
    }

    RedeemAction action(String requestId) throws SQLException {
        return outbox.status().find(requestId).orElseThrow();
    }

    EngineStatus status() {
        return runtime.status().current();
    }

    @Override
    public void close() throws SQLException {
        runtime.close();
        outbox.close();
    }
}
