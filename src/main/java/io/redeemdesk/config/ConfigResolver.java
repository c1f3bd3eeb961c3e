package io.redeemdesk.config;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Applies the precedence (built-in defaults &lt; installed file &lt; user file &lt; environment &lt; command
 * line) and checks every value of every layer, not just the winners: a wrong line in a file is reported even
 * while something higher hides it. All problems are reported at once.
 */
public final class ConfigResolver {
    private final KeyCatalogue catalogue;

    public ConfigResolver(KeyCatalogue catalogue) {
        this.catalogue = catalogue;
    }

    /** @param layers the sources above the defaults, lowest precedence first */
    public ResolvedConfig resolve(List<List<ConfigValue>> layers) {
        List<String> problems = new ArrayList<>();
        Map<String, Object> values = new HashMap<>();
        Map<String, ConfigValue> winners = new HashMap<>();
        Map<String, ConfigSource> sources = new LinkedHashMap<>();
        for (ConfigKey<?> key : catalogue.keys()) {
            if (key.defaultValue() != null) {
                values.put(key.name(), key.rule().parse(key.defaultValue()));
            }
        }
        for (List<ConfigValue> layer : layers) {
            for (ConfigValue value : layer) {
                Optional<ConfigKey<?>> key = catalogue.find(value.key());
                if (key.isEmpty()) {
                    problems.add("unknown key " + value.key() + " (from " + value.source()
                            + "); allowed: the keys documented in " + catalogue.fileName());
                    continue;
                }
                try {
                    values.put(value.key(), parse(key.get(), value.raw()));
                    winners.put(value.key(), value);
                    sources.putIfAbsent(value.source().description(), value.source());
                } catch (IllegalArgumentException e) {
                    problems.add(ConfigException.describe(value, key.get().rule().allowed()));
                }
            }
        }
        if (!problems.isEmpty()) {
            throw new ConfigException(problems);
        }
        ResolvedConfig resolved = new ResolvedConfig(values, winners, new ArrayList<>(sources.values()));
        for (Function<ResolvedConfig, Optional<String>> check : catalogue.checks()) {
            check.apply(resolved).ifPresent(problems::add);
        }
        if (!problems.isEmpty()) {
            throw new ConfigException(problems);
        }
        return resolved;
    }

    private static Object parse(ConfigKey<?> key, String raw) {
        if (raw.isBlank() && key.defaultValue() == null) {
            return null;
        }
        return key.rule().parse(raw);
    }
}
