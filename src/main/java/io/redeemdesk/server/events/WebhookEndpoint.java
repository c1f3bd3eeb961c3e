package io.redeemdesk.server.events;

import java.net.URI;
import java.util.List;

/**
 * One receiver of events: its name (the metrics label and the key in {@code event_deliveries}), its URL and its
 * secrets, the current one first; while a secret is being rotated the previous one follows and every delivery
 * carries a signature with each. {@link #toString()} never shows a secret.
 */
public record WebhookEndpoint(String name, URI url, List<String> secrets) {
    /** The endpoint configured with {@code events.webhook.url}. */
    public static final String DEFAULT_NAME = "default";

    public WebhookEndpoint {
        secrets = List.copyOf(secrets);
        if (secrets.isEmpty()) {
            throw new IllegalArgumentException("webhook endpoint " + name + " needs a secret");
        }
    }

    @Override
    public String toString() {
        return "webhook " + name + " " + url;
    }
}
