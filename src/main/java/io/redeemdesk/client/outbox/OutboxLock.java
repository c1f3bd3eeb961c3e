package io.redeemdesk.client.outbox;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.SQLException;
import java.time.Instant;

/**
 * Makes one process the owner of an outbox: an OS lock on {@code outbox.db.lock} held while the outbox is open,
 * with the owner's PID, host and start time written inside so a second process can say who is running.
 * Read-only readers (the {@code log} command, the manager view) do not take it. The OS drops the lock when the
 * owner dies, however it dies, so a crashed till never blocks its own restart.
 */
final class OutboxLock implements AutoCloseable {
    private final FileChannel channel;
    private final FileLock lock;

    private OutboxLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    static Path lockFileOf(Path outboxFile) {
        return outboxFile.resolveSibling(outboxFile.getFileName() + ".lock");
    }

    /**
     * @throws OutboxLockedException when another process holds it
     * @throws SQLException          when the lock file cannot be written (a full disk, a read-only folder)
     */
    static OutboxLock acquire(Path outboxFile) throws SQLException {
        Path file = lockFileOf(outboxFile).toAbsolutePath();
        FileChannel channel = null;
        try {
            channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
                    StandardOpenOption.WRITE);
            FileLock lock = tryLock(channel, outboxFile);
            if (lock == null) {
                throw new OutboxLockedException(outboxFile, describeOwner(file));
            }
            String owner = "pid=" + ProcessHandle.current().pid() + " host=" + hostName() + " started="
                    + Instant.now() + "\n";
            channel.truncate(0);
            channel.write(ByteBuffer.wrap(owner.getBytes(StandardCharsets.UTF_8)), 0);
            channel.force(true);
            return new OutboxLock(channel, lock);
        } catch (IOException e) {
            closeQuietly(channel);
            throw new SQLException("cannot write the outbox's lock file " + file + ": " + e.getMessage(), e);
        } catch (OutboxLockedException e) {
            closeQuietly(channel);
            throw e;
        }
    }

    private static FileLock tryLock(FileChannel channel, Path outboxFile) throws IOException,
            OutboxLockedException {
        try {
            return channel.tryLock();
        } catch (OverlappingFileLockException e) {
            throw new OutboxLockedException(outboxFile, "this same process (pid=" + ProcessHandle.current().pid()
                    + ") already has it open");
        }
    }

    private static String describeOwner(Path file) {
        try {
            String text = Files.readString(file, StandardCharsets.UTF_8).strip();
            return text.isEmpty() ? "another process (it has not written its name yet)" : "another process: " + text;
        } catch (IOException e) {
            return "another process (its lock file is unreadable: " + e.getMessage() + ")";
        }
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return "unknown-host";
        }
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel == null) {
            return;
        }
        try {
            channel.close();
        } catch (IOException ignored) {
            // nothing more to release: the lock goes with the channel
        }
    }

    @Override
    public void close() throws IOException {
        lock.release();
        channel.close();
    }
}
