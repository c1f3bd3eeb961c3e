package io.redeemdesk.client.redeem;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.client.outbox.AttemptRecord;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.testing.SmallDisk;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

/**
 * A till whose data folder is on a real 4 MB file system that fills up while a scan's request is at the
 * service: the answer cannot be stored (SQLite says {@code SQLITE_FULL}). The drain must not re-send it
 * (the first version did about 130 times a second), the log gets a line per minute, not per try, the cashier
 * sees that answer and is told the disk is full for the next scan, and once there is room the action completes
 * with its first answer.
 */
class FullDiskTest {
    private static final SecureRandom RANDOM = new SecureRandom();

    @TempDir
    Path dir;
    private final ScriptedService service = new ScriptedService();
    private final MockWebServer web = new MockWebServer();
    private final ExecutorService cashier = Executors.newSingleThreadExecutor();
    private final ListAppender<ILoggingEvent> logged = new ListAppender<>();
    private SmallDisk disk;
    private TestTill till;

    @BeforeEach
    void start() throws Exception {
        disk = SmallDisk.mount(dir.resolve("disk"), 4);
        web.setDispatcher(service);
        web.start(0);
        logged.start();
        ((Logger) LoggerFactory.getLogger(StorageRecovery.class)).addAppender(logged);
        EngineSettings settings = TestTill.fast().withTiming(Duration.ofMillis(100), Duration.ofMillis(400),
                Duration.ofSeconds(3), Duration.ofMillis(100)).withLowDiskWarning(1L << 20);
        till = new TestTill(disk.root(), web.url("/").toString(), "token", settings);
    }

    @AfterEach
    void stop() throws Exception {
        ((Logger) LoggerFactory.getLogger(StorageRecovery.class)).detachAppender(logged);
        cashier.shutdownNow();
        if (till != null) {
            till.close();
        }
        web.close();
        if (disk != null) {
            disk.close();
        }
    }

    @Test
    void aFullDiskPausesSendingTellsTheCashierAndTheStuckActionCompletesWithItsFirstAnswer() throws Exception {
        String first = VoucherCode.generate(RANDOM);
        CountDownLatch answer = new CountDownLatch(1);
        service.gates.put(first, answer);
        Future<RedeemOutcome> scan = cashier.submit(() -> till.redeem(first));
        await().atMost(Duration.ofSeconds(10)).until(() -> service.posts.size() == 1);
        disk.fill();
        answer.countDown();

        RedeemOutcome answered = scan.get();
        assertThat(answered.verdict()).as("the service's verdict is shown though the till cannot store it yet")
                .isEqualTo(Verdict.REDEEMED);
        assertThat(till.action(answered.action().requestId()).state()).as("not stored yet")
                .isNotEqualTo(ActionState.DONE);
        assertThatThrownBy(() -> till.redeem(VoucherCode.generate(RANDOM)))
                .isInstanceOfSatisfying(TillStorageException.class, e -> {
                    assertThat(e.diskFull()).isTrue();
                    assertThat(e.answerKept()).isFalse();
                    assertThat(e.getMessage()).isEqualTo("this till's disk is full: nothing more can be written "
                            + "to the outbox").doesNotContain("SQLite", "Exception");
                });
        await().atMost(Duration.ofSeconds(5)).until(() -> till.status().disk().writeFailing());
        assertThat(till.status().disk().full()).isTrue();
        assertThat(till.status().disk().low()).isTrue();

        Thread.sleep(2500);
        assertThat(service.posts).as("nothing is sent, let alone re-sent, while the disk is full").hasSize(1);
        assertThat(logged.list).as("the same failure is logged once, not per try").hasSize(1)
                .allSatisfy(e -> assertThat(e.getThrowableProxy()).isNull());

        disk.makeRoom();
        String requestId = service.keysFor(first).get(0);
        await().atMost(Duration.ofSeconds(10)).until(() -> till.action(requestId).state() == ActionState.DONE);
        RedeemAction stored = till.action(requestId);
        assertThat(stored.verdict()).isEqualTo(Verdict.REDEEMED);
        assertThat(stored.attempts()).isEqualTo(1);
        assertThat(till.outbox.status().attempts(requestId)).extracting(AttemptRecord::outcome).containsExactly("VERDICT");
        assertThat(service.posts).as("completed with its first answer, not a re-send").hasSize(1);
        await().atMost(Duration.ofSeconds(5)).until(() -> !till.status().disk().writeFailing());
        assertThat(logged.list).hasSize(2);
        assertThat(logged.list.get(1).getFormattedMessage()).startsWith("the outbox takes writes again after");

        RedeemOutcome later = till.redeem(VoucherCode.generate(RANDOM));
        assertThat(later.verdict()).isEqualTo(Verdict.REDEEMED);
    }

    @Test
    void theDrainDoesNotResendAQueuedActionWhoseAnswerCannotBeStored() throws Exception {
        String code = VoucherCode.generate(RANDOM);
        service.script.add(ScriptedService.problem(503, "service-unavailable", null, null));
        RedeemOutcome first = till.redeem(code);
        assertThat(first.kind()).isEqualTo(RedeemOutcome.Kind.CANNOT_VERIFY);
        disk.fill();

        await().atMost(Duration.ofSeconds(5)).until(() -> service.posts.size() == 2);
        Thread.sleep(2000);
        assertThat(service.posts).as("the answer could not be stored: kept, not fetched again").hasSize(2);
        assertThat(logged.list).hasSize(1);

        disk.makeRoom();
        String requestId = first.action().requestId();
        await().atMost(Duration.ofSeconds(10)).until(() -> till.action(requestId).state() == ActionState.DONE);
        assertThat(till.action(requestId).verdict()).isEqualTo(Verdict.REDEEMED);
        assertThat(till.outbox.status().attempts(requestId)).extracting(AttemptRecord::outcome)
                .containsExactly("RETRY", "VERDICT");
        assertThat(service.posts).hasSize(2);
    }
}
