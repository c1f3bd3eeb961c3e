package io.redeemdesk.client.redeem;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Checks that the outbox's folder takes a write again before anything is sent: writes and syncs a small file
 * there (room for a few outbox commits) and deletes it. Cheap, and it never touches the outbox itself.
 */
final class WriteProbe {
    /** More than one commit of an outcome takes in the write-ahead log (a few 4 KB pages). */
    static final int PROBE_BYTES = 64 * 1024;

    private final Path file;

    WriteProbe(Path folder) {
        this.file = folder.resolve(".write-probe");
    }

    /** @throws IOException when the folder does not take {@link #PROBE_BYTES} (a full disk, say) */
    void check() throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            ByteBuffer zeros = ByteBuffer.allocate(PROBE_BYTES);
            while (zeros.hasRemaining()) {
                channel.write(zeros);
            }
            channel.force(true);
        } finally {
            Files.deleteIfExists(file);
        }
    }
}
