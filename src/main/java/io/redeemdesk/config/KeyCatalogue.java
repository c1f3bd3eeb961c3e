package io.redeemdesk.config;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Every key one program reads (the cashier app or the service), the checks that span several keys, and the
 * installed file that documents them.
 */
public record KeyCatalogue(String fileName, List<ConfigKey<?>> keys, List<Function<ResolvedConfig, Optional<String>>> checks) {

    public Optional<ConfigKey<?>> find(String name) {
        return keys.stream().filter(k -> k.name().equals(name)).findFirst();
    }
}
