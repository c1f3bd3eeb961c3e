package io.redeemdesk.client.scan;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ScanTextTest {

    @Test
    void removesAimIdentifiersOfEachSymbology() {
        ScanText plain = new ScanText("", "");
        assertThat(plain.parse("]Q1K7M2P9Q4R8S6T3")).isEqualTo(
                new ScanText.Parsed("K7M2P9Q4R8S6T3", "]Q1", false, false, 0));
        assertThat(plain.clean("]C0K7M2P9Q4R8S6T3")).isEqualTo("K7M2P9Q4R8S6T3");
        assertThat(plain.clean("]E0K7M2P9Q4R8S6T3")).isEqualTo("K7M2P9Q4R8S6T3");
        assertThat(plain.clean("]d2K7M2P9Q4R8S6T3")).isEqualTo("K7M2P9Q4R8S6T3");
    }

    @Test
    void stripsConfiguredPrefixAndSuffixInEitherOrderWithTheAimIdentifier() {
        ScanText configured = new ScanText("#S", "!");
        assertThat(configured.parse("#S]Q1K7M2P9Q4R8S6T3!")).isEqualTo(
                new ScanText.Parsed("K7M2P9Q4R8S6T3", "]Q1", true, true, 0));
        assertThat(configured.clean("]Q1#SK7M2P9Q4R8S6T3!")).isEqualTo("K7M2P9Q4R8S6T3");
        assertThat(configured.clean("K7M2P9Q4R8S6T3")).isEqualTo("K7M2P9Q4R8S6T3");
    }

    @Test
    void dropsControlCharacters() {
        ScanText.Parsed parsed = new ScanText("", "").parse("\u0002K7M2\u001DP9Q4R8S6T3\u0003\r");
        assertThat(parsed.code()).isEqualTo("K7M2P9Q4R8S6T3");
        assertThat(parsed.controlsDropped()).isEqualTo(4);
    }

    @Test
    void aPrefixThatIsNotThereIsLeftAlone() {
        assertThat(new ScanText("#S", "").clean("K7M2P9Q4R8S6T3")).isEqualTo("K7M2P9Q4R8S6T3");
    }

    @Test
    void theTraceShowsControlCharacters() {
        assertThat(ScanTrace.visible("A\u001DB\u0004")).isEqualTo("A<GS>B<0x04>");
    }
}
