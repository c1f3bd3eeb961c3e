package io.redeemdesk.testing;

import org.junit.jupiter.api.Assumptions;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * A real, small file system for tests of a full disk: a tmpfs of a few megabytes mounted on a folder (root
 * only; CI runs as root). Where mounting is not permitted the test is skipped, not failed. {@link #fill()}
 * takes every free byte with a filler file, {@link #makeRoom()} deletes it again.
 */
public final class SmallDisk implements AutoCloseable {
    private final Path mountPoint;
    private final Path filler;

    private SmallDisk(Path mountPoint) {
        this.mountPoint = mountPoint;
        this.filler = mountPoint.resolve("filler.bin");
    }

    /** Mounts a tmpfs of {@code megabytes} on {@code mountPoint} (created), or skips the calling test. */
    public static SmallDisk mount(Path mountPoint, int megabytes) throws IOException, InterruptedException {
        Files.createDirectories(mountPoint);
        int exit = run("mount", "-t", "tmpfs", "-o", "size=" + megabytes + "m", "tmpfs", mountPoint.toString());
        Assumptions.assumeTrue(exit == 0, "mounting a small tmpfs is not permitted here (needs root)");
        return new SmallDisk(mountPoint);
    }

    public Path root() {
        return mountPoint;
    }

    /** Writes a filler file until the file system refuses more ("no space left on device"). */
    public void fill() throws IOException {
        try (OutputStream out = Files.newOutputStream(filler)) {
            for (int chunk : new int[] {64 * 1024, 1024, 1}) {
                byte[] bytes = new byte[chunk];
                try {
                    while (true) {
                        out.write(bytes);
                        out.flush();
                    }
                } catch (IOException full) {
                    // this chunk size no longer fits: go on with the next smaller one
                }
            }
        } catch (IOException closingAFullFile) {
            // the last partial write failed again on close: the disk is full, as wanted
        }
    }

    public void makeRoom() throws IOException {
        Files.deleteIfExists(filler);
    }

    @Override
    public void close() throws IOException, InterruptedException {
        if (run("umount", mountPoint.toString()) != 0) {
            run("umount", "-l", mountPoint.toString());
        }
    }

    private static int run(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        if (!p.waitFor(20, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            return -1;
        }
        return p.exitValue();
    }
}
