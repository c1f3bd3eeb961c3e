package io.redeemdesk.installer;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The {@code .deb}'s maintainer scripts ({@code installer/linux/resources/postinst}, {@code prerm}, filled in the
 * way jpackage fills them) run against an empty menu tree, as on a kiosk till with X and no desktop: configure and
 * remove succeed and say the menu entry was skipped; with menu directories the entry is installed. The menu tool
 * is a stand-in that fails exactly as {@code xdg-desktop-menu} does without a writable system menu directory
 * (exit 3), and, when this machine has xdg-utils and runs as root, the real one too. When a {@code .deb} was
 * built ({@code target/installer/*.deb}), its own scripts are run as well.
 */
@EnabledOnOs(OS.LINUX)
class DebMaintainerScriptsTest {
    private static final Path RESOURCES = Path.of("installer/linux/resources");
    private static final String STAND_IN = """
            #!/bin/sh
            echo "$@" >> "$MENU_CALLS"
            for d in $(echo "${XDG_DATA_DIRS:-/usr/local/share:/usr/share}" | tr ':' ' '); do
                if [ -w "$d/applications" ] && [ -w "$d/desktop-directories" ]; then
                    [ "$1" = install ] && cp "$2" "$d/applications/"
                    [ "$1" = uninstall ] && rm -f "$d/applications/$(basename "$2")"
                    exit 0
                fi
            done
            echo "xdg-desktop-menu: No writable system menu directory found." >&2
            exit 3
            """;

    @TempDir
    Path dir;
    private Path desktopFile;

    @BeforeEach
    void desktopFile() throws IOException {
        desktopFile = dir.resolve("opt/redeemdesk/lib/redeemdesk-RedeemDesk.desktop");
        Files.createDirectories(desktopFile.getParent());
        Files.writeString(desktopFile, "[Desktop Entry]\nName=RedeemDesk\nExec=/opt/redeemdesk/bin/RedeemDesk\n"
                + "Type=Application\n");
    }

    @Test
    void configureAndRemoveSucceedWithoutMenuDirectories() throws Exception {
        Path tree = Files.createDirectories(dir.resolve("kiosk"));

        Run configure = run("postinst", "configure", tree, standIn());
        assertThat(configure.exit()).as(configure.output()).isZero();
        assertThat(configure.output()).contains("the menu entry was skipped")
                .contains("/opt/redeemdesk/bin/RedeemDesk");
        assertThat(Files.readString(dir.resolve("menu-calls"))).startsWith("install ");

        Run remove = run("prerm", "remove", tree, standIn());
        assertThat(remove.exit()).as(remove.output()).isZero();
        assertThat(remove.output()).contains("no menu entry to remove");
    }

    @Test
    void withMenuDirectoriesTheEntryIsInstalledAndRemoved() throws Exception {
        Path tree = dir.resolve("desktop");
        Files.createDirectories(tree.resolve("share/applications"));
        Files.createDirectories(tree.resolve("share/desktop-directories"));
        Files.createDirectories(tree.resolve("etc/menus"));

        Run configure = run("postinst", "configure", tree, standIn());
        assertThat(configure.exit()).as(configure.output()).isZero();
        assertThat(configure.output()).doesNotContain("skipped");
        assertThat(tree.resolve("share/applications/redeemdesk-RedeemDesk.desktop")).exists();

        assertThat(run("prerm", "remove", tree, standIn()).exit()).isZero();
        assertThat(tree.resolve("share/applications/redeemdesk-RedeemDesk.desktop")).doesNotExist();
    }

    @Test
    void theRealXdgDesktopMenuOnAnEmptyTreeDoesNotFailTheInstall() throws Exception {
        Optional<Path> real = onPath("xdg-desktop-menu");
        assumeTrue(real.isPresent() && "root".equals(System.getProperty("user.name")),
                "needs xdg-utils and root (system mode), as dpkg runs it");
        Path tree = Files.createDirectories(dir.resolve("kiosk"));

        Run configure = run("postinst", "configure", tree, real.get().getParent());
        assertThat(configure.exit()).as(configure.output()).isZero();
        assertThat(configure.output()).contains("No writable system menu directory found")
                .contains("the menu entry was skipped");
    }

    @Test
    void theBuiltPackagesOwnScriptsDoNotFailWithoutMenuDirectories() throws Exception {
        Optional<Path> deb = builtDeb();
        assumeTrue(deb.isPresent() && onPath("dpkg-deb").isPresent(), "no .deb built (-Dinstaller.native.skip)");
        Path control = dir.resolve("control");
        assertThat(new ProcessBuilder("dpkg-deb", "-e", deb.get().toString(), control.toString()).inheritIO()
                .start().waitFor()).isZero();
        Path tree = Files.createDirectories(dir.resolve("kiosk"));

        Run configure = exec(List.of("sh", control.resolve("postinst").toString(), "configure"), tree, standIn());
        assertThat(configure.exit()).as(configure.output()).isZero();
        assertThat(configure.output()).contains("the menu entry was skipped");
        Run remove = exec(List.of("sh", control.resolve("prerm").toString(), "remove"), tree, standIn());
        assertThat(remove.exit()).as(remove.output()).isZero();
    }

    /** The script as jpackage writes it into the package, run with {@code argument}. */
    private Run run(String script, String argument, Path tree, Path menuTools) throws Exception {
        String text = Files.readString(RESOURCES.resolve(script), StandardCharsets.UTF_8)
                .replace("APPLICATION_PACKAGE", "redeemdesk")
                .replace("UTILITY_SCRIPTS", "")
                .replace("DESKTOP_COMMANDS_INSTALL", "xdg-desktop-menu install " + desktopFile)
                .replace("DESKTOP_COMMANDS_UNINSTALL", "xdg-desktop-menu uninstall " + desktopFile);
        Path filled = dir.resolve(script);
        Files.writeString(filled, text, StandardCharsets.UTF_8);
        return exec(List.of("sh", filled.toString(), argument), tree, menuTools);
    }

    private Run exec(List<String> command, Path tree, Path menuTools) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        Map<String, String> env = builder.environment();
        env.put("PATH", menuTools + ":/usr/bin:/bin");
        env.put("XDG_DATA_DIRS", tree.resolve("share").toString());
        env.put("XDG_CONFIG_DIRS", tree.resolve("etc").toString());
        env.put("HOME", Files.createDirectories(dir.resolve("home")).toString());
        env.put("MENU_CALLS", dir.resolve("menu-calls").toString());
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return new Run(process.exitValue(), output);
    }

    private Path standIn() throws IOException {
        Path bin = Files.createDirectories(dir.resolve("stand-in"));
        Path tool = bin.resolve("xdg-desktop-menu");
        if (!Files.exists(tool)) {
            Files.writeString(tool, STAND_IN);
            Files.setPosixFilePermissions(tool, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        return bin;
    }

    private static Optional<Path> onPath(String tool) {
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(":")).map(p -> Path.of(p, tool))
                .filter(Files::isExecutable).findFirst();
    }

    private static Optional<Path> builtDeb() throws IOException {
        Path folder = Path.of("target/installer");
        if (!Files.isDirectory(folder)) {
            return Optional.empty();
        }
        try (Stream<Path> files = Files.list(folder)) {
            List<Path> debs = new ArrayList<>(files.filter(f -> f.toString().endsWith(".deb")).toList());
            return debs.stream().findFirst();
        }
    }

    private record Run(int exit, String output) {
    }
}
