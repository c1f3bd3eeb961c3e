package io.redeemdesk.server.events;

import java.time.Duration;
import java.util.List;

/**
 * How this node relays events.
 *
 * @param endpoints    where events go; none: nothing is sent, events are only kept for the retention
 * @param retryBase    the first retry's backoff ceiling; it doubles per attempt up to {@code retryMax}
 * @param retryMax     the largest backoff ceiling ({@code events.retry.max})
 * @param deadAfter    a delivery failing for this long is marked dead ({@code events.dead.after})
 * @param timeout      how long one POST may take ({@code events.webhook.timeout})
 * @param pollInterval how often an idle relay looks for new events
 */
public record EventSettings(List<WebhookEndpoint> endpoints, Duration retryBase, Duration retryMax,
                            Duration deadAfter, Duration timeout, Duration pollInterval) {

    public static final Duration DEFAULT_RETRY_BASE = Duration.ofSeconds(1);
    public static final Duration DEFAULT_RETRY_MAX = Duration.ofHours(1);
    public static final Duration DEFAULT_DEAD_AFTER = Duration.ofHours(72);
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(10);
    public static final Duration DEFAULT_POLL_INTERVAL = Duration.ofMillis(100);
    /** No endpoint: events are staged and pruned, never sent. */
    public static final EventSettings NONE = new EventSettings(List.of(), DEFAULT_RETRY_BASE, DEFAULT_RETRY_MAX,
            DEFAULT_DEAD_AFTER, DEFAULT_TIMEOUT, DEFAULT_POLL_INTERVAL);

    public EventSettings {
        endpoints = List.copyOf(endpoints);
    }

    public EventSettings withEndpoints(List<WebhookEndpoint> newEndpoints) {
        return new EventSettings(newEndpoints, retryBase, retryMax, deadAfter, timeout, pollInterval);
    }

    public EventSettings withRetry(Duration newBase, Duration newMax, Duration newDeadAfter) {
        return new EventSettings(endpoints, newBase, newMax, newDeadAfter, timeout, pollInterval);
    }

    public EventSettings withTimeout(Duration newTimeout) {
        return new EventSettings(endpoints, retryBase, retryMax, deadAfter, newTimeout, pollInterval);
    }

    /**
     * How long a claimed batch stays with the node that claimed it: long enough to send it (the wait before all
     * its POSTs go at once, then every round of them may take the whole timeout), short enough that a killed node's
     * batch is soon sent by another.
     */
    public Duration lease() {
        return timeout.multipliedBy(EndpointRelay.SEND_ROUNDS).plus(EndpointRelay.widenAfter(this)).plusSeconds(2);
    }
}
