package io.redeemdesk.testing;

import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.server.RedemptionServer;
import io.redeemdesk.server.ServerOptions;
import io.redeemdesk.server.admin.DemoSeed;
import io.redeemdesk.server.admin.IssuedVoucher;
import io.redeemdesk.server.admin.VoucherIssuer;
import io.redeemdesk.server.campaign.ClaimSettings;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * A real redemption service on a real port with a SQLite file, seeded like the demo (one template already
 * expired), which a test can stop and start again.
 */
public final class LiveServer implements AutoCloseable {
    private final Path db;
    private final int port;
    private final Duration keyRetention;
    private final String token;
    private final List<String> issued = new ArrayList<>();
    private final List<String> codes = new ArrayList<>();
    private final String expiredCode;
    private final ClaimSettings claims;
    private RedemptionServer server;

    public LiveServer(Path dir, int vouchers) throws Exception {
        this(dir, vouchers, ServerOptions.DEFAULT_KEY_RETENTION);
    }

    public LiveServer(Path dir, int vouchers, Duration keyRetention) throws Exception {
        this(dir, vouchers, keyRetention, ClaimSettings.DISABLED);
    }

    /** A service that also takes campaign claims as {@code claims} says. */
    public LiveServer(Path dir, int vouchers, ClaimSettings claims) throws Exception {
        this(dir, vouchers, ServerOptions.DEFAULT_KEY_RETENTION, claims);
    }

    private LiveServer(Path dir, int vouchers, Duration keyRetention, ClaimSettings claims) throws Exception {
        this.db = dir.resolve("server.db");
        this.keyRetention = keyRetention;
        this.claims = claims;
        this.server = RedemptionServer.start(new ServerOptions("127.0.0.1", 0, jdbc(), 8, keyRetention), claims);
        this.port = server.port();
        DemoSeed.Result seeded = server.parts().demoSeed().seed(vouchers, dir.resolve("vouchers.csv"));
        this.token = seeded.token();
        String expired = null;
        for (IssuedVoucher v : seeded.vouchers()) {
            issued.add(v.code());
            if (!v.name().contains("expired")) {
                codes.add(v.code());
            } else if (expired == null) {
                expired = v.code();
            }
        }
        this.expiredCode = expired;
    }

    private String jdbc() {
        return "jdbc:sqlite:" + db.toAbsolutePath();
    }

    public String url() {
        return "http://127.0.0.1:" + port;
    }

    public int port() {
        return port;
    }

    /** The demo terminal's token ({@link DemoSeed#STORE_ID} / {@link DemoSeed#TERMINAL_ID}). */
    public String token() {
        return token;
    }

    /** The codes that can still be redeemed, in the order they were issued. */
    public List<String> codes() {
        return codes;
    }

    /** Every code issued, expired ones included. */
    public List<String> issuedCodes() {
        return issued;
    }

    /** A code of the template that is already expired. */
    public String expiredCode() {
        return expiredCode;
    }

    /** A well-formed code (its check character is right) that this service never issued. */
    public static String neverIssuedCode() {
        String payload = "0000000000000";
        for (char c : VoucherCode.ALPHABET.toCharArray()) {
            if (VoucherCode.isValid(payload + c)) {
                return payload + c;
            }
        }
        throw new IllegalStateException("no check character makes " + payload + " valid");
    }

    public RedemptionServer server() {
        return server;
    }

    public void stop() {
        server.close();
        server = null;
    }

    public void restart() {
        server = RedemptionServer.start(new ServerOptions("127.0.0.1", port, jdbc(), 8, keyRetention), claims);
    }

    /** A second terminal of the same store, as another till would use. */
    public String otherTerminalToken(String terminalId) throws Exception {
        return server.terminals().create(terminalId, DemoSeed.STORE_ID);
    }

    /** Marks one issued voucher REVOKED in the service's table, as an administrator's revocation leaves it. */
    public void revoke(String code) throws SQLException {
        try (Connection c = server.database().dataSource().getConnection();
             PreparedStatement st = c.prepareStatement("UPDATE vouchers SET status = 'REVOKED' WHERE code = ?")) {
            st.setString(1, code);
            if (st.executeUpdate() != 1) {
                throw new IllegalStateException("no voucher " + VoucherCode.mask(code) + " to revoke");
            }
        }
    }

    /** The request_ids the ledger holds for a code (at most one, if the service is right). */
    public List<String> ledger(String code) throws SQLException {
        return ServerRows.ledger(server, code);
    }

    /** The voucher's status in the service's table (UNUSED, LOCKED, USED, REVOKED, EXPIRED). */
    public String status(String code) throws SQLException {
        return ServerRows.query(server, "SELECT status FROM vouchers WHERE code = ?", code).get(0);
    }

    /** Issues one pass of {@code uses} uses from a new template named {@code name}; returns its code. */
    public String issuePass(String name, int uses) throws SQLException {
        VoucherIssuer issuer = server.parts().issuer();
        VoucherIssuer.Template template = new VoucherIssuer.Template("pass-" + uses + "-" + issued.size(), name,
                1000, "EUR", null, uses);
        issuer.createTemplate(template);
        return issuer.issue(template, 1).get(0).code();
    }

    /** The lease of every hold of {@code code} ended ten minutes ago, and the sweeper has given it back. */
    public void leaseRanOut(String code) throws SQLException {
        long past = System.currentTimeMillis() - Duration.ofMinutes(10).toMillis();
        try (Connection c = server.database().dataSource().getConnection()) {
            for (String table : List.of("vouchers", "sale_holds")) {
                try (PreparedStatement st = c.prepareStatement("UPDATE " + table + " SET held_until = ? WHERE code = ?")) {
                    st.setLong(1, past);
                    st.setString(2, code);
                    st.executeUpdate();
                }
            }
        }
        server.sweeper().sweep();
    }

    @Override
    public void close() {
        if (server != null) {
            server.close();
        }
    }
}
