package io.redeemdesk.cli.server;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** How the issuing commands open the temporary files they write: the real file system, or a test's disk. */
@FunctionalInterface
interface FileOpener {
    FileOpener FILES = Files::newOutputStream;

    OutputStream open(Path file) throws IOException;
}
