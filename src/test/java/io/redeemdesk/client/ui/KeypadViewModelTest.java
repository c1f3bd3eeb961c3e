package io.redeemdesk.client.ui;

import io.redeemdesk.protocol.VoucherCode;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The touch keypad's keys, limits and showing, and {@code ui.touch}'s modes, without the JavaFX toolkit. */
class KeypadViewModelTest {
    private final StringBuilder field = new StringBuilder();
    private final List<String> entered = new ArrayList<>();
    private final KeypadViewModel.Target target = new KeypadViewModel.Target() {
        @Override
        public String text() {
            return field.toString();
        }

        @Override
        public void append(String key) {
            field.append(key);
        }

        @Override
        public void backspace() {
            field.setLength(field.length() - 1);
        }

        @Override
        public void clear() {
            field.setLength(0);
        }

        @Override
        public void enter() {
            entered.add(field.toString());
        }
    };

    @Test
    void theCodeKeypadHasEveryVoucherCodeCharacterAndNoOther() {
        KeypadViewModel code = new KeypadViewModel(new KeypadViewModel.Layout(VoucherCode.ALPHABET, VoucherCode.MAX_INPUT_LENGTH), target, true);

        assertThat(String.join("", code.keys())).isEqualTo(VoucherCode.ALPHABET);
        for (String key : List.of("7", "K", "Q", "I", "O", "a", "")) {
            code.press(key);
        }
        code.enter();

        assertThat(entered).containsExactly("7KQ");
    }

    @Test
    void thePinKeypadTypesDigitsUpToThePinsLengthAndBackAndClearEdit() {
        KeypadViewModel pin = new KeypadViewModel(KeypadViewModel.Layout.pin(6), target, true);

        assertThat(pin.keys()).containsExactly("1", "2", "3", "4", "5", "6", "7", "8", "9", "0");
        for (char c : "2468101214A".toCharArray()) {
            pin.press(String.valueOf(c));
        }
        assertThat(field).hasToString("246810");
        pin.backspace();
        assertThat(field).hasToString("24681");
        pin.clear();
        pin.backspace();
        assertThat(field).hasToString("");
    }

    @Test
    void itsFKeyShowsAndHidesItAndEscHidesIt() {
        KeypadViewModel pad = new KeypadViewModel(new KeypadViewModel.Layout(VoucherCode.ALPHABET, VoucherCode.MAX_INPUT_LENGTH), target, true);

        pad.toggle();
        assertThat(pad.openProperty().get()).isFalse();
        pad.toggle();
        assertThat(pad.openProperty().get()).isTrue();
        assertThat(pad.close()).as("Esc hid it").isTrue();
        assertThat(pad.close()).as("nothing left to hide").isFalse();
    }

    @Test
    void touchModeOnAndOffDecideAutoAsksTheScreen() {
        List<String> asked = new ArrayList<>();
        assertThat(TouchMode.parse("on").on(() -> asked.add("on") && false)).isTrue();
        assertThat(TouchMode.parse("off").on(() -> asked.add("off"))).isFalse();
        assertThat(asked).as("on and off never ask the screen").isEmpty();
        assertThat(TouchMode.parse("auto").on(() -> true)).isTrue();
        assertThat(TouchMode.parse("auto").on(() -> false)).isFalse();
    }
}
