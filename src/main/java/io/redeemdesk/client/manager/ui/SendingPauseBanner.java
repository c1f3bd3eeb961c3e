package io.redeemdesk.client.manager.ui;

import io.redeemdesk.client.manager.SendingPauseViewModel;
import io.redeemdesk.client.manager.store.ManagerText;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * Above everything while the till is not sending: why, and "Resume sending" once the token is fixed. Red while
 * paused; after a resume it stays, plain, with the confirmation until the next refresh, or turns red again by
 * itself when the engine is refused once more.
 */
final class SendingPauseBanner extends HBox {
    private static final PseudoClass PAUSED = PseudoClass.getPseudoClass("paused");

    SendingPauseBanner(SendingPauseViewModel model, ManagerText text) {
        super(8);
        setId("sending-paused");
        getStyleClass().add("sending-banner");
        pseudoClassStateChanged(PAUSED, model.pausedProperty().get());
        model.pausedProperty().addListener((o, was, paused) -> pseudoClassStateChanged(PAUSED, paused));
        setPadding(new Insets(6, 10, 6, 10));
        setAlignment(Pos.CENTER_LEFT);
        Label title = new Label(text.text("sending.paused"));
        title.getStyleClass().add("conflict-title");
        title.visibleProperty().bind(model.pausedProperty());
        title.managedProperty().bind(title.visibleProperty());
        Label reason = label("sending-paused-reason", model.reasonProperty());
        Label message = label("sending-message", model.messageProperty());
        VBox words = new VBox(2, title, reason, message);
        HBox.setHgrow(words, Priority.ALWAYS);
        Button resume = new Button(text.text("sending.resume"));
        resume.setId("resume-sending");
        resume.setOnAction(e -> model.resume());
        resume.disableProperty().bind(model.pausedProperty().not());
        resume.setMinWidth(Region.USE_PREF_SIZE);
        getChildren().addAll(words, resume);
        visibleProperty().bind(model.pausedProperty().or(model.messageProperty().isNotEmpty()));
        managedProperty().bind(visibleProperty());
    }

    private static Label label(String id, javafx.beans.value.ObservableValue<String> text) {
        Label label = new Label();
        label.setId(id);
        label.setWrapText(true);
        label.textProperty().bind(text);
        label.visibleProperty().bind(text.map(t -> !t.isEmpty()));
        label.managedProperty().bind(label.visibleProperty());
        return label;
    }
}
