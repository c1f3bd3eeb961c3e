package io.redeemdesk.config;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/** The checked configuration: each key's value and the source it won from. */
public final class ResolvedConfig {
    private final Map<String, Object> values;
    private final Map<String, ConfigValue> winners;
    private final List<ConfigSource> sources;

    ResolvedConfig(Map<String, Object> values, Map<String, ConfigValue> winners, List<ConfigSource> sources) {
        this.values = values;
        this.winners = winners;
        this.sources = List.copyOf(sources);
    }

    /** The value, or null when the key is unset (no default and no source gave it). */
    @SuppressWarnings("unchecked")
    public <T> T get(ConfigKey<T> key) {
        return (T) values.get(key.name());
    }

    /** For a family of keys, each picked name's value, by name in alphabetical order. */
    @SuppressWarnings("unchecked")
    public <T> SortedMap<String, T> named(ConfigKey<T> family) {
        SortedMap<String, T> named = new TreeMap<>();
        values.forEach((key, value) -> family.nameIn(key).ifPresent(name -> {
            if (value != null) {
                named.put(name, (T) value);
            }
        }));
        return named;
    }

    /** The value of {@code family}'s key for {@code name}, or null. */
    @SuppressWarnings("unchecked")
    public <T> T get(ConfigKey<T> family, String name) {
        return (T) values.get(family.name().replace(ConfigKey.NAME_SLOT, name));
    }

    /** The value that won for {@code key}, with its text and source. */
    public ConfigValue winner(ConfigKey<?> key) {
        return winners.get(key.name());
    }

    public ConfigSource sourceOf(ConfigKey<?> key) {
        ConfigValue winner = winners.get(key.name());
        return winner == null ? ConfigSource.BUILT_IN : winner.source();
    }

    /**
     * The built-in defaults, then every source that supplied at least one value, lowest precedence first: what the
     * About dialog lists.
     */
    public List<ConfigSource> activeSources() {
        Set<ConfigSource> active = new LinkedHashSet<>();
        active.add(ConfigSource.BUILT_IN);
        active.addAll(sources);
        return new ArrayList<>(active);
    }
}
