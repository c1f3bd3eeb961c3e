package io.redeemdesk.client.cashier.ui;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.VBox;

import java.util.function.Consumer;

/**
 * A card over the sale that asks for one line of text, scanned or typed: Enter hands it on, Escape closes it.
 * Used for F4's order number and F3's code; while it is open a scan fills it instead of joining the sale.
 */
class EntryOverlay extends VBox {
    private final TextField field = new TextField();
    private final Label answerHead = new Label();
    private final Label answerBody = new Label();
    private Consumer<String> onEnter = text -> { };

    EntryOverlay(String id, String title, String prompt) {
        super(12);
        setId(id);
        getStyleClass().add("sale-overlay");
        Label heading = new Label(title);
        heading.getStyleClass().add("sale-overlay-title");
        field.setId(id + "-field");
        field.setPromptText(prompt);
        answerHead.setId(id + "-headline");
        answerHead.getStyleClass().add("sale-overlay-title");
        answerBody.setId(id + "-details");
        answerBody.setWrapText(true);
        getChildren().addAll(heading, field, answerHead, answerBody);
        setPadding(new Insets(24));
        setAlignment(Pos.CENTER_LEFT);
        setMaxSize(640, 360);
        setVisible(false);
        field.setOnAction(e -> enter(field.getText()));
        field.setOnKeyPressed(e -> {
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

    /** Shows an answer below the field (F3's look-up). */
    Label answerHeadline() {
        return answerHead;
    }

    Label answerDetails() {
        return answerBody;
    }

    private void enter(String text) {
        onEnter.accept(text);
    }
}
