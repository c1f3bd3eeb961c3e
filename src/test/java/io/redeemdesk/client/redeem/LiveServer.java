package io.redeemdesk.client.redeem;

import io.redeemdesk.server.RedemptionServer;
import io.redeemdesk.server.ServerOptions;
import io.redeemdesk.server.admin.DemoSeed;
import io.redeemdesk.server.admin.IssuedVoucher;
import io.redeemdesk.testing.ServerRows;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** A real redemption service on a real port with a SQLite file, which a test can stop and start again. */
final class LiveServer implements AutoCloseable {
    private final Path db;
    private final int port;
    private final Duration keyRetention;
    private RedemptionServer server;
    final String token;
    final List<String> codes = new ArrayList<>();

    LiveServer(Path dir, int vouchers) throws Exception {
        this(dir, vouchers, ServerOptions.DEFAULT_KEY_RETENTION);
    }

    LiveServer(Path dir, int vouchers, Duration keyRetention) throws Exception {
        this.db = dir.resolve("server.db");
        this.keyRetention = keyRetention;
        this.server = RedemptionServer.start(new ServerOptions("127.0.0.1", 0, jdbc(), 8, keyRetention));
        this.port = server.port();
        DemoSeed.Result seeded = new DemoSeed(server).seed(vouchers, dir.resolve("vouchers.csv"));
        this.token = seeded.token();
        for (IssuedVoucher v : seeded.vouchers()) {
            if (!v.name().contains("expired")) {
                codes.add(v.code());
            }
        }
    }

    private String jdbc() {
        return "jdbc:sqlite:" + db.toAbsolutePath();
    }

    String url() {
        return "http://127.0.0.1:" + port;
    }

    int port() {
        return port;
    }

    RedemptionServer server() {
        return server;
    }

    void stop() {
        server.close();
        server = null;
    }

    void restart() {
        server = RedemptionServer.start(new ServerOptions("127.0.0.1", port, jdbc(), 8, keyRetention));
    }

    /** A second terminal of the same store, as another till would use. */
    String otherTerminalToken(String terminalId) throws Exception {
        return server.terminals().create(terminalId, DemoSeed.STORE_ID);
    }

    /** The request_ids the ledger holds for a code (at most one, if the service is right). */
    List<String> ledger(String code) throws Exception {
        return ServerRows.ledger(server, code);
    }

    @Override
    public void close() {
        if (server != null) {
            server.close();
        }
    }
}
