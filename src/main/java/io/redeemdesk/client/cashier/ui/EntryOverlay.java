package io.redeemdesk.client.cashier.ui;

import atlantafx.base.theme.Styles;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import java.util.function.Consumer;

/**
 * A card over the sale that asks for one line of text, scanned or typed: a title, the field with its label (its
 * prompt stays visible while the field has the focus), a line saying what Enter and Esc do, and the same two as
 * buttons — the first, the card's action, in the accent colour. Enter or the first button hands the text on,
 * Esc or the second closes the card. Used for F4's order number and F3's code; while it is open a scan fills it
 * instead of joining the sale.
 */
class EntryOverlay extends VBox {
    private final TextField field = new TextField();
    private final Label answerCode = new Label();
    private final Label answerHead = new Label();
    private final Label answerBody = new Label();
    private Consumer<String> onEnter = text -> { };

    /** The words of one card: its title, the field's label and prompt, its two buttons and the keys' hint. */
    record Words(String title, String label, String prompt, String confirm, String cancel, String hint) {
    }

    EntryOverlay(String id, Words words) {
        super(10);
        setId(id);
        getStyleClass().add("sale-overlay");
        Label heading = new Label(words.title());
        heading.getStyleClass().add("sale-overlay-title");
        heading.setWrapText(true);
        Label label = new Label(words.label());
        label.setId(id + "-label");
        label.getStyleClass().add("sale-overlay-label");
        label.setLabelFor(field);
        label.setWrapText(true);
        field.setId(id + "-field");
        field.setPromptText(words.prompt());
        Label hint = new Label(words.hint());
        hint.setId(id + "-hint");
        hint.getStyleClass().add("sale-overlay-hint");
        hint.setWrapText(true);
        Button confirm = button(id + "-confirm", words.confirm());
        confirm.getStyleClass().add(Styles.ACCENT);
        confirm.setOnAction(e -> enter(field.getText()));
        Button cancel = button(id + "-cancel", words.cancel());
        cancel.setOnAction(e -> close());
        HBox buttons = new HBox(8, confirm, cancel);
        buttons.setAlignment(Pos.CENTER_RIGHT);
        answerCode.setId(id + "-code");
        answerCode.getStyleClass().add("overlay-code");
        answerCode.setMinWidth(Region.USE_PREF_SIZE);
        answerHead.setId(id + "-headline");
        answerHead.getStyleClass().add("sale-overlay-title");
        answerHead.setWrapText(true);
        answerBody.setId(id + "-details");
        answerBody.setWrapText(true);
        for (Label answer : new Label[]{answerCode, answerHead, answerBody}) {
            answer.managedProperty().bind(answer.textProperty().isNotEmpty());
            answer.visibleProperty().bind(answer.managedProperty());
        }
        getChildren().addAll(heading, label, field, hint, buttons, answerCode, answerHead, answerBody);
        setPadding(new Insets(24));
        setAlignment(Pos.CENTER_LEFT);
        setMaxSize(640, Region.USE_PREF_SIZE);
        setVisible(false);
        field.setOnAction(e -> enter(field.getText()));
        addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                close();
                e.consume();
            }
        });
    }

    /** Opens it empty; {@code entered} gets what is typed or scanned. */
    void open(Consumer<String> entered) {
        onEnter = entered;
        field.clear();
        setVisible(true);
        field.requestFocus();
    }

    /** A scan while open: it fills the field and is entered at once. */
    void scanned(String text) {
        field.setText(text);
        enter(text);
    }

    void close() {
        setVisible(false);
    }

    /** Shows an answer below the field (F3's look-up): the masked code, monospace, then the headline. */
    Label answerCode() {
        return answerCode;
    }

    Label answerHeadline() {
        return answerHead;
    }

    Label answerDetails() {
        return answerBody;
    }

    private void enter(String text) {
        onEnter.accept(text);
    }

    /** Clicked or touched; the focus stays in the field, so a scan still lands there. */
    private static Button button(String id, String words) {
        Button button = new Button(words);
        button.setId(id);
        button.setMinWidth(Region.USE_PREF_SIZE);
        button.setFocusTraversable(false);
        return button;
    }
}
