package io.redeemdesk.acceptance;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The product jar carries no benchmark: {@code target/redeemdesk.jar} holds no {@code io/redeemdesk/bench} class,
 * they are all in {@code target/bench-lib/redeemdesk-bench.jar}, and the product jar without its checkout's
 * {@code bench-lib} (as an installed app runs it) answers {@code bench} with one sentence and exit status 69.
 */
class ProductJarTest {
    private static final String BENCH = "io/redeemdesk/bench/";

    @TempDir
    Path alone;

    @Test
    void theBenchClassesAreInTheBenchJarOnly() throws IOException {
        assertThat(entries(Jar.JAR)).isNotEmpty().noneMatch(name -> name.startsWith(BENCH));
        assertThat(entries(Jar.JAR.resolveSibling("bench-lib/redeemdesk-bench.jar")))
                .contains(BENCH + "cli/BenchCommand.class").allMatch(name -> name.startsWith(BENCH)
                        || name.startsWith("META-INF/") || !name.endsWith(".class"));
    }

    @Test
    void withoutTheBenchJarBenchSaysWhereBenchmarksRun() throws Exception {
        Files.copy(Jar.JAR, alone.resolve("redeemdesk.jar"));
        Files.createSymbolicLink(alone.resolve("lib"), Jar.JAR.resolveSibling("lib"));
        Process bench = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-jar", alone.resolve("redeemdesk.jar").toString(), "bench", "server",
                "--nodes", "1").redirectErrorStream(true).start();
        String said = new String(bench.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(bench.waitFor(60, TimeUnit.SECONDS)).isTrue();

        assertThat(bench.exitValue()).as(said).isEqualTo(69);
        assertThat(said.strip()).isEqualTo("Benchmarks run from a source checkout (java -jar target/redeemdesk.jar "
                + "bench …), not from an installed app.");
    }

    private static List<String> entries(Path jar) throws IOException {
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            return zip.stream().map(ZipEntry::getName).toList();
        }
    }
}
