package io.redeemdesk.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** Version, git commit and build time, filtered into {@code build.properties} by the Maven build. */
public record BuildInfo(String version, String commit, String buildTime) {

    public static BuildInfo load() {
        Properties props = properties();
        return new BuildInfo(props.getProperty("version", "unknown"), props.getProperty("commit", "unknown"),
                props.getProperty("buildTime", "unknown"));
    }

    /** Everything the build filtered into {@code build.properties}; empty when run from unfiltered sources. */
    public static Properties properties() {
        Properties props = new Properties();
        try (InputStream in = BuildInfo.class.getResourceAsStream("/io/redeemdesk/build.properties")) {
            if (in != null) {
                props.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return props;
    }

    @Override
    public String toString() {
        return "RedeemDesk " + version + " (commit " + commit + ", built " + buildTime + ")";
    }
}
