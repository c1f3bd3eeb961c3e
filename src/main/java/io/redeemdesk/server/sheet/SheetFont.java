package io.redeemdesk.server.sheet;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDType0Font;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Which fonts a sheet's text is set in. Text is set in the standard Helvetica; voucher names may be Chinese,
 * which Helvetica cannot show, so every character it cannot show is set in a TrueType fallback font, embedded
 * as a subset: the {@code --font} given, or the first of a few common system fonts with CJK glyphs that loads.
 * A character neither can show prints as '?', and the sheet's writer reports it. A font is checked when it is
 * chosen, before anything is issued: it must exist and load as an embeddable TrueType font.
 */
public final class SheetFont {
    /** Fallback fonts tried in this order when no font file is given. */
    public static final List<Path> SYSTEM_FONTS = List.of(
            Path.of("/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf"),
            Path.of("/usr/share/fonts/truetype/noto/NotoSansSC-Regular.ttf"),
            Path.of("/usr/share/fonts/truetype/arphic/uming.ttf"),
            Path.of("C:/Windows/Fonts/simhei.ttf"),
            Path.of("/Library/Fonts/Arial Unicode.ttf"));

    /** Why the {@code --font} given cannot be used: {@code missing} when there is no such file. */
    public static final class Unusable extends Exception {
        private final boolean missing;

        Unusable(String message, boolean missing) {
            super(message);
            this.missing = missing;
        }

        public boolean missing() {
            return missing;
        }
    }

    private final Optional<Path> fallback;

    private SheetFont(Optional<Path> fallback) {
        this.fallback = fallback;
    }

    /** No fallback: only what Helvetica can show. */
    public static SheetFont none() {
        return new SheetFont(Optional.empty());
    }

    /** {@code given} if not null (it must exist and load), else the first system font that loads, else none. */
    public static SheetFont find(Path given) throws Unusable {
        if (given != null) {
            if (!Files.isRegularFile(given)) {
                throw new Unusable("font file " + given + " does not exist; give a .ttf file with --font", true);
            }
            if (!loads(given)) {
                throw new Unusable("font file " + given + " cannot be used: it is not a TrueType font that can be "
                        + "embedded in a PDF; give a .ttf file with --font", false);
            }
            return new SheetFont(Optional.of(given));
        }
        return new SheetFont(SYSTEM_FONTS.stream().filter(Files::isRegularFile).filter(SheetFont::loads).findFirst());
    }

    /** The TrueType fallback embedded for what Helvetica cannot show, if any. */
    public Optional<Path> fallback() {
        return fallback;
    }

    private static boolean loads(Path font) {
        try (PDDocument probe = new PDDocument()) {
            PDType0Font.load(probe, font.toFile());
            return true;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }
}
