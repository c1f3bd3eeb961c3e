package io.redeemdesk.client.cashier;

import javafx.beans.value.ObservableValue;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.kordamp.ikonli.javafx.FontIcon;

/** The status bar: connection, queue, store, till, cashier; red with the notice when caps are near. */
final class StatusBar extends HBox {

    StatusBar(StatusViewModel model, String modeLine) {
        super(18);
        FontIcon link = new FontIcon("mdi2l-lan-connect");
        model.offlineProperty().addListener((o, was, off) ->
                link.setIconLiteral(off ? "mdi2l-lan-disconnect" : "mdi2l-lan-connect"));
        Label connection = bound("status-connection", model.connectionProperty());
        connection.setGraphic(link);
        Label notice = bound("status-notice", model.noticeProperty());
        notice.setGraphic(new FontIcon("mdi2a-alert-octagon"));
        notice.visibleProperty().bind(model.noticeProperty().isNotEmpty());
        notice.managedProperty().bind(notice.visibleProperty());
        Label mode = new Label(modeLine);
        mode.setId("status-mode");
        Region spring = new Region();
        HBox.setHgrow(spring, Priority.ALWAYS);
        getChildren().addAll(connection, bound("status-queue", model.queueProperty()), notice, spring,
                bound("status-store", model.storeProperty()), bound("status-terminal", model.terminalProperty()),
                bound("status-cashier", model.cashierProperty()), mode);
        setAlignment(Pos.CENTER_LEFT);
        setPadding(new Insets(6, 12, 6, 12));
        getStyleClass().add("status-bar");
        setId("status-bar");
        model.offlineProperty().addListener((o, was, off) -> toggle("offline", off));
        model.alarmProperty().addListener((o, was, on) -> toggle("alarm", on));
        toggle("offline", model.offlineProperty().get());
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
        label.textProperty().bind(text);
        return label;
    }
}
