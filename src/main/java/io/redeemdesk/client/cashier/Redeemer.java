package io.redeemdesk.client.cashier;

import io.redeemdesk.client.redeem.RedeemOutcome;

/** What the cashier screen needs from the redeem engine ({@code RedeemEngine::redeem}); may block, never on FX. */
@FunctionalInterface
public interface Redeemer {
    RedeemOutcome redeem(String rawCode, String cashierId) throws Exception;
}
