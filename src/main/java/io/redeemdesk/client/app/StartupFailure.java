package io.redeemdesk.client.app;

import io.redeemdesk.client.outbox.OutboxLockedException;
import io.redeemdesk.client.redeem.LocalWriteFailure;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Why the cashier application could not start, in plain words for the cashier and support: a full disk, the
 * app already running with this data folder, a data folder it may not write, or anything else (then the
 * reason's own words and where the log is). Never a Java type's name. Built without a toolkit, shown by
 * {@link StartupFailureDialog} (and printed).
 *
 * @param headline one line: what is wrong
 * @param advice   what was found and what to do
 */
public record StartupFailure(String headline, String advice) {
    /** Less free space than this and whatever failed, the full disk is the reason worth telling. */
    private static final long NEARLY_NOTHING = 1 << 20;

    /** Reads {@code error} (and its causes); {@code dataDir} is where the till keeps its outbox. */
    public static StartupFailure of(Throwable error, Path dataDir) {
        OutboxLockedException locked = find(error, OutboxLockedException.class);
        if (locked != null) {
            return new StartupFailure("RedeemDesk is already running on this till", locked.getMessage());
        }
        if (LocalWriteFailure.diskFull(error) || freeBytes(dataDir) < NEARLY_NOTHING) {
            return new StartupFailure("RedeemDesk cannot start: this till's disk is full",
                    "The data folder " + dataDir + " has " + freeSpace(dataDir) + " free, too little to open the"
                            + " till's records. Nothing was redeemed. Call support to make room on this disk, then"
                            + " start RedeemDesk again.");
        }
        if (find(error, AccessDeniedException.class) != null || mentions(error, "Permission denied")
                || mentions(error, "readonly") || mentions(error, "read-only")) {
            return new StartupFailure("RedeemDesk cannot write its data folder",
                    "This user may not write to " + dataDir + ". Call support to give this user write access to"
                            + " it, or start RedeemDesk with another --data-dir.");
        }
        return new StartupFailure("RedeemDesk could not start", reason(error) + ". The log in the data folder "
                + dataDir + " has the details; call support if starting again does not help.");
    }

    /** Headline and advice as printed on the console. */
    public String text() {
        return headline + "\n" + advice;
    }

    private static String freeSpace(Path dir) {
        long free = freeBytes(dir);
        return free >= 1 << 20 ? (free >> 20) + " MB" : (free >> 10) + " KB";
    }

    /** Free space where {@code dir} is (or would be); unknown counts as plenty. */
    private static long freeBytes(Path dir) {
        try {
            Path existing = dir.toAbsolutePath();
            while (existing != null && !Files.exists(existing)) {
                existing = existing.getParent();
            }
            return existing == null ? Long.MAX_VALUE : Files.getFileStore(existing).getUsableSpace();
        } catch (IOException e) {
            return Long.MAX_VALUE;
        }
    }

    private static String reason(Throwable error) {
        for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t.getMessage() != null && !t.getMessage().isBlank()) {
                return t.getMessage().strip();
            }
        }
        return "no reason was given";
    }

    private static boolean mentions(Throwable error, String words) {
        for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t.getMessage() != null && t.getMessage().contains(words)) {
                return true;
            }
        }
        return false;
    }

    private static <T extends Throwable> T find(Throwable error, Class<T> type) {
        for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (type.isInstance(t)) {
                return type.cast(t);
            }
        }
        return null;
    }
}
