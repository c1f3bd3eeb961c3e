package io.redeemdesk.protocol;

import org.junit.jupiter.api.Test;

import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;

/** Each rule of {@link FieldRules}: what it accepts, what it refuses, and that the refusal names the field. */
class FieldRulesTest {
    @Test
    void idsAreTheTillsTerminalIdRule() {
        assertThat(FieldRules.id("--id", "gift-20.v2_a")).isNull();
        assertThat(FieldRules.id("--id", "i".repeat(64))).isNull();
        assertThat(FieldRules.id("--id", "i".repeat(65))).startsWith("--id 'iiii").contains("…' is not an id");
        assertThat(FieldRules.id("templateId", "bad id!")).isEqualTo("templateId 'bad id!' is not an id: give 1 to "
                + "64 letters, digits, '.', '_' or '-', starting with a letter or digit");
        assertThat(FieldRules.id("id", "-lead")).isNotNull();
        assertThat(FieldRules.id("id", "")).isNotNull();
        assertThat(FieldRules.id("id", null)).isEqualTo("id (none) is not an id: give " + FieldRules.ID_RULE);
    }

    @Test
    void namesCountCodePointsAndRefuseControlCharacters() {
        assertThat(FieldRules.name("name", "满".repeat(200))).isNull();
        assertThat(FieldRules.name("name", "😀".repeat(200))).as("200 emoji are 400 UTF-16 units").isNull();
        assertThat(FieldRules.name("name", "满".repeat(201))).isEqualTo("name has 201 characters: give at most 200");
        assertThat(FieldRules.name("--name", "")).startsWith("--name is empty");
        assertThat(FieldRules.name("--name", "   ")).startsWith("--name is empty");
        assertThat(FieldRules.name("--name", "a\tb")).contains("control character");
        assertThat(FieldRules.name("--name", "a\u2028b")).contains("control character");
    }

    @Test
    void currenciesAreIso4217CodesOfMoney() {
        assertThat(FieldRules.currency("c", "EUR")).isNull();
        assertThat(FieldRules.currency("c", "JPY")).isNull();
        for (String bad : new String[] {"euro", "eur", "XYZ", "XXX", "", null}) {
            assertThat(FieldRules.currency("currency", bad)).as(bad).contains("is not an ISO 4217 currency");
        }
    }

    @Test
    void valuesArePositiveBoundedAndHaveNoMoreDecimalsThanTheCurrency() {
        assertThat(FieldRules.value("v", "20.00", "EUR")).isEqualTo(new FieldRules.Value(2000, null, null));
        assertThat(FieldRules.value("v", "20.10", "EUR").cents()).isEqualTo(2010);
        assertThat(FieldRules.value("v", "1500", "JPY").cents()).isEqualTo(150000);
        assertThat(FieldRules.value("v", "1500.00", "JPY").problem()).isNull();
        assertThat(FieldRules.value("v", "1.5", "JPY").problem()).contains("give a whole number");
        assertThat(FieldRules.value("--value", "20.001", "EUR").problem())
                .isEqualTo("--value '20.001' has more decimals than EUR has: give at most 2, e.g. 20.00");
        assertThat(FieldRules.value("v", "0", "EUR").problem()).contains("is not more than 0");
        assertThat(FieldRules.value("v", "-5", "EUR").problem()).contains("is not more than 0");
        assertThat(FieldRules.value("v", "99999999999999999999", "EUR").problem()).contains("is too large");
        assertThat(FieldRules.value("v", "100000000", "EUR").problem()).isNull();
        assertThat(FieldRules.value("v", "abc", "EUR").problem()).contains("is not a number");
        assertThat(FieldRules.value("v", "1.234", "KWD").problem()).as("stored in hundredths").isNotNull();
    }

    @Test
    void aPastValidityIsOnlyAWarning() {
        Instant now = Instant.parse("2026-12-01T00:00:00Z");
        assertThat(FieldRules.pastWarning("--valid-until", Instant.parse("2020-01-01T00:00:00Z"), now))
                .startsWith("warning: --valid-until 2020-01-01T00:00:00Z is already past");
        assertThat(FieldRules.pastWarning("validUntil", Instant.parse("2027-01-01T00:00:00Z"), now)).isNull();
        assertThat(FieldRules.pastWarning("validUntil", null, now)).isNull();
        assertThat(FieldRules.uses("--uses", 0)).contains("from 1 to 10000");
        assertThat(FieldRules.uses("--uses", 10_000)).isNull();
    }
}
