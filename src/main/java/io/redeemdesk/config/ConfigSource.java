package io.redeemdesk.config;

/**
 * Where one configuration value came from, in the words an error message and the About dialog use.
 *
 * @param layer       which precedence layer: default, installed file, user file, environment, command line
 * @param description the exact place: a file path, a variable name, a flag
 */
public record ConfigSource(Layer layer, String description) {

    /** The precedence layers, lowest first. */
    public enum Layer { DEFAULT, INSTALLED_FILE, USER_FILE, ENVIRONMENT, COMMAND_LINE }

    public static final ConfigSource BUILT_IN = new ConfigSource(Layer.DEFAULT, "built-in default");

    @Override
    public String toString() {
        return description;
    }
}
