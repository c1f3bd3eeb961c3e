package io.redeemdesk.protocol;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * The one source of the built version: {@code io/redeemdesk/build.properties}, filtered by the Maven build
 * ({@code version=${project.version}}). Every {@code -V} and {@code GET /v1/info} read it here.
 */
public final class BuildVersion {
    /** What is said when the resource was not filtered (run from sources without the build). */
    public static final String UNKNOWN = "unknown";
    private static final String RESOURCE = "/io/redeemdesk/build.properties";

    private BuildVersion() {
    }

    /** Everything the build filtered into the resource; empty when it is missing. */
    public static Properties properties() {
        Properties props = new Properties();
        try (InputStream in = BuildVersion.class.getResourceAsStream(RESOURCE)) {
            if (in != null) {
                props.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return props;
    }

    /** The built version, such as {@code 0.1.0-SNAPSHOT}; {@value #UNKNOWN} without the filtered resource. */
    public static String version() {
        String version = properties().getProperty("version", UNKNOWN);
        return version.startsWith("${") ? UNKNOWN : version;
    }
}
