package io.redeemdesk.cli.server;

import org.junit.jupiter.api.Test;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** The note an issuing command prints for characters its sheet shows as '?' names them and says what to do. */
class SheetNoticeTest {
    @Test
    void oneCharacterIsNamedWithTheFontToGive() {
        assertThat(Issuing.notice(Set.of("☕"), true)).isEqualTo("note: the sheet shows ☕ as '?': neither Helvetica "
                + "nor the font used has it; give a font that has it with --font FILE.ttf");
        assertThat(Issuing.notice(new LinkedHashSet<>(List.of("咖", "啡")), false)).isEqualTo("note: the sheet shows "
                + "咖 啡 as '?': no font with Chinese glyphs was found; give a font that has them with --font FILE.ttf");
    }

    @Test
    void manyCharactersAreCountedAfterTheFirstTen() {
        Set<String> many = new LinkedHashSet<>();
        "一二三四五六七八九十百千".codePoints().forEach(cp -> many.add(Character.toString(cp)));

        assertThat(Issuing.notice(many, false)).startsWith("note: the sheet shows 一 二 三 四 五 六 七 八 九 十 and 2 more "
                + "characters as '?'");
    }
}
