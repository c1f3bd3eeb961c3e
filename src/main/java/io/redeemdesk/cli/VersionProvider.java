package io.redeemdesk.cli;

import picocli.CommandLine;

/** Feeds {@code --version} from the build information. */
public final class VersionProvider implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
        BuildInfo info = BuildInfo.load();
        return new String[] {"RedeemDesk " + info.version(), "commit " + info.commit(), "built " + info.buildTime()};
    }
}
