package io.redeemdesk.client.ui;

import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextInputControl;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import java.util.List;

/**
 * A touch till's on-screen keypad, bound to a {@link KeypadViewModel}: its keys in rows of {@code perRow}, then
 * back, clear and enter. Every key is at least 56 × 52 px and never takes the focus, so what is typed goes where
 * the field's caret is and the field keeps the focus.
 */
public final class Keypad extends VBox {
    private static final double KEY_WIDTH = 56;
    private static final double KEY_HEIGHT = 48;

    /**
     * @param title  printed above the keys (with its F-key and Esc), or {@code null} for none
     * @param words  the back, clear and enter keys' words
     */
    public Keypad(String id, KeypadViewModel model, String title, List<String> words, int perRow) {
        super(6);
        setId(id);
        getStyleClass().add("keypad");
        if (title != null) {
            Label heading = new Label(title);
            heading.getStyleClass().add("keypad-title");
            getChildren().add(heading);
        }
        FlowPane keys = new FlowPane(6, 6);
        keys.setPrefWrapLength(perRow * (KEY_WIDTH + 6));
        for (String key : model.keys()) {
            keys.getChildren().add(key(id + "-" + key, key, () -> model.press(key)));
        }
        Button back = key(id + "-back", words.get(0), model::backspace);
        Button clear = key(id + "-clear", words.get(1), model::clear);
        Button enter = key(id + "-enter", words.get(2), model::enter);
        enter.getStyleClass().add("accent");
        keys.getChildren().addAll(back, clear, enter);
        getChildren().add(keys);
        setPadding(new Insets(6, 0, 6, 0));
        setMaxWidth(USE_PREF_SIZE);
        visibleProperty().bind(model.openProperty());
        managedProperty().bind(visibleProperty());
    }

    /** A keypad's target: the end of {@code field}; {@code enter} is what Enter does there. */
    public static KeypadViewModel.Target typingInto(TextInputControl field, Runnable enter) {
        return new KeypadViewModel.Target() {
            @Override
            public String text() {
                return field.getText();
            }

            @Override
            public void append(String key) {
                field.appendText(key);
            }

            @Override
            public void backspace() {
                field.deleteText(field.getLength() - 1, field.getLength());
            }

            @Override
            public void clear() {
                field.clear();
            }

            @Override
            public void enter() {
                enter.run();
            }
        };
    }

    private static Button key(String id, String words, Runnable action) {
        Button key = new Button(words);
        key.setId(id);
        key.getStyleClass().add("keypad-key");
        key.setFocusTraversable(false);
        key.setMinHeight(KEY_HEIGHT);
        key.setPrefHeight(KEY_HEIGHT);
        if (words.length() == 1) {
            key.setMinWidth(KEY_WIDTH);
            key.setPrefWidth(KEY_WIDTH);
        } else {
            key.setMinWidth(Region.USE_PREF_SIZE);
        }
        key.setOnAction(e -> action.run());
        return key;
    }
}
