package io.redeemdesk.cli;

import io.redeemdesk.cli.common.BuildInfo;
import picocli.CommandLine;

/** Feeds {@code --version} from the build information. */
final class VersionProvider implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
        BuildInfo info = BuildInfo.load();
        return new String[] {"RedeemDesk " + info.version(), "commit " + info.commit(), "built " + info.buildTime()};
    }
}
