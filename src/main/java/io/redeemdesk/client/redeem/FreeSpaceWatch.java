package io.redeemdesk.client.redeem;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;

/**
 * Watches the free space of the data folder's file system so the status bar warns before the disk is full:
 * read at most every {@link #INTERVAL} by the status thread (never the FX thread), compared with the
 * {@code disk.warn.free.mb} threshold. A folder whose space cannot be read counts as not low.
 */
final class FreeSpaceWatch {
    static final Duration INTERVAL = Duration.ofSeconds(10);
    private static final Logger LOG = LoggerFactory.getLogger(FreeSpaceWatch.class);

    private final Path folder;
    private final long warnBelowBytes;
    private final Clock clock;
    private FileStore store;
    private long checkedAt = Long.MIN_VALUE;
    private long freeBytes = Long.MAX_VALUE;
    private boolean lowLogged;

    /** @param warnBelowBytes warn when less is free; 0: never warn */
    FreeSpaceWatch(Path folder, long warnBelowBytes, Clock clock) {
        this.folder = folder;
        this.warnBelowBytes = warnBelowBytes;
        this.clock = clock;
    }

    /** The free space as last read, re-read when the last reading is older than {@link #INTERVAL}. */
    synchronized long freeBytes() {
        long now = clock.millis();
        if (checkedAt == Long.MIN_VALUE || now - checkedAt >= INTERVAL.toMillis()) {
            checkedAt = now;
            freeBytes = read();
            logWhenLowChanges();
        }
        return freeBytes;
    }

    synchronized boolean low(long free) {
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

    private void logWhenLowChanges() {
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
