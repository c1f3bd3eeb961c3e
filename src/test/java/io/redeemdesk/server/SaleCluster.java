package io.redeemdesk.server;

import io.redeemdesk.server.limits.RateLimits;
import java.net.URI;
import java.net.http.HttpRequest;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.Supplier;

/**
 * The service as the sale guarantees are tested on: one node on a SQLite file, or three nodes on one PostgreSQL
 * (no distributed lock), each a real HTTP server on a real port; tills enrolled once, spread over the nodes.
 */
public final class SaleCluster implements AutoCloseable {
    /** The two set-ups every guarantee runs on. */
    public enum Kind {
        SQLITE_ONE_NODE(Backend.SQLITE, 1), POSTGRES_THREE_NODES(Backend.POSTGRES, 3);

        final Backend backend;
        final int nodes;

        Kind(Backend backend, int nodes) {
            this.backend = backend;
            this.nodes = nodes;
        }
    }

    public static final RateLimits GENEROUS = new RateLimits(10_000, 10_000, 10_000, 10_000);

    private final List<ServerFixture> nodes = new ArrayList<>();
    private final String url;

    private SaleCluster(Kind kind, RateLimits limits, Duration holdLease) throws SQLException {
        url = kind.backend.newDatabase();
        ServerOptions options = ServerOptions.loopback(url).withLimits(limits).withHoldLease(holdLease)
                .withSweeper(ServerOptions.DEFAULT_LOCK_TIMEOUT, Duration.ofMinutes(10));
        nodes.add(new ServerFixture(options));
        for (int i = 1; i < kind.nodes; i++) {
            nodes.add(new ServerFixture(options, false));
        }
    }

    public static SaleCluster start(Kind kind) throws SQLException {
        return new SaleCluster(kind, GENEROUS, ServerOptions.DEFAULT_HOLD_LEASE);
    }

    /** The node a request numbered {@code n} goes to: round robin over the nodes. */
    public ServerFixture node(int n) {
        return nodes.get(Math.floorMod(n, nodes.size()));
    }

    /** The JDBC URL of the cluster's database, for the admin commands. */
    public String jdbcUrl() {
        return url;
    }

    public ServerFixture first() {
        return nodes.get(0);
    }

    public static String newSale() {
        return UUID.randomUUID().toString();
    }

    /** A hold of {@code code} for {@code saleId} by till {@code till}, sent to {@code node}. */
    public static ApiCaller.Answer hold(ServerFixture node, String token, String till, String key, String saleId,
                                        String code) {
        return node.api.post("/v1/sales/" + saleId + "/holds", token, key, "application/json",
                "{\"code\":\"" + code + "\",\"storeId\":\"" + ServerFixture.STORE + "\",\"terminalId\":\"" + till
                        + "\",\"cashierId\":\"alice\",\"scannedAt\":\"2026-11-29T10:15:30Z\"}");
    }

    public static ApiCaller.Answer release(ServerFixture node, String token, String key, String saleId,
                                           String code) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(node.server.url("127.0.0.1") + "/v1/sales/"
                + saleId + "/holds/" + code)).timeout(Duration.ofSeconds(20)).DELETE()
                .header("Authorization", "Bearer " + token);
        if (key != null) {
            request.header("Idempotency-Key", key);
        }
        return node.api.send(request.build());
    }

    /** A capture; {@code orderNo} null leaves it out of the body. */
    public static ApiCaller.Answer capture(ServerFixture node, String token, String till, String key, String saleId,
                                           String orderNo) {
        return node.api.post("/v1/sales/" + saleId + "/capture", token, key, "application/json",
                "{" + (orderNo == null ? "" : "\"orderNo\":\"" + orderNo + "\",") + "\"terminalId\":\"" + till
                        + "\",\"storeId\":\"" + ServerFixture.STORE + "\",\"cashierId\":\"alice\"}");
    }

    public static ApiCaller.Answer voidSale(ServerFixture node, String token, String till, String key,
                                            String saleId) {
        return node.api.post("/v1/sales/" + saleId + "/void", token, key, "application/json",
                "{\"terminalId\":\"" + till + "\",\"storeId\":\"" + ServerFixture.STORE + "\",\"cashierId\":\"alice\"}");
    }

    /** Delivers one action until it has a final answer, waiting out 409 + Retry-After like a till (briefly). */
    public static ApiCaller.Answer untilFinal(Supplier<ApiCaller.Answer> send) {
        ApiCaller.Answer answer = send.get();
        while (answer.status() == 409 && answer.header("Retry-After") != null) {
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            answer = send.get();
        }
        return answer;
    }

    @Override
    public void close() {
        nodes.forEach(ServerFixture::close);
    }
}
