package io.redeemdesk.sqlite;

import io.redeemdesk.testing.SmallDisk;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The SQLite native library is unpacked once per driver version and reused, so a start on a full disk needs no
 * room for it; a damaged copy is replaced.
 */
class SqliteNativeLibraryTest {
    private final String pathBefore = System.getProperty(SqliteNativeLibrary.LIB_PATH_PROPERTY);
    private final String nameBefore = System.getProperty(SqliteNativeLibrary.LIB_NAME_PROPERTY);

    @TempDir
    Path dir;

    @AfterEach
    void restoreProperties() {
        restore(SqliteNativeLibrary.LIB_PATH_PROPERTY, pathBefore);
        restore(SqliteNativeLibrary.LIB_NAME_PROPERTY, nameBefore);
    }

    @Test
    void theSecondStartReusesTheVerifiedCopyAndWritesNothing() throws Exception {
        Path first = SqliteNativeLibrary.install(dir).orElseThrow();
        FileTime written = FileTime.fromMillis(1_000_000_000_000L);
        Files.setLastModifiedTime(first, written);

        Path second = SqliteNativeLibrary.install(dir).orElseThrow();

        assertThat(second).isEqualTo(first);
        assertThat(Files.getLastModifiedTime(second)).isEqualTo(written);
        assertThat(filesUnder(dir)).containsExactly(first);
        assertThat(System.getProperty(SqliteNativeLibrary.LIB_PATH_PROPERTY))
                .isEqualTo(first.getParent().toString());
        assertThat(System.getProperty(SqliteNativeLibrary.LIB_NAME_PROPERTY))
                .isEqualTo(first.getFileName().toString());
    }

    @Test
    void aDamagedCopyIsReplaced() throws Exception {
        Path library = SqliteNativeLibrary.install(dir).orElseThrow();
        long size = Files.size(library);
        Files.write(library, new byte[] {1, 2, 3});

        SqliteNativeLibrary.install(dir);

        assertThat(Files.size(library)).isEqualTo(size);
        assertThat(filesUnder(dir)).containsExactly(library);
    }

    @Test
    void aFullDiskStillStartsWithTheCopyUnpackedEarlier() throws Exception {
        try (SmallDisk disk = SmallDisk.mount(dir.resolve("disk"), 3)) {
            Path library = SqliteNativeLibrary.install(disk.root()).orElseThrow();
            disk.fill();

            assertThat(SqliteNativeLibrary.install(disk.root())).contains(library);
        }
    }

    private static Stream<Path> filesUnder(Path dir) throws Exception {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(Files::isRegularFile).toList().stream();
        }
    }

    private static void restore(String key, String value) {
        if (value == null) {
            System.clearProperty(key);
        } else {
            System.setProperty(key, value);
        }
    }
}
