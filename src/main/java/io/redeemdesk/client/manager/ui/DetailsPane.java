package io.redeemdesk.client.manager.ui;

import io.redeemdesk.client.manager.Confirmation;
import io.redeemdesk.client.manager.DetailsViewModel;
import io.redeemdesk.client.manager.store.ManagerText;
import io.redeemdesk.client.ui.WindowPlacement;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * One action: facts, masked code with reveal, attempt timeline, the service's answer (its summary, or with the
 * toggle its JSON; codes masked in both), conflict and actions. A
 * question the model asks before retrying a held action is shown as a dialog; only "Retry now" in it retries.
 */
final class DetailsPane extends VBox {

    private final ManagerText text;

    DetailsPane(DetailsViewModel model, ManagerText text) {
        super(8);
        this.text = text;
        setPadding(new Insets(8));
        setPrefWidth(430);
        setMinWidth(340);
        Label headline = bound("details-headline", model.headlineProperty());
        headline.getStyleClass().add("details-headline");
        Label code = bound("details-code", model.codeProperty());
        code.getStyleClass().add("details-code");
        Button reveal = button("reveal-code", text.text("details.reveal"), model::revealCode);
        reveal.setMinWidth(Region.USE_PREF_SIZE);
        reveal.disableProperty().bind(model.canRevealProperty().not());
        HBox codeLine = new HBox(8, code, reveal);
        codeLine.setAlignment(Pos.CENTER_LEFT);
        Label facts = bound("details-facts", model.factsProperty());
        Label conflict = bound("details-conflict", model.conflictProperty());
        conflict.getStyleClass().add("conflict-text");
        conflict.visibleProperty().bind(model.conflictProperty().isNotEmpty());
        conflict.managedProperty().bind(conflict.visibleProperty());
        ListView<String> timeline = new ListView<>(model.timeline());
        timeline.setId("details-timeline");
        timeline.setPrefHeight(110);
        timeline.setMinHeight(70);
        timeline.setCellFactory(list -> new ListCell<>() {
            @Override
            protected void updateItem(String line, boolean empty) {
                super.updateItem(line, empty);
                setText(empty ? null : line);
                setTooltip(empty ? null : new Tooltip(line));
            }
        });
        TextArea response = new TextArea();
        response.setId("details-response");
        response.setEditable(false);
        response.setWrapText(true);
        ToggleButton json = new ToggleButton(text.text("details.json"));
        json.setId("details-response-json");
        json.setMinWidth(Region.USE_PREF_SIZE);
        response.textProperty().bind(Bindings.when(json.selectedProperty()).then(model.responseJsonProperty())
                .otherwise(model.responseProperty()));
        response.setPrefRowCount(5);
        response.setMinHeight(80);
        VBox.setVgrow(response, Priority.ALWAYS);
        Button retry = button("retry-now", text.text("details.retry"), model::retryNow);
        retry.disableProperty().bind(model.canRetryProperty().not());
        Button check = button("check-status", text.text("details.check"), model::checkStatus);
        check.disableProperty().bind(model.canCheckProperty().not());
        Button release = button("release-hold", text.text("details.release"), model::releaseHeld);
        release.setTooltip(new Tooltip(text.text("details.releaseTip")));
        release.disableProperty().bind(model.canReleaseProperty().not());
        Button acknowledge = button("acknowledge", text.text("details.acknowledge"), model::acknowledge);
        acknowledge.disableProperty().bind(model.canAcknowledgeProperty().not());
        Label message = bound("details-message", model.messageProperty());
        model.retryConfirmation().questionProperty().addListener((o, old, question) -> {
            if (!question.isEmpty()) {
                ask(question, model.retryConfirmation());
            }
        });
        getChildren().addAll(headline, codeLine, facts, conflict, new Label(text.text("details.attempts")), timeline,
                answerTitle(text.text("details.response"), json), response, buttons(retry, check, release, acknowledge),
                message);
    }

    private void ask(String question, Confirmation confirmation) {
        ButtonType retry = new ButtonType(text.text("details.retry"), ButtonBar.ButtonData.OK_DONE);
        ButtonType cancel = new ButtonType(text.text("retry.cancel"), ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert dialog = new Alert(Alert.AlertType.CONFIRMATION, question, retry, cancel);
        WindowPlacement.own(dialog, getScene().getWindow(), true);
        dialog.setTitle(text.text("retry.title"));
        dialog.setHeaderText(text.text("retry.header"));
        dialog.getDialogPane().setId("retry-held-dialog");
        ((Button) dialog.getDialogPane().lookupButton(retry)).setDefaultButton(false);
        ((Button) dialog.getDialogPane().lookupButton(cancel)).setDefaultButton(true);
        dialog.setOnHidden(e -> confirmation.answer(dialog.getResult() == retry));
        dialog.show();
    }

    /** "The service's answer", with the toggle to its JSON at the right. */
    private static HBox answerTitle(String words, ToggleButton json) {
        Label title = new Label(words);
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox line = new HBox(8, title, gap, json);
        line.setAlignment(Pos.CENTER_LEFT);
        return line;
    }

    private static Label bound(String id, javafx.beans.value.ObservableValue<String> text) {
        Label label = new Label();
        label.setId(id);
        label.setWrapText(true);
        label.setMinHeight(Region.USE_PREF_SIZE);
        label.textProperty().bind(text);
        return label;
    }

    /** The action buttons at full width, wrapping onto a second line when the pane is narrow. */
    private static FlowPane buttons(Button... buttons) {
        for (Button b : buttons) {
            b.setMinWidth(Region.USE_PREF_SIZE);
        }
        return new FlowPane(8, 8, buttons);
    }

    private static Button button(String id, String text, Runnable action) {
        Button b = new Button(text);
        b.setId(id);
        b.setOnAction(e -> action.run());
        return b;
    }
}
