package io.redeemdesk.server.admin;

import io.redeemdesk.protocol.FieldRules;
import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.server.batch.IssueBatches;
import io.redeemdesk.server.db.ServerDatabase;
import io.redeemdesk.server.redeem.NewVouchers;

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
    /** The most vouchers one issue makes ({@code server issue --count}, the console's issue form). */
    public static final int MAX_COUNT = 1_000_000;

    private final ServerDatabase database;
    private final SecureRandom random;
    private final Clock clock;
    private final NewVouchers newVouchers = new NewVouchers();

    public VoucherIssuer(ServerDatabase database, SecureRandom random, Clock clock) {
        this.database = database;
        this.random = random;
        this.clock = clock;
    }

    /**
     * A template's terms. {@code validUntil} null means no expiry; {@code uses} is how many times each voucher can
     * be used (1 for a single voucher, 10 for a ten-visit pass).
     */
    public record Template(String id, String name, long valueCents, String currency, Long validUntil, int uses) {
        public Template {
            if (uses < 1) {
                throw new IllegalArgumentException("a voucher needs at least one use, not " + uses);
            }
        }

        /** A single-use template. */
        public Template(String id, String name, long valueCents, String currency, Long validUntil) {
            this(id, name, valueCents, currency, validUntil, 1);
        }

        /** What every voucher issued from it carries. */
        public NewVouchers.Terms terms() {
            return new NewVouchers.Terms(id, validUntil, uses);
        }
    }

    public void createTemplate(Template template) throws SQLException {
        database.inTransaction(c -> {
            try (PreparedStatement insert = c.prepareStatement(
                    "INSERT INTO voucher_templates (id, name, value_cents, currency, valid_from, valid_until, uses) "
                            + "VALUES (?, ?, ?, ?, ?, ?, ?)")) {
                insert.setString(1, template.id());
                insert.setString(2, template.name());
                insert.setLong(3, template.valueCents());
                insert.setString(4, template.currency());
                insert.setLong(5, clock.millis());
                insert.setObject(6, template.validUntil());
                insert.setInt(7, template.uses());
                return insert.executeUpdate();
            }
        });
    }

    /** The template with this id, if there is one. */
    public Optional<Template> template(String id) throws SQLException {
        return database.read(c -> {
            try (PreparedStatement select = c.prepareStatement(
                    "SELECT name, value_cents, currency, valid_until, uses FROM voucher_templates WHERE id = ?")) {
                select.setString(1, id);
                try (ResultSet rs = select.executeQuery()) {
                    if (!rs.next()) {
                        return Optional.empty();
                    }
                    String name = rs.getString(1);
                    long valueCents = rs.getLong(2);
                    String currency = rs.getString(3);
                    long validUntil = rs.getLong(4);
                    Long until = rs.wasNull() ? null : validUntil;
                    return Optional.of(new Template(id, rs.getString(1), rs.getLong(2), rs.getString(3), until,
                            rs.getInt(5)));
                }
            }
        });
    }

    /** Null when {@code count} vouchers may be issued at once, else why not, naming the field as {@code field}. */
    public static String countProblem(String field, long count) {
        FieldRules.Problem problem = countRefusal(Long.toString(count));
        return problem == null ? null : problem.english(field);
    }

    /** Null when {@code count} (as typed) is a number of vouchers that may be issued at once, else why not. */
    public static FieldRules.Problem countRefusal(String count) {
        return FieldRules.rangeProblem(count, 1, MAX_COUNT);
    }

    /** Issues {@code count} new UNUSED vouchers of {@code template} in one transaction, as one new batch. */
    public List<IssuedVoucher> issue(Template template, int count) throws SQLException {
        List<IssuedVoucher> issued = prepare(template, count);
        commit(template, newBatchId(), issued, "issuer");
        return issued;
    }

    /** A new batch id (see {@link IssueBatches}). */
    public String newBatchId() {
        return IssueBatches.newId(random, clock.millis());
    }

    /** {@code count} new codes with the template's terms, not yet in the database: write them, then commit them. */
    public List<IssuedVoucher> prepare(Template template, int count) {
        List<IssuedVoucher> prepared = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            prepared.add(new IssuedVoucher(VoucherCode.generate(random), template.name(), template.valueCents(),
                    template.currency()));
        }
        return prepared;
    }

    /** Inserts the prepared vouchers as UNUSED, and records them as batch {@code batchId}, in one transaction. */
    public void commit(Template template, String batchId, List<IssuedVoucher> vouchers, String actor)
            throws SQLException {
        List<String> codes = vouchers.stream().map(IssuedVoucher::code).toList();
        database.inTransaction(c -> {
            long now = clock.millis();
            newVouchers.issue(c, template.terms(), codes, now);
            IssueBatches.record(c, batchId, IssueBatches.Kind.ISSUE, template.id(), null, codes, actor, now);
            return null;
        });
    }
}
