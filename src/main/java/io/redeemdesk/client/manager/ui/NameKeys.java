package io.redeemdesk.client.manager.ui;

import javafx.scene.control.ComboBox;
import javafx.scene.control.PasswordField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * The PIN gate's name box and its keys. Enter takes the typed name and moves to the PIN field: it never presses
 * Unlock, so it never spends a try. A manager PIN is digits only, so a digit typed in the name box is the start of
 * a PIN typed in the wrong box: it goes to the PIN field, which takes the focus, and is never shown in clear.
 * The editable box hands each key to its editor as a copy of the event, which passes this filter too; the copy
 * finds the focus already moved and is only swallowed.
 */
final class NameKeys {
    private NameKeys() {
    }

    static void install(ComboBox<String> name, PasswordField pin) {
        name.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER) {
                e.consume();
                name.hide();
                name.setValue(name.getEditor().getText());
                pin.requestFocus();
                pin.end();
            }
        });
        name.addEventFilter(KeyEvent.KEY_TYPED, e -> {
            String typed = e.getCharacter();
            if (typed.isEmpty() || !Character.isDigit(typed.charAt(0))) {
                return;
            }
            e.consume();
            if (name.isFocused()) {
                pin.requestFocus();
                pin.end();
                pin.replaceSelection(typed);
            }
        });
    }
}
