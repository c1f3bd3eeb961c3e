package io.redeemdesk.cli.server;

import picocli.CommandLine.Option;

import java.nio.file.Path;

/** The {@code --pdf}, {@code --font} and {@code --force} options of the commands that write a batch's files. */
final class SheetOptions {
    @Option(names = "--pdf", paramLabel = "FILE", description = "also write an A4 PDF sheet: per voucher a QR code, "
            + "the code, name, value and expiry")
    Path pdf;

    @Option(names = "--font", paramLabel = "FILE", description = "TrueType font for what Helvetica cannot show, "
            + "e.g. Chinese names (default: a system font with Chinese glyphs if one is found)")
    Path font;

    @Option(names = "--force", description = "replace output files that exist already (refused otherwise)")
    boolean force;

    /** Checks {@code csv} (may be null) and the sheet's file and font, before anything is issued. */
    BatchFiles check(Path csv, FileOpener opener) throws BatchFiles.Refused {
        return BatchFiles.check(csv, pdf, font, force, opener);
    }
}
