package io.redeemdesk.cli;

import io.redeemdesk.cli.common.BuildInfo;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * The installed cashier launcher's JVM options: the pom's {@code launcher.java.options}, which the build hands
 * to jpackage and filters into {@code build.properties}, so {@code bench startup} starts the app exactly as the
 * launcher does, and an installed till can start it again naming the user's class data archive. jpackage's {@code $APPDIR} is the folder holding {@code redeemdesk.jar}; here it is the folder
 * of the running jar ({@code target/} in a checkout).
 */
public final class LauncherJavaOptions {
    static final String KEY = "launcherJavaOptions";

    private LauncherJavaOptions() {
    }

    public static List<String> forThisJar() {
        return resolve(BuildInfo.properties().getProperty(KEY, ""), appDir());
    }

    static List<String> resolve(String options, Path appDir) {
        String dir = appDir.toAbsolutePath().toString();
        return Arrays.stream(options.trim().split("\\s+")).filter(o -> !o.isEmpty())
                .map(o -> o.replace("$APPDIR", dir)).toList();
    }

    private static Path appDir() {
        try {
            return Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI()).getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException("cannot locate redeemdesk.jar: " + e.getMessage(), e);
        }
    }
}
