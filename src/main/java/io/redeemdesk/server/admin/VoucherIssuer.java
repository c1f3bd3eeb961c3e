package io.redeemdesk.server.admin;

import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.server.db.ServerDatabase;

import java.security.SecureRandom;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Creates voucher templates and issues random, check-charactered codes from them. */
public final class VoucherIssuer {
    private final ServerDatabase database;
    private final SecureRandom random;
    private final Clock clock;

    public VoucherIssuer(ServerDatabase database, SecureRandom random, Clock clock) {
        this.database = database;
        this.random = random;
        this.clock = clock;
    }

    /** A template's terms. {@code validUntil} null means no expiry. */
    public record Template(String id, String name, long valueCents, String currency, Long validUntil) {
    }

    public void createTemplate(Template template) throws SQLException {
        database.inTransaction(c -> {
            try (PreparedStatement insert = c.prepareStatement(
                    "INSERT INTO voucher_templates (id, name, value_cents, currency, valid_from, valid_until) "
                            + "VALUES (?, ?, ?, ?, ?, ?)")) {
                insert.setString(1, template.id());
                insert.setString(2, template.name());
                insert.setLong(3, template.valueCents());
                insert.setString(4, template.currency());
                insert.setLong(5, clock.millis());
                insert.setObject(6, template.validUntil());
                return insert.executeUpdate();
            }
        });
    }

    /** The template with this id, if there is one. */
    public Optional<Template> template(String id) throws SQLException {
        return database.read(c -> {
            try (PreparedStatement select = c.prepareStatement(
                    "SELECT name, value_cents, currency, valid_until FROM voucher_templates WHERE id = ?")) {
                select.setString(1, id);
                try (ResultSet rs = select.executeQuery()) {
                    if (!rs.next()) {
                        return Optional.empty();
                    }
                    long until = rs.getLong(4);
                    Long validUntil = rs.wasNull() ? null : until;
                    return Optional.of(new Template(id, rs.getString(1), rs.getLong(2), rs.getString(3),
                            validUntil));
                }
            }
        });
    }

    /** Issues {@code count} new UNUSED vouchers of {@code template} in one transaction. */
    public List<IssuedVoucher> issue(Template template, int count) throws SQLException {
        List<IssuedVoucher> issued = new ArrayList<>(count);
        database.inTransaction(c -> {
            try (PreparedStatement insert = c.prepareStatement(
                    "INSERT INTO vouchers (code, template_id, status, expires_at, created_at) "
                            + "VALUES (?, ?, 'UNUSED', ?, ?)")) {
                for (int i = 0; i < count; i++) {
                    String code = VoucherCode.generate(random);
                    insert.setString(1, code);
                    insert.setString(2, template.id());
                    insert.setObject(3, template.validUntil());
                    insert.setLong(4, clock.millis());
                    insert.addBatch();
                    issued.add(new IssuedVoucher(code, template.name(), template.valueCents(), template.currency()));
                }
                insert.executeBatch();
            }
            try (PreparedStatement total = c.prepareStatement(
                    "UPDATE voucher_templates SET total_issued = total_issued + ? WHERE id = ?")) {
                total.setLong(1, count);
                total.setString(2, template.id());
                return total.executeUpdate();
            }
        });
        return issued;
    }
}
