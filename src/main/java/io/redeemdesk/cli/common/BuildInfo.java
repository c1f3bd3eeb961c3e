package io.redeemdesk.cli.common;

import io.redeemdesk.protocol.BuildVersion;

import java.util.Properties;

/** Version ({@link BuildVersion}), git commit and build time, filtered into {@code build.properties} by the build. */
public record BuildInfo(String version, String commit, String buildTime) {

    public static BuildInfo load() {
        Properties props = properties();
        return new BuildInfo(BuildVersion.version(), props.getProperty("commit", "unknown"),
                props.getProperty("buildTime", "unknown"));
    }

    /** Everything the build filtered into {@code build.properties}; empty when run from unfiltered sources. */
    public static Properties properties() {
        return BuildVersion.properties();
    }

    @Override
    public String toString() {
        return "RedeemDesk " + version + " (commit " + commit + ", built " + buildTime + ")";
    }
}
