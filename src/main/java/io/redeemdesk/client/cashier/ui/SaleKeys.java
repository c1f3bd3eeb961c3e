package io.redeemdesk.client.cashier.ui;

import javafx.scene.Scene;
import javafx.scene.control.ComboBoxBase;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyEvent;

/**
 * Sale mode's keys on the cashier scene: F3 Check voucher, F4 Complete sale, F8 Void sale, the arrow keys up and
 * down, which choose a line, and Delete, which takes the chosen line off (unless a text field with text in it has
 * the focus: there Delete edits the text).
 */
final class SaleKeys {
    private SaleKeys() {
    }

    static void install(Scene scene, SaleView sale) {
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.F3), sale::check);
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.F4), sale::complete);
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.F8), sale::voidSale);
        scene.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            boolean editing = scene.getFocusOwner() instanceof TextInputControl field
                    && !field.getText().isEmpty();
            if (e.getCode() == KeyCode.DELETE && !editing) {
                sale.removeSelected();
                e.consume();
            } else if ((e.getCode() == KeyCode.UP || e.getCode() == KeyCode.DOWN) && !e.isShortcutDown()
                    && !(scene.getFocusOwner() instanceof ComboBoxBase<?>)) {
                sale.moveSelection(e.getCode() == KeyCode.DOWN);
                e.consume();
            }
        });
    }
}
