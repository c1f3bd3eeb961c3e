package io.redeemdesk.bench.cli;

import java.util.List;

/**
 * What {@code bench startup} needs of the application's root command to start the app in a new JVM as the
 * installed launcher does: the launcher's JVM options. The root command implements it, so the bench names no
 * class of the CLI (the CLI depends on the benches, never the other way round).
 */
public interface AppLaunch {
    /** The installed launcher's JVM options, resolved for the running jar. */
    List<String> launcherJavaOptions();
}
