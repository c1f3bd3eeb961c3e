package io.redeemdesk.server.events;

import io.redeemdesk.server.db.ServerDatabase;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * This node's relay of staged events: one thread per endpoint fans new events out and delivers (see
 * {@link EndpointRelay}), one prunes old events every minute. With no endpoint only the pruning runs.
 * Several nodes may relay from one PostgreSQL at once; each delivery is claimed by one node at a time.
 */
public final class EventRelay implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(EventRelay.class);
    private static final Duration PRUNE_INTERVAL = Duration.ofMinutes(1);

    private final EventSettings settings;
    private final Duration retention;
    private final Clock clock;
    private final EventMetrics metrics;
    private final DeliveryLedger ledger;
    private final EventPruner pruner;
    private final ScheduledExecutorService threads;
    private final List<WebhookSender> senders = new ArrayList<>();

    /**
     * @param retention how long delivered events are kept: the idempotency key retention
     */
    public EventRelay(ServerDatabase database, EventSettings settings, Duration retention, Clock clock,
                      EventMetrics metrics) {
        this.settings = settings;
        this.retention = retention;
        this.clock = clock;
        this.metrics = metrics;
        this.ledger = new DeliveryLedger(database);
        this.pruner = new EventPruner(database);
        this.threads = Executors.newScheduledThreadPool(1 + settings.endpoints().size(), r -> {
            Thread thread = new Thread(r, "event-relay");
            thread.setDaemon(true);
            return thread;
        });
    }

    /** Starts the threads; returns this relay. */
    public EventRelay start() {
        long poll = settings.pollInterval().toMillis();
        threads.scheduleWithFixedDelay(this::prune, 0, PRUNE_INTERVAL.toMillis(), TimeUnit.MILLISECONDS);
        String owner = UUID.randomUUID().toString();
        WebhookSender sender = new WebhookSender(settings.timeout(),
                EndpointRelay.CONCURRENCY * Math.max(1, settings.endpoints().size()), clock);
        senders.add(sender);
        SecureRandom random = new SecureRandom();
        Backoff backoff = new Backoff(settings.retryBase(), settings.retryMax(),
                bound -> bound <= 0 ? 0 : random.nextLong(bound + 1));
        List<String> names = new ArrayList<>();
        for (WebhookEndpoint endpoint : settings.endpoints()) {
            EndpointRelay relay = new EndpointRelay(endpoint, ledger, sender, backoff, metrics, settings, clock,
                    owner);
            threads.scheduleWithFixedDelay(() -> drain(relay, endpoint), poll, poll, TimeUnit.MILLISECONDS);
            names.add(endpoint.toString());
        }
        if (names.isEmpty()) {
            LOG.info("events: no webhook configured; staged events are kept for {} and not sent", retention);
        } else {
            LOG.info("events: relaying to {}", String.join(", ", names));
        }
        return this;
    }

    private void prune() {
        try {
            int pruned = pruner.prune(clock.millis() - retention.toMillis(), !settings.endpoints().isEmpty());
            if (pruned > 0) {
                LOG.info("events: pruned {} events older than {}", pruned, retention);
            }
        } catch (Exception e) {
            LOG.error("events: pruning failed; the next round retries", e);
        }
    }

    private static void drain(EndpointRelay relay, WebhookEndpoint endpoint) {
        try {
            relay.drain();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            LOG.error("events: relaying to {} failed; the next round retries", endpoint, e);
        }
    }

    @Override
    public void close() {
        threads.shutdownNow();
        try {
            threads.awaitTermination(settings.timeout().toMillis() + 1000, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        senders.forEach(WebhookSender::close);
    }
}
