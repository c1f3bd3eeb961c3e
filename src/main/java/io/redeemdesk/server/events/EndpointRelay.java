package io.redeemdesk.server.events;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.sql.SQLException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Semaphore;

/**
 * Relays to one endpoint: claims a batch of due deliveries, POSTs them (up to {@value #CONCURRENCY} at a time),
 * and records each answer: a 2xx marks the delivery done, anything else schedules the next attempt with
 * {@link Backoff}, or marks it dead once it has failed for {@code events.dead.after}.
 */
final class EndpointRelay {
    static final int BATCH = 64;
    static final int CONCURRENCY = 16;
    /** Rounds of concurrent POSTs one batch may take; the lease covers them all. */
    static final int SEND_ROUNDS = BATCH / CONCURRENCY;
    private static final Logger LOG = LoggerFactory.getLogger(EndpointRelay.class);

    private final WebhookEndpoint endpoint;
    private final DeliveryLedger ledger;
    private final WebhookSender sender;
    private final Backoff backoff;
    private final EventMetrics metrics;
    private final EventSettings settings;
    private final Clock clock;
    private final String owner;

    EndpointRelay(WebhookEndpoint endpoint, DeliveryLedger ledger, WebhookSender sender, Backoff backoff,
                  EventMetrics metrics, EventSettings settings, Clock clock, String owner) {
        this.endpoint = endpoint;
        this.ledger = ledger;
        this.sender = sender;
        this.backoff = backoff;
        this.metrics = metrics;
        this.settings = settings;
        this.clock = clock;
        this.owner = owner;
    }

    /** Claims and sends one batch; returns its size (0: nothing was due). */
    int relayBatch() throws SQLException, InterruptedException {
        long claimedAt = clock.millis();
        List<DueDelivery> due = ledger.claim(endpoint.name(), owner, claimedAt,
                claimedAt + settings.lease().toMillis(), BATCH);
        if (due.isEmpty()) {
            return 0;
        }
        List<CompletableFuture<DeliveryOutcome>> sent = new ArrayList<>(due.size());
        Semaphore inFlight = new Semaphore(CONCURRENCY);
        for (DueDelivery delivery : due) {
            inFlight.acquire();
            sent.add(sender.send(endpoint, delivery).whenComplete((outcome, error) -> inFlight.release()));
        }
        long now = clock.millis();
        List<DueDelivery> acknowledged = new ArrayList<>();
        Map<DueDelivery, DeliveryLedger.Failure> failures = new LinkedHashMap<>();
        for (int i = 0; i < due.size(); i++) {
            DeliveryOutcome outcome = sent.get(i).join();
            now = Math.max(now, clock.millis());
            DueDelivery delivery = due.get(i);
            if (outcome.acknowledged()) {
                acknowledged.add(delivery);
            } else {
                failures.put(delivery, failure(delivery, outcome, now));
            }
        }
        ledger.record(endpoint.name(), owner, now, acknowledged, failures);
        metrics.delivered(endpoint.name(), acknowledged.size());
        failures.forEach((delivery, failure) -> metrics.failed(endpoint.name(), failure.reason()));
        if (!failures.isEmpty()) {
            LOG.warn("{}: {} of {} deliveries failed ({}); they are retried with backoff", endpoint,
                    failures.size(), due.size(), failures.values().iterator().next().reason());
        }
        return due.size();
    }

    private DeliveryLedger.Failure failure(DueDelivery delivery, DeliveryOutcome outcome, long now) {
        long failingSince = delivery.failingSince() == null ? now : delivery.failingSince();
        Long deadAt = null;
        if (now - failingSince >= settings.deadAfter().toMillis()) {
            deadAt = now;
            LOG.error("{}: event {} ({}) failed for longer than {} and is marked dead; 'server events replay "
                    + "--id {}' sends it again", endpoint, delivery.eventId(), delivery.type(), settings.deadAfter(),
                    delivery.eventId());
        }
        long next = now + backoff.delayMillis(delivery.attempts() + 1, outcome.retryAfterMillis());
        return new DeliveryLedger.Failure(next, failingSince, outcome.reason(), deadAt);
    }
}
