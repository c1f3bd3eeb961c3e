package io.redeemdesk.server.campaign;

import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.server.auth.Channel;
import io.redeemdesk.server.db.ServerDatabase;
import io.redeemdesk.server.events.EventPayload;
import io.redeemdesk.server.events.EventStager;
import io.redeemdesk.server.events.EventTypes;
import io.redeemdesk.server.redeem.Fingerprint;
import io.redeemdesk.server.redeem.IdempotencyRecord;
import io.redeemdesk.server.redeem.IdempotencyStore;
import io.redeemdesk.server.redeem.Reply;

import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One claim, one transaction: the idempotency record (the key's gate, scoped to the channel), the claim record
 * (the per-customer gate), the voucher and its transition row, the conditional stock decrement, and the stored
 * answer. Whatever is refused is refused before the stock is touched, or taken back with it in the same
 * transaction, so stock = remaining + issued holds at every commit, on SQLite and on PostgreSQL with any number of
 * nodes. The decrement ({@link CampaignStock#takeOne}: one of the campaign's stock slots, on PostgreSQL one that no
 * other claim holds) comes late, so only the event, the record's completion and the commit happen while holding
 * that slot's row lock. A successful claim also
 * stages its {@code voucher.claimed} event in the same transaction (campaign, code and channel; never the
 * customer, not even its hash).
 */
public final class ClaimService {
    private final ServerDatabase database;
    private final IdempotencyStore records;
    private final CampaignStore campaigns;
    private final CampaignStock stock;
    private final ClaimStore claims;
    private final CampaignVouchers vouchers;
    private final ClaimReplies replies;
    private final EventStager events;
    private final CustomerHash customers;
    private final SecureRandom random;
    private final Clock clock;
    private final Duration keyRetention;
    /** Campaigns this node has seen sold out; only they are looked at on a read connection first. */
    private final Set<String> soldOut = ConcurrentHashMap.newKeySet();

    public ClaimService(ServerDatabase database, IdempotencyStore records, EventStager events,
                        CustomerHash customers, SecureRandom random, Clock clock, Duration keyRetention) {
        this.database = database;
        this.records = records;
        this.campaigns = new CampaignStore();
        this.stock = new CampaignStock(database.dialect());
        this.claims = new ClaimStore();
        this.vouchers = new CampaignVouchers();
        this.replies = new ClaimReplies();
        this.events = events;
        this.customers = customers;
        this.random = random;
        this.clock = clock;
        this.keyRetention = keyRetention;
    }

    /** What one claim needs besides the connection. */
    private record Attempt(Channel channel, String campaignId, String requestId, String customerHash, String code,
                           long now) {
    }

    /** Claims one voucher of {@code campaignId} for the customer, or replays this key's first answer. */
    public Reply claim(Channel channel, String campaignId, String requestId, String customerId) throws SQLException {
        String customerHash = customers.of(customerId);
        String fingerprint = Fingerprint.sha256(campaignId + "\n" + customerHash);
        long now = clock.millis();
        if (soldOut.contains(campaignId)) {
            Reply answered = database.read(c -> soldOutBeforeHand(c, channel, campaignId, requestId, fingerprint,
                    now));
            if (answered != null) {
                return answered;
            }
        }
        Attempt attempt = new Attempt(channel, campaignId, requestId, customerHash, VoucherCode.generate(random), now);
        return database.inTransaction(c -> {
            if (!records.insertProcessing(c, channel.scope(), requestId, fingerprint, null, now,
                    now + keyRetention.toMillis())) {
                return earlier(c, channel, requestId, fingerprint);
            }
            Reply reply = decide(c, attempt);
            records.complete(c, channel.scope(), requestId, reply.status() == 201
                    ? IdempotencyRecord.State.SUCCEEDED : IdempotencyRecord.State.FAILED, reply);
            return reply;
        });
    }

    /**
     * Once a campaign is sold out (and this node has seen it so: until then every claim goes straight to the
     * transaction, which reads the stock anyway), most of a flood is answered here, on a read connection, with no
     * write and no wait for a stock row: an earlier answer of this key if there is one, else {@code sold-out}, not stored (a
     * retry is answered the same, since stock never comes back). Null when the claim must go through the
     * transaction. The campaign is read before the key: a claim that took the last voucher committed its record
     * with the stock, so when the stock reads 0 every successful claim's record is visible to the next statement.
     */
    private Reply soldOutBeforeHand(Connection c, Channel channel, String campaignId, String requestId,
                                    String fingerprint, long now) throws SQLException {
        Optional<Campaign> campaign = campaigns.find(c, campaignId);
        if (campaign.isEmpty() || campaign.get().remaining() > 0 || campaign.get().notActiveReason(now) != null) {
            return null;
        }
        if (records.find(c, channel.scope(), requestId).isPresent()) {
            return earlier(c, channel, requestId, fingerprint);
        }
        return replies.soldOut(campaign.get());
    }

    private Reply decide(Connection c, Attempt attempt) throws SQLException {
        Optional<Campaign> found = campaigns.find(c, attempt.campaignId());
        if (found.isEmpty()) {
            return replies.unknown(attempt.campaignId());
        }
        Campaign campaign = found.get();
        String notActive = campaign.notActiveReason(attempt.now());
        if (notActive != null) {
            return replies.notActive(campaign, notActive);
        }
        if (campaign.remaining() == 0) {
            soldOut.add(campaign.id());
            return replies.soldOut(campaign);
        }
        int n = claims.insertWithinLimit(c, new ClaimStore.Claim(campaign.id(), attempt.customerHash(),
                attempt.code(), attempt.channel().name(), attempt.requestId(), attempt.now()), campaign.perCustomer());
        if (n == 0) {
            return replies.limitReached(campaign);
        }
        VoucherTerms template = vouchers.template(c, campaign.templateId());
        vouchers.issue(c, attempt.code(), template, campaign.id(), attempt.channel().scope(), attempt.requestId(),
                attempt.now());
        if (!stock.takeOne(c, campaign.id())) {
            vouchers.withdraw(c, attempt.code());
            claims.delete(c, campaign.id(), attempt.customerHash(), n);
            soldOut.add(campaign.id());
            return replies.soldOut(campaign);
        }
        events.stage(c, EventTypes.VOUCHER_CLAIMED, attempt.code(), attempt.requestId(), EventPayload.of(null, null)
                .with("campaignId", campaign.id()).with("channel", attempt.channel().name())
                .with("valueCents", template.valueCents()).with("currency", template.currency())
                .with("templateName", template.name()), attempt.now());
        return replies.claimed(attempt.code(), template, campaign.id());
    }

    /** The answer to a key this channel has used before. */
    private Reply earlier(Connection c, Channel channel, String requestId, String fingerprint) throws SQLException {
        Optional<IdempotencyRecord> record = records.find(c, channel.scope(), requestId);
        if (record.isEmpty()) {
            throw new IllegalStateException("idempotency record " + requestId + " vanished while claiming");
        }
        if (!record.get().fingerprint().equals(fingerprint)) {
            return replies.keyReused();
        }
        if (!record.get().finished()) {
            return replies.inProgress();
        }
        return record.get().replay();
    }

    public Duration keyRetention() {
        return keyRetention;
    }
}
