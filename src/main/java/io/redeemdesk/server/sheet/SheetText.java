package io.redeemdesk.server.sheet;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Sets one line of text in one document: each run of characters in Helvetica where it can show them, else in
 * the fallback font, else as '?'; the characters set as '?' are remembered for the writer's notice.
 */
final class SheetText {
    private record Run(PDFont font, String text) {
    }

    private static final float LARGEST_CODE = 16;

    private final PDFont latin = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
    private final PDFont fixed = new PDType1Font(Standard14Fonts.FontName.COURIER_BOLD);
    private final PDFont fallback;
    private final Set<String> unshown = new LinkedHashSet<>();

    SheetText(PDDocument document, SheetFont font) throws IOException {
        this.fallback = font.fallback().isPresent()
                ? PDType0Font.load(document, font.fallback().get().toFile()) : null;
    }

    void line(PDPageContentStream content, float size, float x, float y, String text) throws IOException {
        content.beginText();
        content.newLineAtOffset(x, y);
        for (Run run : runs(text)) {
            content.setFont(run.font(), size);
            content.showText(run.text());
        }
        content.endText();
    }

    /** A voucher code (plain ASCII) in bold Courier, at the largest size up to 16 pt that fits {@code room}. */
    void code(PDPageContentStream content, float x, float y, float room, String code) throws IOException {
        float size = Math.min(LARGEST_CODE, room / (fixed.getStringWidth(code) / 1000));
        content.beginText();
        content.setFont(fixed, size);
        content.newLineAtOffset(x, y);
        content.showText(code);
        content.endText();
    }

    /** {@code text}, cut with "..." so it fits {@code room} points at {@code size}. */
    String fit(String text, float size, float room) throws IOException {
        String fitted = text;
        while (fitted.length() > 1 && width(fitted, size) > room) {
            fitted = fitted.substring(0, fitted.length() - (fitted.endsWith("...") ? 4 : 1)) + "...";
        }
        return fitted;
    }

    private float width(String text, float size) throws IOException {
        float width = 0;
        for (Run run : runs(text)) {
            width += run.font().getStringWidth(run.text()) / 1000 * size;
        }
        return width;
    }

    private List<Run> runs(String text) {
        List<Run> runs = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        PDFont currentFont = null;
        for (int cp : text.codePoints().toArray()) {
            String one = new String(Character.toChars(cp));
            PDFont font = canShow(latin, one) ? latin : fallback != null && canShow(fallback, one) ? fallback : latin;
            String shown = one;
            if (font == latin && !canShow(latin, one)) {
                unshown.add(one);
                shown = "?";
            }
            if (font != currentFont && current.length() > 0) {
                runs.add(new Run(currentFont, current.toString()));
                current.setLength(0);
            }
            currentFont = font;
            current.append(shown);
        }
        if (current.length() > 0) {
            runs.add(new Run(currentFont, current.toString()));
        }
        return runs;
    }

    /** Every character set as '?' so far, in the order first met. */
    Set<String> unshown() {
        return Collections.unmodifiableSet(unshown);
    }

    private static boolean canShow(PDFont font, String character) {
        try {
            font.encode(character);
            return true;
        } catch (IOException | IllegalArgumentException | IllegalStateException e) {
            return false;
        }
    }
}
