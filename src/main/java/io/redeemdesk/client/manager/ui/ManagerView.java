package io.redeemdesk.client.manager.ui;

import io.redeemdesk.client.manager.ManagerViewModel;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import java.nio.file.Path;
import java.time.ZoneId;

/**
 * The signed-in manager screen: a paused queue and open conflicts pinned on top, then the log with one action's
 * details beside it, and today's summary in a second tab. {@code onClose} returns to the cashier screen.
 */
public final class ManagerView {
    private final BorderPane root = new BorderPane();

    public ManagerView(ManagerViewModel model, ZoneId zone, FileAsker files, Path reportDir, Runnable onClose) {
        root.getStyleClass().add("manager");
        DetailsPane details = new DetailsPane(model.details());
        LogPane log = new LogPane(model.log(), zone, model.details()::show, files);
        SplitPane logAndDetails = new SplitPane(log, details);
        logAndDetails.setDividerPositions(0.68);
        Tab logTab = new Tab("Log", logAndDetails);
        logTab.setId("log-tab");
        Tab today = new Tab("Today", new SummaryPane(model.summary(), reportDir));
        today.setId("today-tab");
        TabPane tabs = new TabPane(logTab, today);
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        ConflictBanner conflicts = new ConflictBanner(model.summary(), zone, id -> {
            tabs.getSelectionModel().select(logTab);
            model.details().show(id);
        });
        root.setTop(new VBox(header(model, onClose), new SendingPauseBanner(model.sending()), conflicts));
        root.setCenter(tabs);
    }

    public Parent root() {
        return root;
    }

    private static HBox header(ManagerViewModel model, Runnable onClose) {
        Label title = new Label("Store manager — " + model.manager());
        title.getStyleClass().add("manager-title");
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        Button refresh = new Button("Refresh");
        refresh.setId("refresh-manager");
        refresh.setOnAction(e -> model.refresh());
        Button close = new Button("Back to the till");
        close.setId("close-manager");
        close.setOnAction(e -> onClose.run());
        HBox bar = new HBox(8, title, gap, refresh, close);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(8, 10, 8, 10));
        bar.getStyleClass().add("manager-header");
        return bar;
    }
}
