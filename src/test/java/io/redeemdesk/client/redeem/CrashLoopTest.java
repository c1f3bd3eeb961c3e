package io.redeemdesk.client.redeem;

import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.testing.LiveServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The crash loop: a child JVM redeems a stream of codes against a real service while this test kills it
 * ({@code destroyForcibly}) at random moments — sometimes with the service down, so offline-accepted actions are
 * queued — and restarts it. At the end every code is redeemed exactly once, by a request_id the outbox knows,
 * and every action is resolved. {@code -Dchaos.cycles=N} sets the number of kills (CI: 3); the last line
 * printed is {@code CHAOS cycles=<n> actions=<n> lost=<n> doubled=<n> unresolved=<n>}.
 */
class CrashLoopTest {
    @TempDir
    Path dir;

    @Test
    void killedAndRestartedTillsNeverLoseOrDoubleARedemption() throws Exception {
        int cycles = Integer.getInteger("chaos.cycles", 3);
        long seed = Long.getLong("chaos.seed", System.nanoTime());
        Random random = new Random(seed);
        Path data = dir.resolve("till");
        Path codesFile = dir.resolve("codes.txt");
        ChaosResult result;
        try (LiveServer server = new LiveServer(dir, Math.max(45, cycles * 6))) {
            Files.write(codesFile, server.codes());
            for (int cycle = 1; cycle <= cycles; cycle++) {
                boolean serverDown = cycle % 3 == 0;
                if (serverDown) {
                    server.stop();
                }
                ChildTill child = ChildTill.start(dir.resolve("child-" + cycle + ".log"), "redeem",
                        data.toString(), server.url(), server.token(), codesFile.toString());
                assertThat(child.awaitLine("STARTED")).as("child %d started (seed %d)", cycle, seed).isTrue();
                Thread.sleep(random.nextInt(600));
                child.kill();
                if (serverDown) {
                    server.restart();
                }
            }
            ChildTill last = ChildTill.start(dir.resolve("child-final.log"), "redeem", data.toString(),
                    server.url(), server.token(), codesFile.toString());
            assertThat(last.awaitExit(120)).as("the final till drains and exits (seed %d)", seed).isZero();
            result = ChaosResult.check(cycles, server, data.resolve("outbox.db"));
        }
        System.out.println(result.line());
        assertThat(result.lost()).as("lost (seed %d)", seed).isZero();
        assertThat(result.doubled()).as("doubled (seed %d)", seed).isZero();
        assertThat(result.unresolved()).as("unresolved (seed %d)", seed).isZero();
    }

    /** The verdict of one crash loop, from the outbox file and the service's ledger. */
    record ChaosResult(int cycles, int actions, int lost, int doubled, int unresolved) {

        String line() {
            return "CHAOS cycles=" + cycles + " actions=" + actions + " lost=" + lost + " doubled=" + doubled
                    + " unresolved=" + unresolved;
        }

        static ChaosResult check(int cycles, LiveServer server, Path outboxFile) throws Exception {
            Map<String, List<String[]>> byCode = new HashMap<>();
            int actions = 0;
            int unresolved = 0;
            try (Connection c = SqliteFiles.openReadOnly(outboxFile);
                 PreparedStatement st = c.prepareStatement("SELECT code, request_id, state, verdict FROM actions");
                 ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    actions++;
                    ActionState state = ActionState.valueOf(rs.getString(3));
                    if (state.unfinished() || state == ActionState.HELD) {
                        unresolved++;
                    }
                    byCode.computeIfAbsent(rs.getString(1), k -> new ArrayList<>())
                            .add(new String[] {rs.getString(2), rs.getString(4)});
                }
            }
            int lost = 0;
            int doubled = 0;
            for (String code : server.codes()) {
                List<String> ledger = server.ledger(code);
                List<String[]> here = byCode.getOrDefault(code, List.of());
                List<String> redeemedHere = here.stream().filter(a -> Verdict.REDEEMED.name().equals(a[1]))
                        .map(a -> a[0]).toList();
                boolean known = here.stream().anyMatch(a -> ledger.contains(a[0]));
                if (ledger.isEmpty() || !known || redeemedHere.isEmpty()) {
                    lost++;
                }
                if (ledger.size() > 1 || redeemedHere.size() > 1) {
                    doubled++;
                }
            }
            return new ChaosResult(cycles, actions, lost, doubled, unresolved);
        }
    }
}
