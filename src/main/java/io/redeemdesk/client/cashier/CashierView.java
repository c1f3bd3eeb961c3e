package io.redeemdesk.client.cashier;

import io.redeemdesk.client.scan.ScanText;
import io.redeemdesk.client.scan.ScannerTimings;
import io.redeemdesk.client.scan.WedgeDetector;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.List;

/** The cashier screen: verdict panel, manual entry, last scans and (in demo mode) the demo voucher sheet. */
public final class CashierView {
    private final CashierViewModel model;
    private final BorderPane root = new BorderPane();
    private final TextField manualEntry = new TextField();

    public CashierView(CashierViewModel model, List<DemoVoucher> demoVouchers, String statusText) {
        this.model = model;
        root.getStyleClass().add("cashier");
        root.setTop(statusBar(statusText));
        root.setCenter(verdictPanel());
        root.setBottom(entryBar());
        root.setRight(recentScans());
        if (!demoVouchers.isEmpty()) {
            root.setLeft(new DemoSheet(demoVouchers, model::submit));
        }
    }

    public Scene scene(ScannerTimings timings, ScanText scanText) {
        Scene scene = new Scene(root, 1280, 720);
        scene.getStylesheets().add(CashierView.class.getResource("cashier.css").toExternalForm());
        new WedgeInput(new WedgeDetector(timings), scanText, manualEntry, model::submit, timings.maxKeyGap(),
                System::nanoTime).install(scene);
        return scene;
    }

    private HBox statusBar(String statusText) {
        Label status = new Label(statusText);
        status.setId("status-line");
        HBox bar = new HBox(12, status);
        bar.getStyleClass().add("status-bar");
        bar.setPadding(new Insets(6, 12, 6, 12));
        return bar;
    }

    private VBox verdictPanel() {
        FontIcon icon = new FontIcon();
        icon.setIconLiteral(model.lookProperty().get().icon());
        model.lookProperty().addListener((o, old, look) -> icon.setIconLiteral(look.icon()));
        icon.getStyleClass().add("verdict-icon");
        Label headline = label("verdict-headline", model.headlineProperty());
        headline.setId("verdict-headline");
        Label voucher = label("verdict-voucher", model.voucherProperty());
        voucher.setId("verdict-voucher");
        Label detail = label("verdict-detail", model.detailProperty());
        detail.setId("verdict-detail");
        VBox panel = new VBox(16, icon, headline, voucher, detail);
        panel.setAlignment(Pos.CENTER);
        panel.setPadding(new Insets(24));
        panel.getStyleClass().add("verdict");
        model.lookProperty().addListener((obs, old, look) -> {
            panel.getStyleClass().removeAll("ready", "checking", "ok", "refused", "warning", "offline");
            panel.getStyleClass().add(look.styleClass());
        });
        panel.getStyleClass().add(model.lookProperty().get().styleClass());
        return panel;
    }

    private static Label label(String styleClass, javafx.beans.value.ObservableValue<String> text) {
        Label label = new Label();
        label.textProperty().bind(text);
        label.getStyleClass().add(styleClass);
        label.setWrapText(true);
        return label;
    }

    private HBox entryBar() {
        manualEntry.setId("manual-entry");
        manualEntry.setPromptText("Type a voucher code and press Enter");
        manualEntry.setOnAction(e -> redeemTyped());
        Button redeem = new Button("Redeem");
        redeem.setOnAction(e -> redeemTyped());
        HBox.setHgrow(manualEntry, Priority.ALWAYS);
        HBox bar = new HBox(8, new Label("Code"), manualEntry, redeem);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(10, 12, 10, 12));
        bar.getStyleClass().add("entry-bar");
        return bar;
    }

    private void redeemTyped() {
        String text = manualEntry.getText();
        if (!text.isBlank()) {
            manualEntry.clear();
            model.submit(text);
        }
    }

    private VBox recentScans() {
        ListView<String> list = new ListView<>(model.recentScans());
        list.setId("recent-scans");
        list.setFocusTraversable(false);
        VBox.setVgrow(list, Priority.ALWAYS);
        VBox box = new VBox(6, new Label("Last scans"), list);
        box.setPadding(new Insets(8));
        box.setPrefWidth(260);
        return box;
    }
}
