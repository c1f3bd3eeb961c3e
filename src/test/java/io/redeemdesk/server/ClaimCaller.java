package io.redeemdesk.server;

/** Claim and campaign-admin calls over real HTTP, on top of {@link ApiCaller}. */
public final class ClaimCaller {
    public static final String SECRET = "test-secret-of-at-least-32-characters!";

    private final ApiCaller api;

    public ClaimCaller(ApiCaller api) {
        this.api = api;
    }

    public ApiCaller.Answer claim(String channelToken, String key, String campaignId, String customerId) {
        return api.post("/v1/campaigns/" + campaignId + "/claims", channelToken, key, "application/json",
                "{\"customerId\":\"" + customerId + "\"}");
    }

    /** Creates a campaign of the fixture's gift-20 template and activates it; fails the test when refused. */
    public void openCampaign(String adminToken, String id, int stock, int perCustomer) {
        openCampaign(adminToken, id, "gift-20", stock, perCustomer);
    }

    /** Creates a campaign of {@code templateId} and activates it; fails the test when refused. */
    public void openCampaign(String adminToken, String id, String templateId, int stock, int perCustomer) {
        ApiCaller.Answer created = createCampaign(adminToken, id, templateId, stock, perCustomer);
        if (created.status() != 201) {
            throw new IllegalStateException("campaign not created: " + created.body());
        }
        ApiCaller.Answer activated = api.post("/v1/admin/campaigns/" + id + "/activate", adminToken, null, null, "");
        if (activated.status() != 200) {
            throw new IllegalStateException("campaign not activated: " + activated.body());
        }
    }

    public ApiCaller.Answer createCampaign(String adminToken, String id, int stock, int perCustomer) {
        return createCampaign(adminToken, id, "gift-20", stock, perCustomer);
    }

    public ApiCaller.Answer createCampaign(String adminToken, String id, String templateId, int stock,
                                           int perCustomer) {
        return api.post("/v1/admin/campaigns", adminToken, null, "application/json", "{\"id\":\"" + id
                + "\",\"templateId\":\"" + templateId + "\",\"stock\":" + stock + ",\"perCustomer\":"
                + perCustomer + "}");
    }
}
