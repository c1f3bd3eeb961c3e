package io.redeemdesk.config;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Real JVMs started with the launcher's {@code -XX:SharedArchiveFile} option: a damaged archive never stops a
 * start, the run that could not map it writes a good one at exit, and the next start maps that one; where the
 * archive's folder cannot be written (an installed package) it is written to the user's cache folder.
 */
class ClassDataArchiveTest {
    @TempDir
    Path dir;
    private String classPath;

    @BeforeEach
    void packClassPath() throws IOException {
        classPath = jarClassPath();
    }

    private record Run(int exit, String out) {
    }

    /** Class data sharing takes jars only: the compiled classes folders are packed into jars first. */
    private String jarClassPath() throws IOException {
        List<String> entries = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            Path path = Path.of(entry);
            if (Files.isDirectory(path)) {
                Path jar = dir.resolve("cp" + entries.size() + ".jar");
                pack(path, jar);
                entries.add(jar.toString());
            } else if (Files.isRegularFile(path)) {
                entries.add(entry);
            }
        }
        return String.join(File.pathSeparator, entries);
    }

    private static void pack(Path folder, Path jar) throws IOException {
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar));
             Stream<Path> files = Files.walk(folder)) {
            for (Path file : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
                out.putNextEntry(new JarEntry(folder.relativize(file).toString().replace(File.separatorChar, '/')));
                Files.copy(file, out);
                out.closeEntry();
            }
        }
    }

    private Run start(Path archive) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path workDir = Files.createDirectories(dir.resolve("work"));
        ProcessBuilder builder = new ProcessBuilder(java, "-XX:SharedArchiveFile=" + archive, "-Xlog:cds*=off",
                "-XX:+UseSerialGC", "-cp", classPath, ClassDataArchiveProbe.class.getName())
                .directory(workDir.toFile()).redirectErrorStream(true);
        builder.environment().put("XDG_CACHE_HOME", dir.resolve("cache").toString());
        Process p = builder.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).as(out).isTrue();
        return new Run(p.exitValue(), out);
    }

    @Test
    void aDamagedArchiveIsReplacedAtExitAndMappedByTheNextStart() throws Exception {
        Path archive = Files.createDirectories(dir.resolve("app")).resolve("app.jsa");
        Files.writeString(archive, "not an archive");

        Run first = start(archive);

        assertThat(first.exit()).as(first.out()).isZero();
        assertThat(first.out()).contains("unmapped " + archive, "class data archive " + archive + " written");
        assertThat(Files.size(archive)).isGreaterThan(1_000_000);
        try (Stream<Path> files = Files.list(archive.getParent())) {
            assertThat(files.map(f -> f.getFileName().toString()).toList()).isEqualTo(List.of("app.jsa"));
        }
        try (Stream<Path> files = Files.list(dir.resolve("work"))) {
            assertThat(files.toList()).as("the dump's output files are tidied away").isEmpty();
        }

        Run second = start(archive);

        assertThat(second.exit()).as(second.out()).isZero();
        assertThat(second.out()).startsWith("mapped").doesNotContain("written");
    }

    @Test
    void anArchiveWhoseFolderCannotBeWrittenIsWrittenToTheUsersCacheAndMappedFromThere() throws Exception {
        Path archive = dir.resolve("no-such-folder").resolve("app.jsa");
        Path cached = dir.resolve("cache/redeemdesk/app.jsa");

        Run run = start(archive);

        assertThat(run.exit()).as(run.out()).isZero();
        assertThat(run.out()).contains("unmapped " + archive, "the user's copy " + cached + " is used instead",
                "class data archive " + cached + " written");
        assertThat(archive.getParent()).doesNotExist();
        assertThat(Files.size(cached)).isGreaterThan(1_000_000);

        Run fromCache = start(cached);

        assertThat(fromCache.out()).startsWith("mapped");
    }

    @Test
    void theUsersCacheFolderFollowsEachSystemsConvention() {
        assertThat(ClassDataArchive.userCacheFolder("Linux", Map.of(), "/home/ana"))
                .isEqualTo(Path.of("/home/ana/.cache/redeemdesk"));
        assertThat(ClassDataArchive.userCacheFolder("Linux", Map.of("XDG_CACHE_HOME", "/var/c"), "/h"))
                .isEqualTo(Path.of("/var/c/redeemdesk"));
        assertThat(ClassDataArchive.userCacheFolder("Linux", Map.of("XDG_CACHE_HOME", "rel"), "/h"))
                .isEqualTo(Path.of("/h/.cache/redeemdesk"));
        assertThat(ClassDataArchive.userCacheFolder("Mac OS X", Map.of(), "/Users/ana"))
                .isEqualTo(Path.of("/Users/ana/Library/Caches/RedeemDesk"));
    }
}
