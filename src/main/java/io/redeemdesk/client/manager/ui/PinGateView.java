package io.redeemdesk.client.manager.ui;

import io.redeemdesk.client.manager.PinCheck;
import io.redeemdesk.client.manager.PinGateViewModel;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/** The manager PIN prompt: name, PIN, and what the gate says (not set, tries left, locked until). */
public final class PinGateView {
    private final VBox root = new VBox(12);

    public PinGateView(PinGateViewModel model, Runnable onCancel) {
        Label title = new Label("Manager access");
        title.getStyleClass().add("manager-title");
        TextField name = new TextField();
        name.setId("manager-name");
        name.setPromptText("Your name");
        name.setMaxWidth(280);
        PasswordField pin = new PasswordField();
        pin.setId("manager-pin");
        pin.setPromptText("Manager PIN");
        pin.setMaxWidth(280);
        Label message = new Label();
        message.setId("pin-message");
        message.setWrapText(true);
        message.textProperty().bind(model.messageProperty());
        Button unlock = new Button("Unlock");
        unlock.setId("unlock");
        unlock.setDefaultButton(true);
        unlock.disableProperty().bind(model.busyProperty()
                .or(model.stateProperty().isEqualTo(PinCheck.Kind.NOT_SET))
                .or(model.stateProperty().isEqualTo(PinCheck.Kind.LOCKED)));
        unlock.setOnAction(e -> {
            char[] typed = pin.getText().toCharArray();
            pin.clear();
            model.submit(name.getText(), typed);
        });
        Button cancel = new Button("Back to the till");
        cancel.setId("cancel-manager");
        cancel.setCancelButton(true);
        cancel.setOnAction(e -> onCancel.run());
        HBox buttons = new HBox(8, unlock, cancel);
        buttons.setAlignment(Pos.CENTER);
        root.getChildren().addAll(title, name, pin, buttons, message);
        root.setAlignment(Pos.CENTER);
        root.setPadding(new Insets(32));
        root.getStyleClass().add("pin-gate");
    }

    public Parent root() {
        return root;
    }
}
