package io.redeemdesk.client.config;

import io.redeemdesk.config.ConfigSource;

import java.util.List;

/**
 * What the About dialog shows a support person: which build runs and which configuration sources it read.
 *
 * @param sources the active configuration sources, lowest precedence first
 */
public record AboutInfo(String version, String commit, String buildTime, String mode, List<ConfigSource> sources) {
    public AboutInfo {
        sources = List.copyOf(sources);
    }
}
