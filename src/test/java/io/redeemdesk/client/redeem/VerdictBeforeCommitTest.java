package io.redeemdesk.client.redeem;

import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.client.outbox.AttemptRecord;
import io.redeemdesk.client.outbox.SaleLine;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.sqlite.SqliteFile;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The cashier gets a verdict as soon as the service's answer is in, not after the till has committed it: with the
 * outbox file locked by another connection, so that the commit of the answer has to wait, the verdict is already
 * shown; a second scan of the same code meanwhile waits for that commit and then says it was redeemed here; once
 * the lock is gone the action is stored DONE with its one attempt, and nothing was sent twice. A sale's hold the
 * same way: shown held while its commit waits; the sale's next step and a redemption of the same voucher meanwhile
 * wait for that commit, then read the hold as answered (the same voucher is "already in this sale"; the redemption
 * goes to the service, which decides, as for any voucher a sale holds).
 */
class VerdictBeforeCommitTest {
    private static final SecureRandom RANDOM = new SecureRandom();

    @TempDir
    Path dir;
    private final ScriptedService service = new ScriptedService();
    private final MockWebServer web = new MockWebServer();
    private final ExecutorService cashier = Executors.newFixedThreadPool(2);
    private TestTill till;

    @BeforeEach
    void start() throws Exception {
        web.setDispatcher(service);
        web.start(0);
        till = new TestTill(dir.resolve("till"), web.url("/").toString(), "token", TestTill.fast());
    }

    @AfterEach
    void stop() throws Exception {
        cashier.shutdownNow();
        till.close();
        web.close();
    }

    @Test
    void theVerdictIsShownWhileItsCommitWaitsAndTheSameCodeScannedAgainWaitsForIt() throws Exception {
        String code = VoucherCode.generate(RANDOM);
        CountDownLatch answer = new CountDownLatch(1);
        service.gates.put(code, answer);
        Future<RedeemOutcome> scan = cashier.submit(() -> till.redeem(code));
        await().atMost(Duration.ofSeconds(10)).until(() -> service.posts.size() == 1);

        String requestId;
        Future<RedeemOutcome> again;
        try (Connection other = SqliteFile.openWritable(till.outbox.file());
             Statement lock = other.createStatement()) {
            lock.execute("BEGIN IMMEDIATE");
            answer.countDown();
            RedeemOutcome shown = scan.get(5, TimeUnit.SECONDS);
            assertThat(shown.verdict()).isEqualTo(Verdict.REDEEMED);
            requestId = shown.action().requestId();
            assertThat(till.action(requestId).state()).as("its commit waits for the lock")
                    .isNotEqualTo(ActionState.DONE);

            again = cashier.submit(() -> till.redeem(code));
            Future<RedeemOutcome> rescan = again;
            await().during(Duration.ofMillis(300)).atMost(Duration.ofSeconds(1)).until(() -> !rescan.isDone());
            lock.execute("ROLLBACK");
        }

        RedeemOutcome second = again.get(5, TimeUnit.SECONDS);
        assertThat(second.verdict()).isEqualTo(Verdict.ALREADY_REDEEMED);
        assertThat(second.action().requestId()).isEqualTo(requestId);
        assertThat(till.action(requestId).state()).isEqualTo(ActionState.DONE);
        assertThat(till.outbox.status().attempts(requestId)).extracting(AttemptRecord::outcome)
                .containsExactly("VERDICT");
        assertThat(service.posts).as("sent once").hasSize(1);
    }

    @Test
    void theHoldIsShownWhileItsCommitWaitsAndTheSalesNextStepWaitsForIt() throws Exception {
        String code = VoucherCode.generate(RANDOM);
        SaleEngine sales = till.runtime.sales();
        String saleId = sales.newSaleId();
        CountDownLatch answer = new CountDownLatch(1);
        service.gates.put(code, answer);
        service.script.add(ScriptedService.json(201, "{\"verdict\":\"HELD\",\"saleId\":\"" + saleId
                + "\",\"code\":\"" + code + "\",\"voucherName\":\"Free coffee 免费咖啡\",\"valueCents\":350,"
                + "\"currency\":\"EUR\",\"heldUntil\":\"" + Instant.now().plusSeconds(900) + "\",\"usesLeft\":1,"
                + "\"usesTotal\":1}"));
        Future<SaleEngine.Step> scan = cashier.submit(() -> sales.hold(saleId, code, "alice"));
        await().atMost(Duration.ofSeconds(10)).until(() -> service.posts.size() == 1);

        Future<SaleEngine.Step> next;
        Future<RedeemOutcome> redeem;
        try (Connection other = SqliteFile.openWritable(till.outbox.file());
             Statement lock = other.createStatement()) {
            lock.execute("BEGIN IMMEDIATE");
            answer.countDown();
            SaleEngine.Step shown = scan.get(5, TimeUnit.SECONDS);
            assertThat(shown.result()).isEqualTo(SaleEngine.Result.DONE);
            assertThat(shown.sale().shownLines()).extracting(SaleLine::state).containsExactly(SaleLine.State.HELD);
            String requestId = service.keysFor(code).get(0);
            assertThat(till.action(requestId).state()).as("its commit waits for the lock")
                    .isNotEqualTo(ActionState.DONE);

            next = cashier.submit(() -> sales.hold(saleId, code, "alice"));
            redeem = cashier.submit(() -> till.redeem(code));
            Future<SaleEngine.Step> waiting = next;
            await().during(Duration.ofMillis(300)).atMost(Duration.ofSeconds(1)).until(() -> !waiting.isDone());
            lock.execute("ROLLBACK");
        }

        assertThat(next.get(5, TimeUnit.SECONDS).result()).isEqualTo(SaleEngine.Result.ALREADY_IN_SALE);
        assertThat(redeem.get(5, TimeUnit.SECONDS).kind()).as("read the hold as answered, not as in flight")
                .isNotEqualTo(RedeemOutcome.Kind.PENDING_HERE);
        String requestId = service.keysFor(code).get(0);
        assertThat(till.action(requestId).state()).isEqualTo(ActionState.DONE);
        assertThat(till.outbox.status().attempts(requestId)).extracting(AttemptRecord::outcome).hasSize(1);
        assertThat(service.keysFor(code)).as("the hold sent once, then the redemption, for the service to decide")
                .hasSize(2).first().isEqualTo(requestId);
    }
}
