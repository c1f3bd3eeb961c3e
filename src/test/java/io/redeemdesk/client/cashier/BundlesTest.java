package io.redeemdesk.client.cashier;

import io.redeemdesk.client.manager.store.ManagerText;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

/**
 * The cashier's and the manager's bundles: English and Simplified Chinese have the same keys, every value is a
 * pattern MessageFormat reads, and the Chinese bundle is not the English one copied.
 */
class BundlesTest {
    @ParameterizedTest
    @ValueSource(strings = {CashierWords.BUNDLE, ManagerText.BUNDLE})
    void bothLanguagesHaveTheSameKeys(String base) {
        ResourceBundle english = bundle(base, Locale.ENGLISH);
        ResourceBundle chinese = bundle(base, Locale.SIMPLIFIED_CHINESE);

        Set<String> onlyEnglish = new TreeSet<>(english.keySet());
        onlyEnglish.removeAll(chinese.keySet());
        Set<String> onlyChinese = new TreeSet<>(chinese.keySet());
        onlyChinese.removeAll(english.keySet());
        assertThat(onlyEnglish).as("keys missing in the Chinese bundle of " + base).isEmpty();
        assertThat(onlyChinese).as("keys missing in the English bundle of " + base).isEmpty();
        assertThat(chinese.getLocale()).isEqualTo(Locale.SIMPLIFIED_CHINESE);
    }

    @ParameterizedTest
    @ValueSource(strings = {CashierWords.BUNDLE, ManagerText.BUNDLE})
    void everyValueIsAPatternAndTheChineseIsTranslated(String base) {
        ResourceBundle english = bundle(base, Locale.ENGLISH);
        ResourceBundle chinese = bundle(base, Locale.SIMPLIFIED_CHINESE);
        long translated = 0;
        for (String key : chinese.keySet()) {
            for (ResourceBundle b : new ResourceBundle[]{english, chinese}) {
                String value = b.getString(key);
                assertThatCode(() -> new MessageFormat(value, b.getLocale()).format(new Object[]{1, 2, 3, 4}))
                        .as(key + " in " + b.getLocale()).doesNotThrowAnyException();
            }
            if (chinese.getString(key).codePoints().anyMatch(c -> Character.UnicodeScript.of(c)
                    == Character.UnicodeScript.HAN)) {
                translated++;
            }
        }
        assertThat(translated).as("Chinese values in " + base).isGreaterThan(chinese.keySet().size() * 3L / 4);
    }

    private static ResourceBundle bundle(String base, Locale locale) {
        return ResourceBundle.getBundle(base, locale,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }
}
