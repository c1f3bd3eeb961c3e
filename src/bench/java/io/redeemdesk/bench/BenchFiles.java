package io.redeemdesk.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** Files a benchmark made for itself: removed when it is done. */
public final class BenchFiles {
    private BenchFiles() {
    }

    /** Deletes {@code root} and everything under it. */
    public static void deleteTree(Path root) throws IOException {
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        }
    }
}
