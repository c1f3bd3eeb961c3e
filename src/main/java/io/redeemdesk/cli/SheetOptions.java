package io.redeemdesk.cli;

import io.redeemdesk.server.sheet.SheetFont;
import io.redeemdesk.server.sheet.SheetVoucher;
import io.redeemdesk.server.sheet.VoucherSheet;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** The {@code --pdf} and {@code --font} options of the commands that print voucher sheets. */
final class SheetOptions {
    @Option(names = "--pdf", paramLabel = "FILE", description = "also write an A4 PDF sheet: per voucher a QR code, "
            + "the code, name, value and expiry")
    Path pdf;

    @Option(names = "--font", paramLabel = "FILE", description = "TrueType font for what Helvetica cannot show, "
            + "e.g. Chinese names (default: a system font with Chinese glyphs if one is found)")
    Path font;

    /** Writes the sheet when {@code --pdf} was given; false (after a message) when the font is missing. */
    boolean write(List<SheetVoucher> vouchers) throws IOException {
        if (pdf == null) {
            return true;
        }
        SheetFont chosen;
        try {
            chosen = SheetFont.find(font);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            return false;
        }
        if (chosen.fallback().isEmpty()) {
            System.err.println("no font with Chinese glyphs found: characters Helvetica cannot show print as '?'; "
                    + "give one with --font FILE.ttf");
        }
        new VoucherSheet(chosen).write(vouchers, pdf);
        System.out.println("sheet of " + vouchers.size() + " vouchers written to " + pdf.toAbsolutePath());
        return true;
    }
}
