package io.redeemdesk.server;

import io.redeemdesk.server.admin.IssuedVoucher;
import io.redeemdesk.server.admin.VoucherIssuer;
import io.redeemdesk.server.campaign.ClaimSettings;
import io.redeemdesk.server.db.ServerDatabase;
import io.redeemdesk.server.redeem.PhaseHook;

import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

/** A running node with a template, terminals and an admin token, plus SQL helpers to look at its database. */
public final class ServerFixture implements AutoCloseable {
    public static final String STORE = "STORE-1";

    public final RedemptionServer server;
    public final ApiCaller api;
    public final String adminToken;
    private final VoucherIssuer issuer;
    private final VoucherIssuer.Template template;

    public ServerFixture(ServerOptions options) throws SQLException {
        this(options, true);
    }

    /** A node; {@code firstNode} false joins a database another fixture already set up. */
    public ServerFixture(ServerOptions options, boolean firstNode) throws SQLException {
        this(options, firstNode, PhaseHook.NONE);
    }

    /** A first node whose redemptions call {@code hook} between their phases. */
    public ServerFixture(ServerOptions options, PhaseHook hook) throws SQLException {
        this(options, true, hook);
    }

    /** A node taking campaign claims as {@code claims} says; {@code firstNode} as above. */
    public ServerFixture(ServerOptions options, boolean firstNode, ClaimSettings claims) throws SQLException {
        this(options, firstNode, PhaseHook.NONE, claims);
    }

    private ServerFixture(ServerOptions options, boolean firstNode, PhaseHook hook) throws SQLException {
        this(options, firstNode, hook, ClaimSettings.DISABLED);
    }

    private ServerFixture(ServerOptions options, boolean firstNode, PhaseHook hook, ClaimSettings claims)
            throws SQLException {
        server = RedemptionServer.start(options, hook, claims);
        api = new ApiCaller(server.url("127.0.0.1"));
        issuer = new VoucherIssuer(server.database(), new SecureRandom(), Clock.systemUTC());
        template = new VoucherIssuer.Template("gift-20", "Gift voucher 20 EUR", 2000, "EUR", null);
        adminToken = firstNode ? server.admins().create("tests") : null;
        if (firstNode) {
            issuer.createTemplate(template);
        }
    }

    public static ServerFixture start(Backend backend) throws SQLException {
        return new ServerFixture(ServerOptions.loopback(backend.newDatabase()));
    }

    public String terminal(String id) throws SQLException {
        return server.terminals().create(id, STORE);
    }

    public List<String> vouchers(int count) throws SQLException {
        List<String> codes = new ArrayList<>();
        for (IssuedVoucher v : issuer.issue(template, count)) {
            codes.add(v.code());
        }
        return codes;
    }

    /** Passes of {@code uses} uses each, of a template made for them ({@code templateId}, created once). */
    public List<String> passes(String templateId, int uses, int count) throws SQLException {
        VoucherIssuer.Template pass = new VoucherIssuer.Template(templateId, "十次卡 Ten visits", 1500, "EUR", null,
                uses);
        if (issuer.template(templateId).isEmpty()) {
            issuer.createTemplate(pass);
        }
        List<String> codes = new ArrayList<>();
        for (IssuedVoucher v : issuer.issue(pass, count)) {
            codes.add(v.code());
        }
        return codes;
    }

    /** Vouchers of a template that expired a day ago. */
    public List<String> expiredVouchers(String templateId, int count) throws SQLException {
        VoucherIssuer.Template expired = new VoucherIssuer.Template(templateId, "Expired", 500, "EUR",
                System.currentTimeMillis() - 86_400_000L);
        issuer.createTemplate(expired);
        List<String> codes = new ArrayList<>();
        for (IssuedVoucher v : issuer.issue(expired, count)) {
            codes.add(v.code());
        }
        return codes;
    }

    /** Vouchers of a template (made here) valid until {@code validUntil} (epoch milliseconds). */
    public List<String> vouchersValidUntil(String templateId, long validUntil, int count) throws SQLException {
        VoucherIssuer.Template valid = new VoucherIssuer.Template(templateId, "限时 Until soon", 700, "EUR",
                validUntil);
        issuer.createTemplate(valid);
        List<String> codes = new ArrayList<>();
        for (IssuedVoucher v : issuer.issue(valid, count)) {
            codes.add(v.code());
        }
        return codes;
    }

    public ServerDatabase database() {
        return server.database();
    }

    /** The first column of the first row of {@code sql}, as text (null when no row). */
    public String scalar(String sql, Object... args) throws SQLException {
        return database().read(c -> {
            try (PreparedStatement select = prepare(c, sql, args); ResultSet rs = select.executeQuery()) {
                return rs.next() ? rs.getString(1) : null;
            }
        });
    }

    public int update(String sql, Object... args) throws SQLException {
        return database().inTransaction(c -> {
            try (PreparedStatement update = prepare(c, sql, args)) {
                return update.executeUpdate();
            }
        });
    }

    private static PreparedStatement prepare(Connection c, String sql, Object... args) throws SQLException {
        PreparedStatement statement = c.prepareStatement(sql);
        for (int i = 0; i < args.length; i++) {
            statement.setObject(i + 1, args[i]);
        }
        return statement;
    }

    @Override
    public void close() {
        server.close();
    }
}
