package io.redeemdesk.config;

import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The checks across the webhook keys: every endpoint with a URL has a secret to sign with, no secret is left
 * without its URL, and no named endpoint takes the name of the unnamed one. Secrets are never repeated.
 */
final class WebhookChecks {
    private static final String DEFAULT_NAME = "default";

    private WebhookChecks() {
    }

    static Optional<String> defaultEndpoint(ResolvedConfig config) {
        return problem("events.webhook", !config.get(ServerKeys.WEBHOOK_URL).isEmpty(),
                config.get(ServerKeys.WEBHOOK_SECRET) != null, config.get(ServerKeys.WEBHOOK_PREVIOUS_SECRET) != null);
    }

    static Optional<String> namedEndpoints(ResolvedConfig config) {
        Set<String> names = new TreeSet<>(config.named(ServerKeys.NAMED_WEBHOOK_URL).keySet());
        names.addAll(config.named(ServerKeys.NAMED_WEBHOOK_SECRET).keySet());
        names.addAll(config.named(ServerKeys.NAMED_WEBHOOK_PREVIOUS_SECRET).keySet());
        for (String name : names) {
            if (DEFAULT_NAME.equals(name)) {
                return Optional.of("events.webhook.default.* is not allowed: the name 'default' belongs to "
                        + "events.webhook.url; pick another name for this endpoint");
            }
            String url = config.get(ServerKeys.NAMED_WEBHOOK_URL, name);
            Optional<String> problem = problem("events.webhook." + name, url != null && !url.isEmpty(),
                    config.get(ServerKeys.NAMED_WEBHOOK_SECRET, name) != null,
                    config.get(ServerKeys.NAMED_WEBHOOK_PREVIOUS_SECRET, name) != null);
            if (problem.isPresent()) {
                return problem;
            }
        }
        return Optional.empty();
    }

    private static Optional<String> problem(String prefix, boolean url, boolean secret, boolean previous) {
        if (url && !secret) {
            return Optional.of(prefix + ".url is set but " + prefix + ".secret is not: every webhook needs a secret "
                    + "to sign its events with (16 to 256 characters without spaces)");
        }
        if (!url && (secret || previous)) {
            return Optional.of((secret ? prefix + ".secret" : prefix + ".secret.previous") + " is set but " + prefix
                    + ".url is not: set the receiver's URL too, or remove the secret");
        }
        if (previous && !secret) {
            return Optional.of(prefix + ".secret.previous is set but " + prefix + ".secret is not: during a "
                    + "rotation the new secret goes in " + prefix + ".secret and the old one in .secret.previous");
        }
        return Optional.empty();
    }
}
