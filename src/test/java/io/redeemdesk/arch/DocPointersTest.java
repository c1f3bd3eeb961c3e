package io.redeemdesk.arch;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every pointer in the sources' comments, {@code pom.xml}, {@code README.md} and {@code docs/*.md} leads somewhere:
 * the files, headings and classes they name exist ({@link DocPointers}); and the package table of
 * {@code docs/architecture.md} names every package.
 */
class DocPointersTest {
    private static final Path ROOT = Path.of("");
    /** The checker's own test, whose pointers lead nowhere on purpose. */
    private static final String MADE_UP = "DocPointersCheckerTest.java";
    /**
     * Classes the pages name that are not the project's: the JDK's, Jackson's, JavaCV's, and a measuring class
     * benchmarks.md says was not committed.
     */
    static final Set<String> OUTSIDE_TYPES = Set.of("UnsatisfiedLinkError", "HttpClient", "TextNode", "BooleanNode",
            "LongNode", "ObjectMapper", "SecureRandom", "FFmpegFrameGrabber", "BeforeFullDiskMeasure");

    @Test
    void everyPointerLeadsSomewhere() throws IOException {
        DocPointers pointers = new DocPointers(ROOT.toAbsolutePath(), DocPointers.javaTypesUnder(Path.of("src")),
                OUTSIDE_TYPES);
        List<String> files;
        try (Stream<Path> java = Files.walk(Path.of("src")); Stream<Path> docs = Files.list(Path.of("docs"))) {
            files = Stream.concat(Stream.concat(java.filter(p -> p.toString().endsWith(".java"))
                                            .filter(p -> !p.endsWith(MADE_UP)),
                                    docs.filter(p -> p.toString().endsWith(".md"))),
                            Stream.of(Path.of("pom.xml"), Path.of("README.md"), Path.of("installer/README.md")))
                    .map(Path::toString).sorted().toList();
        }
        assertThat(files).hasSizeGreaterThan(100);

        assertThat(files.stream().flatMap(f -> pointers.check(f).stream()).map(DocPointers.Problem::toString))
                .isEmpty();
    }

    @Test
    void thePackageTableNamesEveryPackage() throws IOException {
        String architecture = Files.readString(Path.of("docs/architecture.md"));
        List<String> packages;
        try (Stream<Path> main = Files.walk(Path.of("src/main/java/io/redeemdesk"));
             Stream<Path> bench = Files.walk(Path.of("src/bench/java/io/redeemdesk"))) {
            packages = Stream.concat(main, bench).filter(p -> p.toString().endsWith(".java"))
                    .filter(p -> !p.endsWith("package-info.java")).map(p -> p.getParent().toString())
                    .map(dir -> dir.substring(dir.indexOf("io/redeemdesk/") + "io/redeemdesk/".length()))
                    .map(dir -> dir.replace('/', '.')).distinct().sorted().toList();
        }
        assertThat(packages).contains("cli", "client.redeem", "bench.raw");

        assertThat(packages).allSatisfy(p -> assertThat(architecture).as("docs/architecture.md names " + p)
                .contains("`" + p + "`"));
    }
}
