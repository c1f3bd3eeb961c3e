package io.redeemdesk.cli;

import io.redeemdesk.server.ApiCaller;
import io.redeemdesk.server.SaleCluster;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static io.redeemdesk.server.SaleCluster.capture;
import static io.redeemdesk.server.SaleCluster.hold;
import static io.redeemdesk.server.SaleCluster.newSale;
import static io.redeemdesk.server.SaleCluster.release;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code server create-template --uses}, {@code server history --code} and {@code server reconcile} on a database
 * the service (one SQLite node, three PostgreSQL nodes) has sold from: history shows every hold, every release
 * and the sale of every use; reconcile counts uses.
 */
class SaleHistoryCommandsTest {

    @ParameterizedTest
    @EnumSource(SaleCluster.Kind.class)
    void historyShowsHoldsReleasesAndTheSaleOfEveryUse(SaleCluster.Kind kind) throws Exception {
        try (SaleCluster cluster = SaleCluster.start(kind)) {
            String db = cluster.jdbcUrl();
            CommandRun created = CommandRun.main("server", "create-template", "--db", db, "--id", "yoga-10",
                    "--name", "瑜伽 10 次卡", "--value", "15.00", "--uses", "10");
            CommandRun noUses = CommandRun.main("server", "create-template", "--db", db, "--id", "none",
                    "--name", "None", "--value", "1.00", "--uses", "0");
            Path csv = Files.createTempDirectory("passes").resolve("passes.csv");
            CommandRun issued = CommandRun.main("server", "issue", "--db", db, "--template", "yoga-10", "--count",
                    "1", "--out", csv.toString());
            String pass = Files.readAllLines(csv).get(1).split(",")[0];
            String token = cluster.first().terminal("TILL-1");
            String first = newSale();
            String second = newSale();
            String released = newSale();
            for (String sale : List.of(first, released, second)) {
                assertThat(hold(cluster.node(1), token, "TILL-1", ApiCaller.newKey(), sale, pass).status())
                        .isEqualTo(201);
                if (sale.equals(released)) {
                    assertThat(release(cluster.node(2), token, ApiCaller.newKey(), sale, pass).status())
                            .isEqualTo(200);
                } else {
                    assertThat(capture(cluster.node(0), token, "TILL-1", ApiCaller.newKey(), sale,
                            "ORDER-" + sale.substring(0, 4)).status()).isEqualTo(200);
                }
            }

            CommandRun history = CommandRun.main("server", "history", "--db", db, "--code", pass);
            CommandRun reconcile = CommandRun.main("server", "reconcile", "--db", db);

            assertThat(created.exit()).isZero();
            assertThat(created.out()).contains("10 uses per voucher");
            assertThat(noUses.exit()).isEqualTo(65);
            assertThat(noUses.err()).contains("--uses 0 is not allowed: give a whole number from 1 to 10000");
            assertThat(issued.exit()).isZero();
            assertThat(history.exit()).as(history.err()).isZero();
            assertThat(history.out()).contains("瑜伽 10 次卡", "uses left 8 of 10",
                    "held for sale " + first, "released from sale " + released, "held for sale " + second,
                    "sale " + first + " (CAPTURED)", "sale " + released + " (OPEN)", "RELEASED",
                    "use 1  redeemed", "use 2  redeemed", "sale " + first + " order ORDER-" + first.substring(0, 4),
                    "sale " + second + " order ORDER-" + second.substring(0, 4));
            assertThat(reconcile.out()).contains("uses_total is not uses_left + uses in the ledger: 0",
                    "LOCKED without an OPEN sale or a request in flight: 0", "held by a CAPTURED sale: 0",
                    "reconcile: clean");
            assertThat(reconcile.exit()).isZero();
            cluster.first().update("UPDATE vouchers SET uses_left = 9 WHERE code = ?", pass);
            CommandRun found = CommandRun.main("server", "reconcile", "--db", db);
            assertThat(found.exit()).isEqualTo(1);
            assertThat(found.out()).contains("uses_total is not uses_left + uses in the ledger: 1", pass);
        }
    }
}
