package io.redeemdesk.client.desktop;

import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The JVM {@link WindowTestsOnDesktopTest} starts on the X display: runs the window test classes it is given with
 * the JUnit launcher and writes one line per test class that ran ({@code ran <class> <tests> <seconds>}) and one per
 * test that failed or could not run ({@code failed <test>: <why>}) to the report file.
 */
final class WindowTestRun {
    private WindowTestRun() {
    }

    /** @param args the report file, then the test classes' names */
    public static void main(String[] args) throws Exception {
        List<String> lines = new ArrayList<>();
        Launcher launcher = LauncherFactory.create();
        launcher.execute(LauncherDiscoveryRequestBuilder.request().selectors(Arrays.stream(args).skip(1)
                .map(DiscoverySelectors::selectClass).toList()).build(), new Report(lines));
        Files.write(Path.of(args[0]), lines, StandardCharsets.UTF_8);
        System.exit(0);
    }

    /** Counts each class's tests and keeps every test that did not pass. */
    private static final class Report implements TestExecutionListener {
        private final List<String> lines;
        private final Map<String, long[]> classes = new HashMap<>();

        Report(List<String> lines) {
            this.lines = lines;
        }

        @Override
        public void executionStarted(TestIdentifier test) {
            if (isClass(test)) {
                classes.put(test.getUniqueId(), new long[]{System.nanoTime(), 0});
            }
        }

        @Override
        public void executionFinished(TestIdentifier test, TestExecutionResult result) {
            if (test.isTest()) {
                classes.entrySet().stream().filter(c -> test.getUniqueId().startsWith(c.getKey()))
                        .forEach(c -> c.getValue()[1]++);
            }
            if (isClass(test)) {
                long[] count = classes.get(test.getUniqueId());
                lines.add(String.format(Locale.ROOT, "ran %s %d %.1f", test.getLegacyReportingName(), count[1],
                        (System.nanoTime() - count[0]) / 1e9));
            }
            if (result.getStatus() != TestExecutionResult.Status.SUCCESSFUL) {
                lines.add("failed " + test.getLegacyReportingName() + " (" + test.getDisplayName() + "): "
                        + result.getThrowable().map(WindowTestRun::trace).orElse(result.getStatus().toString()));
            }
        }

        private static boolean isClass(TestIdentifier test) {
            return test.getSource().filter(ClassSource.class::isInstance)
                    .isPresent();
        }
    }

    private static String trace(Throwable failure) {
        StringWriter out = new StringWriter();
        failure.printStackTrace(new PrintWriter(out));
        return out.toString().lines().limit(12).reduce((a, b) -> a + " | " + b).orElse("");
    }
}
