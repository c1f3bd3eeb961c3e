package io.redeemdesk.server.events;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Relays to one endpoint: fans new events out and claims a batch of due deliveries, POSTs them, and records each
 * answer with the next claim. A batch starts with as many POSTs at a time as the last batch's pace needs to send it
 * within a poll interval (at least {@value #FEWEST}): under load on a receiver nearby that is a few, so the relay
 * does not take the cores from the redemptions in a burst of threads every round; if the batch is not done after
 * two poll intervals, more join it, up to {@value #CONCURRENCY} at a time, as a distant or slow receiver needs. Of
 * the answers, a 2xx marks the delivery done, anything else schedules the next attempt with {@link Backoff}, or
 * marks it dead once it has failed for {@code events.dead.after}. A round that claimed less than a full batch is
 * followed by the next claim only once the poll interval has passed since it began: under a steady load the events
 * of a poll interval share one round (one transaction on the database's writer) instead of a round for every few,
 * and a batch's answers are recorded with the next round, up to a poll interval after they came. A full batch goes
 * on at once. When the endpoint answers again after refusing connections, the deliveries that failed only for that
 * are due at once (their backoff was waiting for a receiver that is back); failures with an answer keep their
 * backoff and {@code Retry-After}.
 */
final class EndpointRelay {
    static final int BATCH = 256;
    /** The most POSTs at a time. */
    static final int CONCURRENCY = 32;
    /** The fewest POSTs at a time a batch starts with. */
    static final int FEWEST = 2;
    /**
     * Rounds of POSTs one batch may take once all {@value #CONCURRENCY} send it, plus the round of those it started
     * with; the lease covers them all, and the wait before the others join ({@link #widenAfter}).
     */
    static final int SEND_ROUNDS = BATCH / CONCURRENCY + 1;
    private static final Logger LOG = LoggerFactory.getLogger(EndpointRelay.class);

    private final WebhookEndpoint endpoint;
    private final DeliveryLedger ledger;
    private final WebhookSender sender;
    private final Backoff backoff;
    private final EventMetrics metrics;
    private final EventSettings settings;
    private final Clock clock;
    private final String owner;
    /** The last batch's time per POST (see {@link #startingConcurrency}); -1 before the first. */
    private long postNanos = -1;
    /** Whether a batch since the last acknowledged one met a refused connection. */
    private boolean refused;

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

    /**
     * Sends batches until nothing is due; returns how many deliveries it attempted. Each round is one transaction
     * (the previous batch's outcomes, fan-out and the next claim) and one batch of POSTs.
     */
    int drain() throws SQLException, InterruptedException {
        int attempted = 0;
        DeliveryLedger.Outcomes done = DeliveryLedger.Outcomes.NONE;
        while (true) {
            long began = System.nanoTime();
            long now = clock.millis();
            List<DueDelivery> due = ledger.recordAndClaim(done, settings.endpoints(), endpoint.name(), owner, now,
                    now + settings.lease().toMillis(), BATCH);
            report(done);
            if (due.isEmpty()) {
                return attempted;
            }
            done = send(due);
            attempted += due.size();
            if (due.size() < BATCH) {
                TimeUnit.NANOSECONDS.sleep(settings.pollInterval().toNanos() - (System.nanoTime() - began));
            }
        }
    }

    private DeliveryLedger.Outcomes send(List<DueDelivery> due) throws InterruptedException {
        int first = startingConcurrency(due.size());
        long began = System.nanoTime();
        List<DeliveryOutcome> sent = sender.sendAll(endpoint, due, first, CONCURRENCY, widenAfter(settings));
        postNanos = (System.nanoTime() - began) * first / due.size();
        long now = clock.millis();
        List<DueDelivery> acknowledged = new ArrayList<>();
        Map<DueDelivery, DeliveryLedger.Failure> failures = new LinkedHashMap<>();
        for (int i = 0; i < due.size(); i++) {
            DeliveryOutcome outcome = sent.get(i);
            DueDelivery delivery = due.get(i);
            if (outcome.acknowledged()) {
                acknowledged.add(delivery);
            } else {
                failures.put(delivery, failure(delivery, outcome, now));
            }
        }
        boolean back = refused && !acknowledged.isEmpty();
        refused = failures.values().stream().anyMatch(f -> f.reason().equals(DeliveryOutcome.CONNECTION))
                || refused && acknowledged.isEmpty();
        return new DeliveryLedger.Outcomes(now, acknowledged, failures, back);
    }

    /** How long a batch's first POSTs go on alone before the rest join them: two poll intervals. */
    static Duration widenAfter(EventSettings settings) {
        return settings.pollInterval().multipliedBy(2);
    }

    /**
     * POSTs at a time to send {@code size} deliveries within a poll interval at the last batch's pace (its time
     * per POST, counted as if only the POSTs it started with had sent it); all of them for the first batch.
     */
    private int startingConcurrency(int size) {
        if (postNanos < 0) {
            return CONCURRENCY;
        }
        long poll = Math.max(1, settings.pollInterval().toNanos());
        long needed = (size * postNanos + poll - 1) / poll;
        return (int) Math.max(FEWEST, Math.min(CONCURRENCY, needed));
    }

    /** Counts a recorded batch in the metrics; logs its failures. */
    private void report(DeliveryLedger.Outcomes done) {
        metrics.delivered(endpoint.name(), done.acknowledged().size());
        done.failures().forEach((delivery, failure) -> metrics.failed(endpoint.name(), failure.reason()));
        if (!done.failures().isEmpty()) {
            LOG.warn("{}: {} of {} deliveries failed ({}); they are retried with backoff", endpoint,
                    done.failures().size(), done.failures().size() + done.acknowledged().size(),
                    done.failures().values().iterator().next().reason());
        }
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
