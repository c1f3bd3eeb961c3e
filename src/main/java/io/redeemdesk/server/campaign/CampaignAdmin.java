package io.redeemdesk.server.campaign;

import io.redeemdesk.protocol.FieldRules;
import io.redeemdesk.server.db.ServerDatabase;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;

/** Creates campaigns, moves them DRAFT → ACTIVE → ENDED (logged), and counts what they handed out. */
public final class CampaignAdmin {
    public static final long MAX_STOCK = 10_000_000;

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

    /** Why a campaign was not created; {@code duplicate} when its id is taken. */
    public record Refusal(String message, boolean duplicate) {
    }

    /** {@link #create(Spec, Names)} with the JSON field names. */
    public Refusal create(Spec spec) throws SQLException {
        return create(spec, Names.JSON);
    }

    /** Null when the campaign was created as a DRAFT, else why not (naming the first bad field as {@code names}). */
    public Refusal create(Spec spec, Names names) throws SQLException {
        String invalid = problemWith(spec, names);
        if (invalid != null) {
            return new Refusal(invalid, false);
        }
        return database.inTransaction(c -> {
            if (!templateExists(c, spec.templateId())) {
                return new Refusal(names.templateId() + ": no template '" + spec.templateId()
                        + "': create it with 'server create-template'", false);
            }
            if (campaigns.find(c, spec.id()).isPresent()) {
                return new Refusal(names.id() + ": a campaign with the id '" + spec.id()
                        + "' exists already; choose another id", true);
            }
            campaigns.insert(c, new Campaign(spec.id(), spec.templateId(), spec.stock(), spec.stock(),
                    spec.perCustomer(), spec.startsAt(), spec.endsAt(), CampaignStatus.DRAFT, null), clock.millis());
            stock.create(c, spec.id(), spec.stock());
            return (Refusal) null;
        });
    }

    private static String problemWith(Spec spec, Names names) {
        String id = FieldRules.id(names.id(), spec.id());
        if (id != null) {
            return id;
        }
        String template = FieldRules.id(names.templateId(), spec.templateId());
        if (template != null) {
            return template;
        }
        if (spec.stock() < 1 || spec.stock() > MAX_STOCK) {
            return names.stock() + " must be between 1 and " + MAX_STOCK + ", not " + spec.stock();
        }
        if (spec.perCustomer() < 1 || spec.perCustomer() > 100) {
            return names.perCustomer() + " must be between 1 and 100, not " + spec.perCustomer();
        }
        if (spec.startsAt() != null && spec.endsAt() != null && spec.endsAt() <= spec.startsAt()) {
            return names.ends() + " (" + Instant.ofEpochMilli(spec.endsAt()) + ") must be after " + names.starts()
                    + " (" + Instant.ofEpochMilli(spec.startsAt()) + ")";
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
