package io.redeemdesk.server.campaign;

import java.time.Instant;

/**
 * One campaign as stored.
 *
 * @param stock       how many vouchers the campaign hands out in all
 * @param remaining   how many are still to be claimed (or printed)
 * @param perCustomer how many one customer may claim
 * @param startsAt    epoch millis before which claims are refused, or null
 * @param endsAt      epoch millis from which claims are refused, or null
 * @param endedAt     epoch millis an operator ended it at (status ENDED), or null
 */
public record Campaign(String id, String templateId, long stock, long remaining, int perCustomer, Long startsAt,
                       Long endsAt, CampaignStatus status, Long endedAt) {

    /** Why a claim at {@code now} is refused, or null when the campaign takes claims. */
    public String notActiveReason(long now) {
        return switch (status) {
            case DRAFT -> "Campaign " + id + " has not been activated yet" + (startsAt == null ? ""
                    : "; it is to start at " + Instant.ofEpochMilli(startsAt));
            case ENDED -> "Campaign " + id + " has ended" + (endedAt == null ? "" : " at "
                    + Instant.ofEpochMilli(endedAt));
            case ACTIVE -> startsAt != null && now < startsAt ? "Campaign " + id + " starts at "
                    + Instant.ofEpochMilli(startsAt)
                    : endsAt != null && now >= endsAt ? "Campaign " + id + " ended at " + Instant.ofEpochMilli(endsAt)
                    : null;
        };
    }
}
