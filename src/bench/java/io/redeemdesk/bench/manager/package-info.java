/**
 * A synthetic outbox of many actions over many days for {@code bench log} and the manager tests.
 * May import {@code client.redeem} and {@code protocol}; never {@code server..} or JavaFX.
 */
package io.redeemdesk.bench.manager;
