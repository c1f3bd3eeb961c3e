package io.redeemdesk.config;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TreeSet;

/** Reads the layers above the built-in defaults: properties files, {@code REDEEMDESK_*} variables, flags. */
public final class ConfigLayers {
    private ConfigLayers() {
    }

    /** A properties file, or no values when it is null or does not exist and is not {@code required}. */
    public static List<ConfigValue> file(Path file, ConfigSource.Layer layer, boolean required) {
        if (file == null) {
            return List.of();
        }
        if (!Files.exists(file)) {
            if (required) {
                throw new ConfigException(List.of("the configuration file " + file
                        + " does not exist; give an existing file or leave the option out"));
            }
            return List.of();
        }
        Properties props = new Properties();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            props.load(in);
        } catch (IOException | IllegalArgumentException e) {
            throw new ConfigException(List.of("cannot read the configuration file " + file + ": " + e.getMessage()
                    + "; it must be a readable UTF-8 properties file (key = value lines)"));
        }
        ConfigSource source = new ConfigSource(layer, file.toString());
        List<ConfigValue> values = new ArrayList<>();
        for (String key : new TreeSet<>(props.stringPropertyNames())) {
            values.add(new ConfigValue(key, props.getProperty(key), source));
        }
        return values;
    }

    /**
     * The {@code REDEEMDESK_*} variables that name a key of {@code catalogue}, and those that name a key of neither
     * the till's nor the service's file (a typo), as the unknown key they spell, which the resolver refuses as it
     * refuses an unknown key in a file. A key of the other program's file is left to that program.
     */
    public static List<ConfigValue> environment(Map<String, String> env, KeyCatalogue catalogue) {
        List<ConfigValue> values = new ArrayList<>(unknownVariables(env));
        for (ConfigKey<?> key : catalogue.keys()) {
            if (key.isFamily()) {
                env.forEach((variable, raw) -> key.keyOfVariable(variable).ifPresent(name -> values.add(
                        new ConfigValue(name, raw, new ConfigSource(ConfigSource.Layer.ENVIRONMENT, variable)))));
                continue;
            }
            String raw = env.get(key.envName());
            if (raw != null) {
                values.add(new ConfigValue(key.name(), raw, new ConfigSource(ConfigSource.Layer.ENVIRONMENT,
                        key.envName())));
            }
        }
        return values;
    }

    private static List<ConfigValue> unknownVariables(Map<String, String> env) {
        List<ConfigValue> unknown = new ArrayList<>();
        for (String variable : new TreeSet<>(env.keySet())) {
            if (variable.startsWith(ConfigKey.ENV_PREFIX) && !known(variable)) {
                String key = variable.substring(ConfigKey.ENV_PREFIX.length()).toLowerCase(Locale.ROOT)
                        .replace('_', '.');
                unknown.add(new ConfigValue(key, env.get(variable),
                        new ConfigSource(ConfigSource.Layer.ENVIRONMENT, variable)));
            }
        }
        return unknown;
    }

    private static boolean known(String variable) {
        for (KeyCatalogue catalogue : List.of(ServerKeys.CATALOGUE, CashierKeys.CATALOGUE)) {
            for (ConfigKey<?> key : catalogue.keys()) {
                if (key.isFamily() ? key.keyOfVariable(variable).isPresent() : key.envName().equals(variable)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** One command-line flag's value for {@code key}; nothing when the flag was not given. */
    public static List<ConfigValue> flag(String key, String flag, Object value) {
        if (value == null) {
            return List.of();
        }
        return List.of(new ConfigValue(key, value.toString(), new ConfigSource(ConfigSource.Layer.COMMAND_LINE, flag)));
    }

    /** {@code --set key=value} pairs. */
    public static List<ConfigValue> sets(Map<String, String> pairs) {
        List<ConfigValue> values = new ArrayList<>();
        pairs.forEach((key, raw) -> values.add(new ConfigValue(key, raw,
                new ConfigSource(ConfigSource.Layer.COMMAND_LINE, "--set " + key))));
        return values;
    }
}
