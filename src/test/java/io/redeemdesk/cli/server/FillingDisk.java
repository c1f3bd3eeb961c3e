package io.redeemdesk.cli.server;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A disk that fills: files whose name contains {@code which} (".pdf.", ".csv.") take {@code room} bytes and then
 * fail the way a full disk does, "No space left on device"; other files are written as usual.
 */
final class FillingDisk implements FileOpener {
    private final String which;
    private final long room;

    FillingDisk(String which, long room) {
        this.which = which;
        this.room = room;
    }

    @Override
    public OutputStream open(Path file) throws IOException {
        OutputStream real = Files.newOutputStream(file);
        if (!file.getFileName().toString().contains(which)) {
            return real;
        }
        return new FilterOutputStream(real) {
            private long written;

            @Override
            public void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                if (written + len > room) {
                    throw new IOException("No space left on device");
                }
                written += len;
                out.write(b, off, len);
            }
        };
    }
}
