package io.redeemdesk.client.manager.ui;

import io.redeemdesk.client.manager.PinCheck;
import io.redeemdesk.client.manager.PinGate;
import io.redeemdesk.client.manager.PinGateViewModel;
import io.redeemdesk.client.manager.store.ManagerText;
import io.redeemdesk.client.ui.Keypad;
import io.redeemdesk.client.ui.KeypadViewModel;
import io.redeemdesk.client.ui.TouchMode;
import javafx.application.Platform;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

import java.util.List;

/**
 * The manager PIN prompt: a labelled name (the last manager's preselected, the others who unlocked before in its
 * list, any other typed), a labelled PIN field that has the focus and never shows the PIN, Enter unlocks; below,
 * what the gate says (not set, tries left, locked until). Enter in the name moves to the PIN and tries nothing;
 * digits typed in the name go to the PIN field (see {@link NameKeys}); Unlock without a name keeps the PIN and
 * asks for the name. On a touch till a keypad under the PIN field types the PIN (masked like any other).
 */
public final class PinGateView {
    private static final double FIELD_WIDTH = 320;

    private final VBox root = new VBox(8);

    public PinGateView(PinGateViewModel model, ManagerText text, Runnable onCancel) {
        this(model, text, onCancel, false);
    }

    /** @param touch whether the till is worked by touch: an on-screen keypad types the PIN */
    public PinGateView(PinGateViewModel model, ManagerText text, Runnable onCancel, boolean touch) {
        Label title = new Label(text.text("pin.title"));
        title.getStyleClass().add("manager-title");
        ComboBox<String> name = new ComboBox<>(model.managers());
        name.setId("manager-name");
        name.setEditable(true);
        name.setPrefWidth(FIELD_WIDTH);
        name.setPromptText(text.text("pin.namePrompt"));
        Label nameLabel = new Label(text.text("pin.name"));
        nameLabel.setLabelFor(name);
        PasswordField pin = new PasswordField();
        pin.setId("manager-pin");
        pin.setMaxWidth(FIELD_WIDTH);
        Label pinLabel = new Label(text.text("pin.pin"));
        pinLabel.setLabelFor(pin);
        Label message = new Label();
        message.setId("pin-message");
        message.setWrapText(true);
        message.textProperty().bind(model.messageProperty());
        Button unlock = new Button(text.text("pin.unlock"));
        unlock.setId("unlock");
        unlock.setDefaultButton(true);
        unlock.disableProperty().bind(model.busyProperty()
                .or(model.stateProperty().isEqualTo(PinCheck.Kind.NOT_SET))
                .or(model.stateProperty().isEqualTo(PinCheck.Kind.LOCKED)));
        Runnable submit = () -> {
            if (unlock.isDisabled()) {
                return;
            }
            String who = name.getEditor().getText();
            if (who.isBlank()) {
                model.submit(who, new char[0]);
                name.requestFocus();
                return;
            }
            char[] typed = pin.getText().toCharArray();
            pin.clear();
            model.submit(who, typed);
        };
        unlock.setOnAction(e -> submit.run());
        pin.setOnAction(e -> submit.run());
        NameKeys.install(name, pin);
        Button cancel = new Button(text.text("pin.cancel"));
        cancel.setId("cancel-manager");
        cancel.setCancelButton(true);
        cancel.setOnAction(e -> onCancel.run());
        HBox buttons = new HBox(8, unlock, cancel);
        buttons.setAlignment(Pos.CENTER_LEFT);
        VBox form = new VBox(6, title, nameLabel, name, pinLabel, pin, buttons, message);
        if (touch) {
            KeypadViewModel keys = new KeypadViewModel(KeypadViewModel.Layout.pin(PinGate.MAX_LENGTH),
                    Keypad.typingInto(pin, submit), true);
            form.getChildren().add(form.getChildren().indexOf(pin) + 1, new Keypad("pin-keypad", keys, null,
                    List.of(text.text("pin.keypadBack"), text.text("pin.keypadClear"), text.text("pin.unlock")), 5));
            TouchMode.mark(root);
        }
        form.setMaxWidth(FIELD_WIDTH + 120);
        form.setAlignment(Pos.CENTER_LEFT);
        VBox.setMargin(buttons, new Insets(8, 0, 0, 0));
        root.getChildren().add(form);
        root.setAlignment(Pos.CENTER);
        root.setPadding(new Insets(32));
        root.getStyleClass().add("pin-gate");
        model.managers().addListener((ListChangeListener<String>) c -> {
            if (name.getEditor().getText().isEmpty() && !model.managers().isEmpty()) {
                name.getEditor().setText(model.managers().get(0));
                pin.requestFocus();
            }
        });
        root.sceneProperty().addListener((o, old, scene) -> {
            if (scene != null) {
                Platform.runLater(() -> (name.getEditor().getText().isEmpty() ? name : pin).requestFocus());
            }
        });
    }

    public Parent root() {
        return root;
    }
}
