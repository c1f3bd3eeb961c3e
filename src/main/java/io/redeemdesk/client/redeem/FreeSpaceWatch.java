package io.redeemdesk.client.redeem;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Watches the free space of the data folder's file system so the status bar warns before the disk is full:
 * read by the status thread with every snapshot (every second; a cheap system call, never on the FX thread) and
 * compared with the {@code disk.warn.free.mb} threshold. A folder whose space cannot be read counts as not low.
 */
final class FreeSpaceWatch {
    private static final Logger LOG = LoggerFactory.getLogger(FreeSpaceWatch.class);

    private final Path folder;
    private final long warnBelowBytes;
    private FileStore store;
    private boolean lowLogged;

    /** @param warnBelowBytes warn when less is free; 0: never warn */
    FreeSpaceWatch(Path folder, long warnBelowBytes) {
        this.folder = folder;
        this.warnBelowBytes = warnBelowBytes;
    }

    /** The free space now; logs once when it falls under the threshold and once when it is back above. */
    synchronized long freeBytes() {
        long free = read();
        logWhenLowChanges(free);
        return free;
    }

    boolean low(long free) {
        return warnBelowBytes > 0 && free < warnBelowBytes;
    }

    private long read() {
        try {
            if (store == null) {
                store = Files.getFileStore(folder);
            }
            return store.getUsableSpace();
        } catch (IOException e) {
            return Long.MAX_VALUE;
        }
    }

    private void logWhenLowChanges(long freeBytes) {
        boolean low = low(freeBytes);
        if (low != lowLogged) {
            lowLogged = low;
            if (low) {
                LOG.warn("this till's disk is nearly full: {} MB free in {} (warning below {} MB)",
                        freeBytes >> 20, folder, warnBelowBytes >> 20);
            } else {
                LOG.info("this till's disk has room again: {} MB free in {}", freeBytes >> 20, folder);
            }
        }
    }
}
