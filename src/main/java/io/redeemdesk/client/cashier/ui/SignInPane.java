package io.redeemdesk.client.cashier.ui;

import io.redeemdesk.client.cashier.CashierSession;
import io.redeemdesk.client.text.Messages;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;

/**
 * The sign-in card shown over the verdict panel while no cashier is signed in: cashier ID, optional PIN,
 * Enter to sign in. Keyboard only: it takes focus when it appears.
 */
final class SignInPane extends VBox {
    private final TextField cashierId = new TextField();

    SignInPane(CashierSession session, Messages text) {
        super(12);
        Label title = new Label(text.text("ui.signInTitle"));
        title.getStyleClass().add("signin-title");
        Label hint = new Label(text.text("ui.signInHint"));
        hint.setWrapText(true);
        cashierId.setId("signin-id");
        cashierId.setPromptText(text.text("ui.cashierId"));
        PasswordField pin = new PasswordField();
        pin.setId("signin-pin");
        pin.setPromptText(text.text("ui.pin"));
        Label problem = new Label();
        problem.setId("signin-problem");
        problem.getStyleClass().add("signin-problem");
        problem.textProperty().bind(session.problemProperty());
        Button signIn = new Button(text.text("ui.signIn"));
        Runnable submit = () -> {
            session.signIn(cashierId.getText(), pin.getText());
            pin.clear();
        };
        signIn.setOnAction(e -> submit.run());
        cashierId.setOnAction(e -> submit.run());
        pin.setOnAction(e -> submit.run());
        getChildren().addAll(title, hint, new Label(text.text("ui.cashierId")), cashierId,
                new Label(text.text("ui.pin")), pin, signIn, problem);
        setMaxSize(460, USE_PREF_SIZE);
        setPadding(new Insets(24));
        setAlignment(Pos.CENTER_LEFT);
        getStyleClass().add("signin");
        setId("signin-pane");
        visibleProperty().bind(session.cashierProperty().isEmpty());
        managedProperty().bind(visibleProperty());
        visibleProperty().addListener((o, was, now) -> {
            if (now) {
                cashierId.clear();
                cashierId.requestFocus();
            }
        });
    }

    void focus() {
        cashierId.requestFocus();
    }
}
