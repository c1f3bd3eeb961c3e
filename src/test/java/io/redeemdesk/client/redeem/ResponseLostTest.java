package io.redeemdesk.client.redeem;

import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.testing.LiveServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The service processes a redemption but its answer never reaches the till: the till must not redeem a second
 * time, and must learn the verdict from the service's replay of the same request_id.
 */
class ResponseLostTest {
    @TempDir
    Path dir;

    @Test
    void aLostResponseIsResolvedFromTheReplayWithExactlyOneRedemption() throws Exception {
        try (LiveServer server = new LiveServer(dir, 10);
             ResponseDroppingProxy proxy = new ResponseDroppingProxy(server.port(), 1);
             TestTill till = new TestTill(dir.resolve("till"), proxy.url(), server.token(), TestTill.fast())) {
            String code = server.codes().get(0);

            RedeemOutcome outcome = till.redeem(code);

            assertThat(proxy.dropped.get()).isEqualTo(1);
            assertThat(outcome.kind()).isEqualTo(RedeemOutcome.Kind.CANNOT_VERIFY);
            assertThat(outcome.action().state()).isEqualTo(ActionState.UNKNOWN);
            String requestId = outcome.action().requestId();
            assertThat(server.ledger(code)).as("the service did process it").containsExactly(requestId);

            await().atMost(Duration.ofSeconds(15)).until(() -> till.action(requestId).state() == ActionState.DONE);

            RedeemAction done = till.action(requestId);
            assertThat(done.verdict()).isEqualTo(Verdict.REDEEMED);
            assertThat(done.attempts()).isEqualTo(2);
            assertThat(server.ledger(code)).containsExactly(requestId);
            assertThat(till.redeem(code).verdict()).isEqualTo(Verdict.ALREADY_REDEEMED);
        }
    }
}
