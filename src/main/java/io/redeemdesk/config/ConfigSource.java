package io.redeemdesk.config;

/**
 * Where one configuration value came from: its precedence layer and the exact place in it. {@link #description()}
 * is the English an error message uses ("user file /home/…/redeemdesk.properties"); the About dialog says the
 * layer in the screen's language and shows the place as it is.
 *
 * @param layer which precedence layer: default, installed file, user file, environment, command line
 * @param place the exact place: a file path, a variable name, a flag; empty for the built-in defaults
 */
public record ConfigSource(Layer layer, String place) {

    /** The precedence layers, lowest first, with the English words that name a place in them. */
    public enum Layer {
        DEFAULT("built-in default"), INSTALLED_FILE("installed file"), USER_FILE("user file"),
        ENVIRONMENT("environment variable"), COMMAND_LINE("command-line option");

        private final String words;

        Layer(String words) {
            this.words = words;
        }
    }

    public static final ConfigSource BUILT_IN = new ConfigSource(Layer.DEFAULT, "");

    /** In English: "built-in default", "installed file /etc/…", "environment variable REDEEMDESK_…", … */
    public String description() {
        return place.isEmpty() ? layer.words : layer.words + " " + place;
    }

    @Override
    public String toString() {
        return description();
    }
}
