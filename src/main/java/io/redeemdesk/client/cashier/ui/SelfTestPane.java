package io.redeemdesk.client.cashier.ui;

import io.redeemdesk.client.cashier.SelfTestViewModel;
import io.redeemdesk.client.text.Messages;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

/** The scanner self-test view: binds the rows of {@link SelfTestViewModel}. */
final class SelfTestPane extends VBox {

    SelfTestPane(SelfTestViewModel model, Messages text) {
        super(12);
        Label title = new Label(text.text("selftest.title"));
        title.getStyleClass().add("selftest-title");
        title.setWrapText(true);
        Label thresholds = bound("selftest-thresholds", model.thresholdsProperty());
        GridPane rows = new GridPane();
        rows.setHgap(16);
        rows.setVgap(10);
        row(rows, 0, text.text("selftest.raw"), bound("selftest-raw", model.rawProperty()));
        row(rows, 1, text.text("selftest.timings"), bound("selftest-timings", model.timingsProperty()));
        row(rows, 2, text.text("selftest.kind"), bound("selftest-kind", model.kindProperty()));
        row(rows, 3, text.text("selftest.aim"), bound("selftest-aim", model.aimProperty()));
        row(rows, 4, text.text("selftest.parsed"), bound("selftest-parsed", model.parsedProperty()));
        row(rows, 5, text.text("selftest.check"), bound("selftest-check", model.checkProperty()));
        getChildren().addAll(title, thresholds, rows);
        setPadding(new Insets(24));
        getStyleClass().add("selftest");
        setId("selftest-pane");
        visibleProperty().bind(model.openProperty());
        managedProperty().bind(visibleProperty());
    }

    private static void row(GridPane grid, int row, String name, Label value) {
        Label label = new Label(name);
        label.getStyleClass().add("selftest-name");
        label.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        grid.addRow(row, label, value);
    }

    private static Label bound(String id, ObservableValue<String> text) {
        Label label = new Label();
        label.setId(id);
        label.getStyleClass().add("selftest-value");
        label.setWrapText(true);
        label.textProperty().bind(text);
        return label;
    }
}
