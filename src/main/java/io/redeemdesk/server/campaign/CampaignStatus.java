package io.redeemdesk.server.campaign;

/** A campaign's life, one way only: DRAFT → ACTIVE → ENDED (a draft may also end without ever opening). */
public enum CampaignStatus {
    DRAFT, ACTIVE, ENDED;

    public boolean canMoveTo(CampaignStatus to) {
        return switch (this) {
            case DRAFT -> to == ACTIVE || to == ENDED;
            case ACTIVE -> to == ENDED;
            case ENDED -> false;
        };
    }
}
