package io.redeemdesk.arch;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every package of {@code src/main/java} and of the benchmarks' {@code src/bench/java} has a {@code package-info.java} whose Javadoc says, in two lines at
 * least, what lives there and what it may not import.
 */
class PackageInfoTest {
    @ParameterizedTest
    @CsvSource({"src/main/java, 10", "src/bench/java, 5"})
    void everyPackageSaysWhatLivesThereAndWhatItMayNotImport(Path root, int atLeast) throws IOException {
        List<Path> packages;
        try (Stream<Path> dirs = Files.walk(root)) {
            packages = dirs.filter(Files::isDirectory).filter(PackageInfoTest::holdsClasses).toList();
        }
        assertThat(packages).as("packages under " + root.toAbsolutePath()).hasSizeGreaterThan(atLeast);
        assertThat(packages).allSatisfy(dir -> {
            Path info = dir.resolve("package-info.java");
            assertThat(info).as(root.relativize(dir) + " has no package-info.java").exists();
            String text = Files.readString(info, StandardCharsets.UTF_8);
            long lines = text.lines().filter(l -> l.strip().startsWith("* ") && l.strip().length() > 10).count();
            assertThat(lines).as(info + ": what lives there, and what it may not import").isGreaterThanOrEqualTo(2);
            assertThat(text).as(info + " names what the package may not import").containsIgnoringCase("import");
        });
    }

    private static boolean holdsClasses(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            return files.anyMatch(f -> f.toString().endsWith(".java") && !f.endsWith("package-info.java"));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
