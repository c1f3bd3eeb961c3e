package io.redeemdesk.client.redeem;

import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.sqlite.SqliteFile;
import io.redeemdesk.testing.LiveServer;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.CleanupMode;
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

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The crash loop: a child JVM works against a real service while this test kills it ({@code destroyForcibly},
 * kill -9) at random moments and restarts it; at the end one more child drains the outbox and the service's
 * tables are compared with the outbox. {@code -Dchaos.cycles=N} sets the number of kills (CI: 3),
 * {@code -Dchaos.mode=instant|sale} picks one of the two loops (instant when unset: CI runs the instant loop only,
 * since three sale cycles take about 12 s there), {@code -Dchaos.seed} replays a run.
 * <ul>
 *   <li>instant: the child redeems a stream of codes, sometimes with the service down, so offline-accepted
 *   actions are queued. Every code is redeemed exactly once, by a request_id the outbox knows, and every action
 *   is resolved; the last line is {@code CHAOS cycles=<n> actions=<n> lost=<n> doubled=<n> unresolved=<n>}.</li>
 *   <li>sale: the child is a till in sale mode ({@link SaleChaosTill}); it is killed during holds, releases,
 *   captures and voids, restores the open sale after each restart and completes or voids it. In every fourth
 *   cycle (2, 6, …) the till runs under the offline policy {@code accept} and the service goes away at a random
 *   moment before the kill, coming back after it, so sales are also held and completed offline. The last line is
 *   {@code CHAOS mode=sale cycles=<n> sales=<n> lost=<n> doubled=<n> unresolved=<n> stuck_locked=<n>}
 *   ({@link SaleChaosResult} defines the counts).</li>
 * </ul>
 * Either fails when a count is not zero.
 */
class CrashLoopTest {
    /** Fresh vouchers each sale-mode child may take (it stops opening sales when they run out). */
    private static final int CODES_PER_CHILD = 40;

    /** Kept when a loop fails: the outbox, the service's database and each child's log. */
    @TempDir(cleanup = CleanupMode.ON_SUCCESS)
    Path dir;
    private int cycles;
    private CrashLoop loop;
    private long seed;
    private Path data;
    private Path codesFile;

    @BeforeEach
    void newLoop() {
        cycles = Integer.getInteger("chaos.cycles", 3);
        loop = new CrashLoop(dir, Long.getLong("chaos.seed", System.nanoTime()));
        seed = loop.seed();
        data = dir.resolve("till");
        codesFile = dir.resolve("codes.txt");
    }

    @Test
    void killedAndRestartedTillsNeverLoseOrDoubleARedemption() throws Exception {
        Assumptions.assumeTrue(selected("instant"), "chaos.mode is not instant");
        ChaosResult result;
        try (LiveServer server = new LiveServer(dir, Math.max(45, cycles * 6))) {
            Files.write(codesFile, server.codes());
            for (int cycle = 1; cycle <= cycles; cycle++) {
                boolean serverDown = cycle % 3 == 0;
                if (serverDown) {
                    server.stop();
                }
                loop.killOnce(cycle, 600, "redeem", data.toString(), server.url(), server.token(),
                        codesFile.toString());
                if (serverDown) {
                    server.restart();
                }
            }
            loop.finish("redeem", data.toString(), server.url(), server.token(), codesFile.toString());
            result = ChaosResult.check(cycles, server, data.resolve("outbox.db"));
        }
        System.out.println(result.line());
        assertThat(result.lost()).as("lost (seed %d)", seed).isZero();
        assertThat(result.doubled()).as("doubled (seed %d)", seed).isZero();
        assertThat(result.unresolved()).as("unresolved (seed %d)", seed).isZero();
    }

    @Test
    void killedAndRestartedSaleTillsNeverLoseDoubleOrStrandAVoucher() throws Exception {
        Assumptions.assumeTrue(selected("sale"), "chaos.mode is not sale");
        SaleChaosResult result;
        int needed = (cycles + 1) * CODES_PER_CHILD;
        try (LiveServer server = new LiveServer(dir, needed * 3 / 2 + 30)) {
            List<String> codes = new ArrayList<>(List.of(server.expiredCode()));
            codes.addAll(server.codes());
            assertThat(codes).as("codes for %d children", cycles + 1).hasSizeGreaterThan(needed);
            Files.write(codesFile, codes);
            for (int cycle = 1; cycle <= cycles; cycle++) {
                boolean outage = cycle % 4 == 2;
                loop.killOnce(cycle, 1200, outage ? server::stop : null,
                        saleChild(server, cycle, outage ? "accept" : "refuse", "loop"));
                if (outage) {
                    server.restart();
                }
            }
            loop.finish(saleChild(server, cycles + 1, "refuse", "finish"));
            server.server().sweeper().sweep();
            result = SaleChaosResult.check(cycles, server, data.resolve("outbox.db"));
        }
        System.out.println("chaos sale (seed " + seed + ", files in " + dir + "): kills during " + loop.kills()
                + "; open sales restored " + loop.restored() + "; " + result.details());
        System.out.println(result.line());
        assertThat(result.lost()).as("lost (seed %d)", seed).isZero();
        assertThat(result.doubled()).as("doubled (seed %d)", seed).isZero();
        assertThat(result.unresolved()).as("unresolved (seed %d)", seed).isZero();
        assertThat(result.stuckLocked()).as("stuck_locked (seed %d)", seed).isZero();
    }

    /** Child {@code n} sells with the codes file's lines {@code 1 + (n-1)·40 …} as its new vouchers. */
    private String[] saleChild(LiveServer server, int n, String offlinePolicy, String how) {
        return new String[] {"sale", data.toString(), server.url(), server.token(), codesFile.toString(),
                String.valueOf(1 + (n - 1) * CODES_PER_CHILD), String.valueOf(CODES_PER_CHILD),
                String.valueOf(loop.random().nextLong()), offlinePolicy, how};
    }

    /** Whether {@code -Dchaos.mode} picks this loop: unset means instant; an unknown mode is refused. */
    private static boolean selected(String mode) {
        String chosen = System.getProperty("chaos.mode", "instant");
        if (!chosen.equals("instant") && !chosen.equals("sale")) {
            throw new IllegalArgumentException("chaos.mode must be instant or sale, not '" + chosen + "'");
        }
        return chosen.equals(mode);
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
            try (Connection c = SqliteFile.openReadOnly(outboxFile);
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
