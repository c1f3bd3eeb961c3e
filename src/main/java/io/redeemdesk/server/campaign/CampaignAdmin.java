package io.redeemdesk.server.campaign;

import io.redeemdesk.protocol.FieldRules;
import io.redeemdesk.server.db.ServerDatabase;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.Arrays;
import java.util.Optional;

/** Creates campaigns, moves them DRAFT → ACTIVE → ENDED (logged), and counts what they handed out. */
public final class CampaignAdmin {
    public static final long MAX_STOCK = 10_000_000;
    public static final int MAX_PER_CUSTOMER = 100;

    private final ServerDatabase database;
    private final CampaignStore campaigns = new CampaignStore();
    private final CampaignStock stock;
    private final Clock clock;

    public CampaignAdmin(ServerDatabase database, Clock clock) {
        this.database = database;
        this.stock = new CampaignStock(database.dialect());
        this.clock = clock;
    }

    /** What an operator asks for; {@code startsAt}/{@code endsAt} in epoch millis or null. */
    public record Spec(String id, String templateId, long stock, int perCustomer, Long startsAt, Long endsAt) {
    }

    /** How the caller names a spec's fields in its refusals: its flags, or its JSON fields. */
    public record Names(String id, String templateId, String stock, String perCustomer, String starts, String ends) {
        public static final Names FLAGS = new Names("--id", "--template", "--stock", "--per-customer", "--starts",
                "--ends");
        public static final Names JSON = new Names("id", "templateId", "stock", "perCustomer", "starts", "ends");
    }

    /** A spec's fields, to tell which one a refusal is about (the console shows it beside that field). */
    public enum Field { ID, TEMPLATE, STOCK, PER_CUSTOMER, STARTS, ENDS }

    /**
     * Why a campaign was not created: the sentence in English (naming the field as the caller does), whether its
     * id is taken, the field it is about, and the same as a code with its values for a caller that words it itself
     * ({@code range}, {@code id}, {@code noTemplate}, {@code campaign.idTaken}, {@code campaign.order}).
     */
    public record Refusal(String message, boolean duplicate, Field field, FieldRules.Problem problem) {
        private static Refusal of(Field field, String shownAs, FieldRules.Problem rule) {
            return new Refusal(rule.english(shownAs), false, field, rule);
        }

        private static Refusal own(Field field, String message, boolean duplicate, String code, Object... args) {
            return new Refusal(message, duplicate, field, new FieldRules.Problem(code,
                    Arrays.stream(args).map(String::valueOf).toList()));
        }
    }

    /** {@link #create(Spec, Names)} with the JSON field names. */
    public Refusal create(Spec spec) throws SQLException {
        return create(spec, Names.JSON);
    }

    /** Null when the campaign was created as a DRAFT, else why not (naming the first bad field as {@code names}). */
    public Refusal create(Spec spec, Names names) throws SQLException {
        Refusal invalid = problemWith(spec, names);
        if (invalid != null) {
            return invalid;
        }
        return database.inTransaction(c -> {
            if (!templateExists(c, spec.templateId())) {
                return Refusal.own(Field.TEMPLATE, names.templateId() + ": no template '" + spec.templateId()
                        + "': create it with 'server create-template'", false, "noTemplate", spec.templateId());
            }
            if (campaigns.find(c, spec.id()).isPresent()) {
                return Refusal.own(Field.ID, names.id() + ": a campaign with the id '" + spec.id()
                        + "' exists already; choose another id", true, "campaign.idTaken", spec.id());
            }
            campaigns.insert(c, new Campaign(spec.id(), spec.templateId(), spec.stock(), spec.stock(),
                    spec.perCustomer(), spec.startsAt(), spec.endsAt(), CampaignStatus.DRAFT, null), clock.millis());
            stock.create(c, spec.id(), spec.stock());
            return (Refusal) null;
        });
    }

    private static Refusal problemWith(Spec spec, Names names) {
        FieldRules.Problem id = FieldRules.idProblem(spec.id());
        if (id != null) {
            return Refusal.of(Field.ID, names.id(), id);
        }
        FieldRules.Problem template = FieldRules.idProblem(spec.templateId());
        if (template != null) {
            return Refusal.of(Field.TEMPLATE, names.templateId(), template);
        }
        FieldRules.Problem stockCount = FieldRules.rangeProblem(spec.stock(), 1, MAX_STOCK);
        if (stockCount != null) {
            return Refusal.of(Field.STOCK, names.stock(), stockCount);
        }
        FieldRules.Problem each = FieldRules.rangeProblem(spec.perCustomer(), 1, MAX_PER_CUSTOMER);
        if (each != null) {
            return Refusal.of(Field.PER_CUSTOMER, names.perCustomer(), each);
        }
        if (spec.startsAt() != null && spec.endsAt() != null && spec.endsAt() <= spec.startsAt()) {
            Instant ends = Instant.ofEpochMilli(spec.endsAt());
            Instant starts = Instant.ofEpochMilli(spec.startsAt());
            return Refusal.own(Field.ENDS, names.ends() + " (" + ends + ") must be after " + names.starts()
                    + " (" + starts + ")", false, "campaign.order", ends, starts);
        }
        return null;
    }

    private static boolean templateExists(Connection c, String templateId) throws SQLException {
        try (PreparedStatement select = c.prepareStatement("SELECT 1 FROM voucher_templates WHERE id = ?")) {
            select.setString(1, templateId);
            try (ResultSet rs = select.executeQuery()) {
                return rs.next();
            }
        }
    }

    /** The result of a status move: the campaign's status afterwards (empty: no such campaign). */
    public record Move(boolean moved, Optional<CampaignStatus> status) {
    }

    public Move activate(String id, String actor) throws SQLException {
        return move(id, CampaignStatus.ACTIVE, actor);
    }

    public Move end(String id, String actor) throws SQLException {
        return move(id, CampaignStatus.ENDED, actor);
    }

    private Move move(String id, CampaignStatus to, String actor) throws SQLException {
        return database.inTransaction(c -> {
            Optional<Campaign> campaign = campaigns.find(c, id);
            if (campaign.isEmpty()) {
                return new Move(false, Optional.empty());
            }
            CampaignStatus from = campaign.get().status();
            if (!from.canMoveTo(to) || !campaigns.move(c, id, from, to, actor, clock.millis())) {
                return new Move(false, Optional.of(campaigns.find(c, id).orElseThrow().status()));
            }
            return new Move(true, Optional.of(to));
        });
    }

    /** The campaign's counts, or empty when there is no such campaign. */
    public Optional<CampaignStats> stats(String id) throws SQLException {
        return database.read(c -> CampaignCounts.one(c, id));
    }
}
