/**
 * Events for the chain's other systems: staging an event in the transaction of the state change it reports
 * ({@link io.redeemdesk.server.events.EventStager}), and the relay that delivers staged events to signed webhooks
 * at least once, in order per voucher, with backoff, dead marking, replay and pruning.
 * Imports only {@code server.db} of the service; must not import client, cli, config or JavaFX.
 */
package io.redeemdesk.server.events;
