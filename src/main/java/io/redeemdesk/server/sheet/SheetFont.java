package io.redeemdesk.server.sheet;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The font a sheet's text is set in. Voucher names may be Chinese, which the PDF standard fonts cannot show, so
 * a TrueType font is embedded (subset) when one is found: the {@code --font} given, or the first of a few
 * common system fonts with CJK glyphs. Without one the standard Helvetica is used and every character it cannot
 * show is printed as '?'.
 */
public final class SheetFont {
    /** Fonts tried in this order when no font file is given. */
    public static final List<Path> SYSTEM_FONTS = List.of(
            Path.of("/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf"),
            Path.of("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"),
            Path.of("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"),
            Path.of("C:/Windows/Fonts/msyh.ttc"),
            Path.of("/System/Library/Fonts/PingFang.ttc"));

    private final Optional<Path> file;

    private SheetFont(Optional<Path> file) {
        this.file = file;
    }

    /** {@code given} if not null (it must exist), else the first system font that exists, else Helvetica. */
    public static SheetFont find(Path given) {
        if (given != null) {
            if (!Files.isRegularFile(given)) {
                throw new IllegalArgumentException("font file " + given + " does not exist; give a .ttf file");
            }
            return new SheetFont(Optional.of(given));
        }
        return new SheetFont(SYSTEM_FONTS.stream().filter(path -> path.toString().endsWith(".ttf"))
                .filter(Files::isRegularFile).findFirst());
    }

    /** The TrueType file embedded, if any (empty: Helvetica, without CJK glyphs). */
    public Optional<Path> file() {
        return file;
    }

    PDFont load(PDDocument document) throws IOException {
        if (file.isPresent()) {
            return PDType0Font.load(document, file.get().toFile());
        }
        return new PDType1Font(Standard14Fonts.FontName.HELVETICA);
    }

    /** {@code text} with each character {@code font} cannot show replaced by '?'. */
    static String printable(PDFont font, String text) {
        StringBuilder out = new StringBuilder(text.length());
        text.codePoints().forEach(cp -> {
            String one = new String(Character.toChars(cp));
            try {
                font.encode(one);
                out.append(one);
            } catch (IOException | IllegalArgumentException e) {
                out.append('?');
            }
        });
        return out.toString();
    }
}
