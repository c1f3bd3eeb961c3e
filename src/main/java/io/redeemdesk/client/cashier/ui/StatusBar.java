package io.redeemdesk.client.cashier.ui;

import io.redeemdesk.client.cashier.StatusViewModel;
import io.redeemdesk.client.ui.CodeSentence;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The status bar: connection, queue, store, till, cashier on one line (two on a narrow screen); below it, when
 * there is one, the notice (offline caps, authentication, conflict) on its own full-width line, a conflict's code
 * in it monospace. The connection is green while online; the bar
 * turns amber while offline and red when caps are near or the service refuses the till; an icon and words say the same, so colour is not needed.
 */
final class StatusBar extends VBox {

    StatusBar(StatusViewModel model, String modeLine) {
        FontIcon link = new FontIcon("mdi2l-lan-connect");
        model.offlineProperty().addListener((o, was, off) ->
                link.setIconLiteral(off ? "mdi2l-lan-disconnect" : "mdi2l-lan-connect"));
        Label connection = bound("status-connection", model.connectionProperty());
        connection.setGraphic(link);
        Label mode = new Label(modeLine);
        mode.setId("status-mode");
        mode.setMinWidth(Region.USE_PREF_SIZE);
        FlowPane line = new FlowPane(14, 2, connection, bound("status-queue", model.queueProperty()),
                bound("status-store", model.storeProperty()), bound("status-terminal", model.terminalProperty()),
                bound("status-cashier", model.cashierProperty()), mode);
        line.setAlignment(Pos.CENTER_LEFT);
        line.prefWrapLengthProperty().bind(widthProperty().subtract(24));
        CodeSentence words = new CodeSentence();
        words.setId("status-notice");
        Runnable show = () -> words.show(model.noticeProperty().get(), model.noticeCodeProperty().get());
        model.noticeProperty().addListener((o, was, now) -> show.run());
        model.noticeCodeProperty().addListener((o, was, now) -> show.run());
        show.run();
        HBox notice = new HBox(6, new FontIcon("mdi2a-alert-octagon"), words);
        notice.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(words, Priority.ALWAYS);
        words.setMinWidth(0);
        notice.getStyleClass().add("status-notice");
        notice.visibleProperty().bind(model.noticeProperty().isNotEmpty());
        notice.managedProperty().bind(notice.visibleProperty());
        getChildren().addAll(line, notice);
        setSpacing(4);
        setPadding(new Insets(6, 12, 6, 12));
        getStyleClass().add("status-bar");
        setId("status-bar");
        model.offlineProperty().addListener((o, was, off) -> {
            toggle("offline", off);
            toggle("online", !off);
        });
        model.alarmProperty().addListener((o, was, on) -> toggle("alarm", on));
        toggle("offline", model.offlineProperty().get());
        toggle("online", !model.offlineProperty().get());
        toggle("alarm", model.alarmProperty().get());
    }

    private void toggle(String style, boolean on) {
        getStyleClass().remove(style);
        if (on) {
            getStyleClass().add(style);
        }
    }

    private static Label bound(String id, ObservableValue<String> text) {
        Label label = new Label();
        label.setId(id);
        label.setMinWidth(Region.USE_PREF_SIZE);
        label.textProperty().bind(text);
        return label;
    }
}
