package io.redeemdesk.client.cashier;

import io.redeemdesk.client.manager.store.ManagerText;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The bundles (the cashier's, the manager's and each of the web console's) follow {@code docs/glossary.md}: no
 * value uses a word the glossary's "Not this word" column lists — a Chinese word (or one marked "(in Chinese)") in
 * the Chinese bundles, an English word, as a whole word and in any case, in the English ones. The glossary is read
 * as written, so a word added there is checked at once.
 */
class GlossaryTest {
    private static final Path GLOSSARY = Path.of("docs/glossary.md");
    private static final Pattern WORD = Pattern.compile("`([^`]+)`( \\(in Chinese\\))?");
    private static final Pattern HAN = Pattern.compile("\\p{IsHan}");
    private static final List<String> BUNDLES = List.of(CashierWords.BUNDLE, ManagerText.BUNDLE);
    private static final Path CONSOLE_BUNDLES = Path.of("src/main/resources/console");

    /** A word the glossary says not to use, and in which language's bundles. */
    private record Banned(String word, boolean chinese, String term) {
    }

    @Test
    void noBundleValueUsesAWordTheGlossarySaysNotToUse() throws IOException {
        List<Banned> banned = banned();
        assertThat(banned).as("the glossary's table was read").hasSizeGreaterThan(20)
                .anyMatch(b -> b.word().equals("兑换")).anyMatch(b -> b.word().equals("暂扣"))
                .anyMatch(b -> !b.chinese());

        List<String> found = new ArrayList<>();
        List<String> bundles = new ArrayList<>(BUNDLES);
        bundles.addAll(consoleBundles());
        assertThat(bundles).as("the console's bundles were found").contains("console.rule", "console.messages");
        for (String base : bundles) {
            for (Locale locale : List.of(Locale.ENGLISH, Locale.SIMPLIFIED_CHINESE)) {
                ResourceBundle bundle = ResourceBundle.getBundle(base, locale,
                        ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
                boolean chinese = locale.getLanguage().equals("zh");
                for (String key : bundle.keySet()) {
                    String value = bundle.getString(key);
                    banned.stream().filter(b -> b.chinese() == chinese && uses(value, b))
                            .forEach(b -> found.add(base + "_" + locale + " " + key + "=" + value + "  uses «"
                                    + b.word() + "», the glossary says: " + b.term()));
                }
            }
        }
        assertThat(found).isEmpty();
    }

    @Test
    void theCheckFindsAWordTheGlossaryListsInBothLanguages() throws IOException {
        List<Banned> banned = banned();
        Banned chinese = banned.stream().filter(b -> b.word().equals("已兑换")).findFirst().orElseThrow();
        Banned english = banned.stream().filter(b -> b.word().equals("reserved")).findFirst().orElseThrow();

        assertThat(uses("已兑换 — 请交付商品", chinese)).isTrue();
        assertThat(uses("Reserved for an open sale", english)).isTrue();
        assertThat(uses("Preserved", english)).as("whole words only").isFalse();
    }

    @Test
    void aSalesHoldAndAnActionWaitingForAManagerHaveTwoWordsInBothLanguages() throws IOException {
        String[] manager = term("waiting for a manager");
        String[] hold = term("held (a voucher held by a sale)");
        assertThat(manager).containsExactly("waiting for a manager", "待店长处理");
        assertThat(hold[1]).isEqualTo("已锁定");

        for (Locale locale : List.of(Locale.ENGLISH, Locale.SIMPLIFIED_CHINESE)) {
            boolean chinese = locale.getLanguage().equals("zh");
            String managerWord = manager[chinese ? 1 : 0];
            String holdWord = chinese ? hold[1] : "held";
            ResourceBundle words = bundle(ManagerText.BUNDLE, locale);
            ResourceBundle cashier = bundle(CashierWords.BUNDLE, locale);
            assertThat(words.getString("state.HELD")).as("the state of an action waiting for a manager")
                    .isEqualToIgnoringCase(managerWord);
            for (String key : List.of("report.held", "tile.held", "retry.title", "details.notHeld")) {
                assertThat(words.getString(key).toLowerCase(Locale.ROOT)).as(key).contains(managerWord)
                        .doesNotContain(holdWord);
            }
            for (String value : List.of(words.getString("name.HELD"), words.getString("saleLine.HELD"),
                    cashier.getString("sale.state.line.HELD"))) {
                assertThat(value.toLowerCase(Locale.ROOT)).as("a sale's hold").contains(holdWord)
                        .doesNotContain(managerWord);
            }
        }
    }

    /** Each of the console's bundles, by the name of its English file ({@code console/rule_en.properties}). */
    private static List<String> consoleBundles() throws IOException {
        try (var files = Files.list(CONSOLE_BUNDLES)) {
            return files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith("_en.properties"))
                    .map(n -> "console." + n.substring(0, n.length() - "_en.properties".length())).sorted().toList();
        }
    }

    private static ResourceBundle bundle(String base, Locale locale) {
        return ResourceBundle.getBundle(base, locale,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }

    /** The English (its first words, before any parenthesis) and the Chinese of the row starting {@code english}. */
    private static String[] term(String english) throws IOException {
        for (String line : Files.readAllLines(GLOSSARY)) {
            String[] cells = line.split("\\|");
            if (cells.length >= 5 && cells[1].strip().startsWith(english)) {
                return new String[]{cells[1].strip().replaceFirst("\\s*\\(.*", "").replaceFirst(",.*", ""),
                        cells[2].strip().replaceFirst(",.*", "")};
            }
        }
        throw new AssertionError("docs/glossary.md has no row for " + english);
    }

    private static boolean uses(String value, Banned banned) {
        if (banned.chinese()) {
            return value.contains(banned.word());
        }
        return Pattern.compile("\\b" + Pattern.quote(banned.word()) + "\\b", Pattern.CASE_INSENSITIVE)
                .matcher(value).find();
    }

    /** Every word of the last column of the glossary's table, with the term of its row. */
    private static List<Banned> banned() throws IOException {
        List<Banned> words = new ArrayList<>();
        for (String line : Files.readAllLines(GLOSSARY)) {
            String[] cells = line.split("\\|");
            if (cells.length < 5 || !line.startsWith("|") || line.startsWith("|---") || cells[1].isBlank()
                    || cells[1].strip().equals("English")) {
                continue;
            }
            String term = cells[1].strip() + " = " + cells[2].strip();
            Matcher m = WORD.matcher(cells[cells.length - 1]);
            while (m.find()) {
                boolean chinese = m.group(2) != null || HAN.matcher(m.group(1)).find();
                words.add(new Banned(m.group(1), chinese, term));
            }
        }
        return words;
    }
}
