package io.redeemdesk.server.sheet;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Which fonts a sheet's text is set in. Text is set in the standard Helvetica; voucher names may be Chinese,
 * which Helvetica cannot show, so every character it cannot show is set in a TrueType fallback font, embedded
 * as a subset: the {@code --font} given, or the first of a few common system fonts with CJK glyphs. Without
 * one, such characters print as '?'.
 */
public final class SheetFont {
    /** Fallback fonts tried in this order when no font file is given. */
    public static final List<Path> SYSTEM_FONTS = List.of(
            Path.of("/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf"),
            Path.of("/usr/share/fonts/truetype/noto/NotoSansSC-Regular.ttf"),
            Path.of("/usr/share/fonts/truetype/arphic/uming.ttf"),
            Path.of("C:/Windows/Fonts/simhei.ttf"),
            Path.of("/Library/Fonts/Arial Unicode.ttf"));

    private final Optional<Path> fallback;

    private SheetFont(Optional<Path> fallback) {
        this.fallback = fallback;
    }

    /** {@code given} if not null (it must exist), else the first system font that exists, else none. */
    public static SheetFont find(Path given) {
        if (given != null) {
            if (!Files.isRegularFile(given)) {
                throw new IllegalArgumentException("font file " + given + " does not exist; give a .ttf file");
            }
            return new SheetFont(Optional.of(given));
        }
        return new SheetFont(SYSTEM_FONTS.stream().filter(Files::isRegularFile).findFirst());
    }

    /** The TrueType fallback embedded for what Helvetica cannot show, if any. */
    public Optional<Path> fallback() {
        return fallback;
    }
}
