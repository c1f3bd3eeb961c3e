package io.redeemdesk.installer;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The {@code .deb}'s control file ({@code installer/linux/resources/control}, jpackage's template with our line
 * added): it recommends {@code fonts-noto-cjk}, so {@code apt install ./redeemdesk_….deb} brings a CJK font with a
 * bold face (Chinese headlines bold), and it keeps every field jpackage fills in. When a {@code .deb} was built
 * ({@code target/installer/*.deb}) and {@code dpkg-deb} is here, the built package says so too.
 */
class DebControlTest {
    private static final Path CONTROL = Path.of("installer/linux/resources/control");

    @Test
    void theDebRecommendsTheCjkFontsAndKeepsJpackagesFields() throws Exception {
        List<String> lines = Files.readAllLines(CONTROL);

        assertThat(lines).contains("Recommends: fonts-noto-cjk")
                .contains("Package: APPLICATION_PACKAGE", "Version: APPLICATION_VERSION-APPLICATION_RELEASE",
                        "Depends: PACKAGE_DEFAULT_DEPENDENCIES PACKAGE_CUSTOM_DEPENDENCIES",
                        "Architecture: APPLICATION_ARCH", "Installed-Size: APPLICATION_INSTALLED_SIZE",
                        "Description: APPLICATION_DESCRIPTION", "Maintainer: APPLICATION_MAINTAINER");
        for (Path deb : builtDebs()) {
            Process p = new ProcessBuilder("dpkg-deb", "--field", deb.toString(), "Recommends")
                    .redirectErrorStream(true).start();
            assertThat(new String(p.getInputStream().readAllBytes()).strip()).as(deb.toString())
                    .isEqualTo("fonts-noto-cjk");
        }
    }

    private static List<Path> builtDebs() throws IOException {
        Path dir = Path.of("target/installer");
        boolean dpkg = Files.isExecutable(Path.of("/usr/bin/dpkg-deb"));
        if (!dpkg || !Files.isDirectory(dir)) {
            return List.of();
        }
        try (var files = Files.list(dir)) {
            return files.filter(f -> f.toString().endsWith(".deb")).toList();
        }
    }
}
