package io.redeemdesk.arch;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** {@link DocPointers} on a made-up repository: what it must find, and what it must let pass. */
class DocPointersCheckerTest {
    @TempDir
    Path repo;

    private DocPointers pointers;

    @BeforeEach
    void aSmallRepository() throws IOException {
        Files.createDirectories(repo.resolve("docs"));
        Files.createDirectories(repo.resolve("src/main/java/io/x"));
        Files.writeString(repo.resolve("docs/guide.md"), "# Guide\n\n## Server (`bench server`)\n\n"
                + "**Issuing loses nothing.** Really.\n\n## Camera library: webcam-capture + native driver\n");
        Files.writeString(repo.resolve("src/main/java/io/x/RedeemEngine.java"), "class RedeemEngine {}\n");
        pointers = new DocPointers(repo, DocPointers.javaTypesUnder(repo.resolve("src")), Set.of("HttpClient"));
    }

    @Test
    void pointersThatExistPass() {
        String text = """
                /* measured: docs/guide.md#server-bench-server; see docs/guide.md, "Camera library", and
                 * docs/guide.md "Issuing loses nothing"; the engine is src/main/java/io/x/RedeemEngine.java.
                 * Built files (target/x.jar), wildcards (docs/screens/verdict-*.png) and placeholders
                 * (docs/<page>.md) are no pointers. */
                """;
        String page = "# Other\n\nThe `RedeemEngine` and `io.x.RedeemEngine.redeem()`, the JDK's `HttpClient`, [a](guide.md#guide), "
                + "[b](#other), `POST`, `UNUSED`, `Platform.exit`, `RedeemDesk.png`.\n";

        assertThat(pointers.check("src/main/java/io/x/A.java", text)).isEmpty();
        assertThat(pointers.check("docs/other.md", page)).isEmpty();
    }

    @Test
    void aMissingFileAnchorSectionOrClassIsFound() {
        String text = """
                /* see docs/gone.md, and docs/guide.md#no-such-heading, docs/guide.md, "Camera" is fine but
                 * docs/guide.md, "Cameras and more" is not; config/missing.properties */
                """;
        String page = "The `RedeemMotor` and `OutboxWriter.open`, [a](guide.md#nothing), [b](gone.md), [c](#nope).\n";

        assertThat(pointers.check("src/main/java/io/x/A.java", text)).extracting(DocPointers.Problem::pointer)
                .containsExactlyInAnyOrder("docs/gone.md", "docs/guide.md#no-such-heading",
                        "docs/guide.md, \"Cameras and more\"", "config/missing.properties");
        assertThat(pointers.check("docs/other.md", page)).extracting(DocPointers.Problem::why)
                .containsExactly("no such heading", "no such file", "no such heading",
                        "no source file RedeemMotor.java", "no source file OutboxWriter.java");
    }

    @Test
    void headingsBecomeGitHubAnchors() {
        assertThat(DocPointers.slug("Server (`bench server`)")).isEqualTo("server-bench-server");
        assertThat(DocPointers.slug("Camera library: webcam-capture + native driver, not JavaCV"))
                .isEqualTo("camera-library-webcam-capture--native-driver-not-javacv");
    }
}
