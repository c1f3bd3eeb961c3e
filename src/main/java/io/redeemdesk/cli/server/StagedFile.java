package io.redeemdesk.cli.server;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * One output file written first to a temporary file beside its target (same folder, so the final move is a
 * rename), then moved into place. Without {@code replace} the move refuses a target that appeared meanwhile;
 * with it, the move is atomic where the file system allows (a reader sees the old file or the new one, never
 * half of one). Closing deletes the temporary file unless it was placed.
 */
final class StagedFile implements AutoCloseable {
    private final Path target;
    private final Path temp;
    private boolean placed;

    private StagedFile(Path target, Path temp) {
        this.target = target;
        this.temp = temp;
    }

    /** Creates the temporary file beside {@code target} (an absolute path whose folder exists). */
    static StagedFile beside(Path target) throws IOException {
        String name = target.getFileName().toString();
        return new StagedFile(target, Files.createTempFile(target.getParent(), "." + name + ".", ".tmp"));
    }

    Path target() {
        return target;
    }

    Path temp() {
        return temp;
    }

    void place(boolean replace) throws IOException {
        if (!replace) {
            Files.move(temp, target);
        } else {
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        }
        placed = true;
    }

    @Override
    public void close() throws IOException {
        if (!placed) {
            Files.deleteIfExists(temp);
        }
    }
}
