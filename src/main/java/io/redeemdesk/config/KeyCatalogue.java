package io.redeemdesk.config;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Every key one program reads (the cashier app or the service), the checks that span several keys, and the
 * installed file that documents them.
 */
public record KeyCatalogue(String fileName, List<ConfigKey<?>> keys, List<Function<ResolvedConfig, Optional<String>>> checks) {

    /** The key {@code name}, or the family it belongs to ({@code events.webhook.erp.url}). */
    public Optional<ConfigKey<?>> find(String name) {
        Optional<ConfigKey<?>> exact = keys.stream().filter(k -> !k.isFamily() && k.name().equals(name)).findFirst();
        return exact.isPresent() ? exact : keys.stream().filter(k -> k.nameIn(name).isPresent()).findFirst();
    }
}
