package io.redeemdesk.client.app;

import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;

/**
 * The window a failed start shows instead of the cashier screen: the {@link StartupFailure}'s headline and
 * advice, and one button that closes it (and the application).
 */
final class StartupFailureDialog {
    private final Alert alert;

    /** Builds the dialog; FX thread only. */
    StartupFailureDialog(StartupFailure failure) {
        alert = new Alert(Alert.AlertType.ERROR, "", ButtonType.CLOSE);
        alert.setTitle("RedeemDesk");
        alert.setHeaderText(failure.headline());
        Label advice = new Label(failure.advice());
        advice.setWrapText(true);
        advice.setMaxWidth(520);
        alert.getDialogPane().setContent(advice);
    }

    /** Shows it and waits until it is closed; FX thread only. */
    void showAndWait() {
        alert.showAndWait();
    }

    Alert alert() {
        return alert;
    }
}
