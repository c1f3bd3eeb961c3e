package io.redeemdesk.server.campaign;

/**
 * A campaign's counts; never a customer id or hash.
 *
 * @param issued    vouchers issued from the stock: claimed plus printed on sheets
 * @param claimed   vouchers claimed by customers
 * @param printed   vouchers printed on sheets for hand-out on paper
 * @param redeemed  issued vouchers already redeemed at a till
 * @param customers distinct customers who claimed
 */
public record CampaignStats(String id, String templateId, String status, long stock, long remaining, long issued,
                            long claimed, long printed, long redeemed, long customers, int perCustomer,
                            String startsAt, String endsAt) {
}
