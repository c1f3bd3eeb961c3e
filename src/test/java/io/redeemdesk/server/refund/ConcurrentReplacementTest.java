package io.redeemdesk.server.refund;

import io.redeemdesk.server.Backend;
import io.redeemdesk.server.ServerFixture;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Replacements of one use racing on both databases issue exactly one voucher: with different keys the others get
 * the existing replacement as a refusal; with one key (a retried refund) the others get it as a replay.
 */
class ConcurrentReplacementTest {
    private static final int RACERS = 8;

    @ParameterizedTest
    @EnumSource(Backend.class)
    void racingReplacementsOfOneUseIssueOneVoucher(Backend backend) throws Exception {
        try (ServerFixture node = ServerFixture.start(backend)) {
            String till = node.terminal("TILL-1");
            List<String> codes = node.vouchers(2);
            codes.forEach(code -> VoucherReplacementsTest.redeem(node, till, code));
            VoucherReplacements replacements = node.server.parts().replacements();

            List<ReplacementOutcome> otherKeys = race(i -> new ReplacementRequest(codes.get(0), null,
                    VoucherReplacementsTest.REASON, "admin:racer-" + i, UUID.randomUUID().toString()), replacements);
            Replacement winner = onlyFresh(otherKeys);
            assertThat(otherKeys).filteredOn(o -> !(o instanceof ReplacementOutcome.Issued))
                    .hasSize(RACERS - 1).allSatisfy(o -> assertThat(o)
                            .isEqualTo(new ReplacementOutcome.AlreadyReplaced(winner)));

            String key = UUID.randomUUID().toString();
            List<ReplacementOutcome> oneKey = race(i -> new ReplacementRequest(codes.get(1), 1,
                    VoucherReplacementsTest.REASON, "admin:ops", key), replacements);
            Replacement retried = onlyFresh(oneKey);
            assertThat(oneKey).filteredOn(o -> !o.equals(new ReplacementOutcome.Issued(retried, false)))
                    .hasSize(RACERS - 1).allSatisfy(o -> assertThat(o)
                            .isEqualTo(new ReplacementOutcome.Issued(retried, true)));

            assertThat(node.scalar("SELECT COUNT(*) FROM vouchers")).isEqualTo("4");
            assertThat(node.scalar("SELECT COUNT(*) FROM voucher_replacements")).isEqualTo("2");
            assertThat(node.scalar("SELECT COUNT(*) FROM outbound_events WHERE kind = 'voucher.replaced'"))
                    .isEqualTo("2");
        }
    }

    private static Replacement onlyFresh(List<ReplacementOutcome> outcomes) {
        List<Replacement> fresh = outcomes.stream().filter(o -> o instanceof ReplacementOutcome.Issued i
                && !i.replayed()).map(o -> ((ReplacementOutcome.Issued) o).replacement()).toList();
        assertThat(fresh).as("fresh replacements among " + outcomes).hasSize(1);
        return fresh.get(0);
    }

    private static List<ReplacementOutcome> race(IntFunction<ReplacementRequest> request,
                                                 VoucherReplacements replacements) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(RACERS);
        try {
            CyclicBarrier start = new CyclicBarrier(RACERS);
            List<Future<ReplacementOutcome>> futures = new ArrayList<>();
            for (int i = 0; i < RACERS; i++) {
                ReplacementRequest r = request.apply(i);
                Callable<ReplacementOutcome> racer = () -> {
                    start.await(10, TimeUnit.SECONDS);
                    return replacements.replace(r);
                };
                futures.add(pool.submit(racer));
            }
            List<ReplacementOutcome> outcomes = new ArrayList<>();
            for (Future<ReplacementOutcome> f : futures) {
                outcomes.add(f.get(60, TimeUnit.SECONDS));
            }
            return outcomes;
        } finally {
            pool.shutdownNow();
        }
    }
}
