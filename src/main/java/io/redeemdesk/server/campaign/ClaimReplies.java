package io.redeemdesk.server.campaign;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.redeemdesk.protocol.ClaimResponse;
import io.redeemdesk.protocol.ProblemType;
import io.redeemdesk.protocol.ProtocolJson;
import io.redeemdesk.server.redeem.Reply;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/** The answers of {@code POST /v1/campaigns/{id}/claims}, as stored for replay: a claimed voucher or a problem. */
public final class ClaimReplies {
    /** The outcome recorded for a successful claim (metrics, the stored record). */
    public static final String CLAIMED = "CLAIMED";

    private final ObjectMapper json = ProtocolJson.lenientMapper();

    public Reply claimed(String code, VoucherTerms template, String campaignId) {
        ClaimResponse body = new ClaimResponse(code, template.name(), template.valueCents(), template.currency(),
                template.validUntil() == null ? null : Instant.ofEpochMilli(template.validUntil()).toString(),
                campaignId);
        return Reply.fresh(201, write(body), CLAIMED);
    }

    public Reply soldOut(Campaign campaign) {
        return problem(ProblemType.SOLD_OUT, 409, "All " + campaign.stock() + " vouchers of campaign "
                + campaign.id() + " have been claimed", campaign, null);
    }

    public Reply limitReached(Campaign campaign) {
        return problem(ProblemType.CLAIM_LIMIT_REACHED, 409, "This customer has already claimed "
                + campaign.perCustomer() + " voucher" + (campaign.perCustomer() == 1 ? "" : "s")
                + " of campaign " + campaign.id() + ", the most one customer may", campaign, null);
    }

    public Reply notActive(Campaign campaign, String reason) {
        return problem(ProblemType.CAMPAIGN_NOT_ACTIVE, 409, reason, campaign, campaign.status().name());
    }

    public Reply unknown(String campaignId) {
        return problem(ProblemType.NOT_FOUND, 404, "No campaign has the id " + campaignId, null, null);
    }

    public Reply keyReused() {
        return problem(ProblemType.IDEMPOTENCY_KEY_REUSED, 422, "This Idempotency-Key was used for another claim "
                + "(another campaign or customer); use a new key for a new claim", null, null);
    }

    /** Never stored: the same key is being claimed right now; retry it after a second. */
    public Reply inProgress() {
        return problem(ProblemType.REQUEST_IN_PROGRESS, 409, "A claim with this Idempotency-Key is in progress; "
                + "retry with the same key", null, null).retryAfter(1);
    }

    private Reply problem(ProblemType type, int status, String detail, Campaign campaign, String campaignStatus) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("type", type.uri());
        body.put("title", type.title());
        body.put("status", status);
        body.put("detail", detail);
        if (campaign != null) {
            body.put("campaignId", campaign.id());
        }
        if (campaignStatus != null) {
            body.put("campaignStatus", campaignStatus);
            body.put("startsAt", iso(campaign.startsAt()));
            body.put("endsAt", iso(campaign.endsAt()));
            body.put("endedAt", iso(campaign.endedAt()));
        }
        return Reply.fresh(status, write(body), type.slug());
    }

    private static String iso(Long millis) {
        return millis == null ? null : Instant.ofEpochMilli(millis).toString();
    }

    private String write(Object body) {
        try {
            return json.writeValueAsString(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write a claim answer", e);
        }
    }
}
