package io.redeemdesk.protocol;

/**
 * The body of {@code POST /v1/campaigns/{id}/claims}.
 *
 * @param customerId the customer as the channel knows them (a phone number, an app account): the same customer
 *                   must have the same id through every channel, since the per-customer limit is per campaign
 */
public record ClaimRequest(String customerId) {
}
