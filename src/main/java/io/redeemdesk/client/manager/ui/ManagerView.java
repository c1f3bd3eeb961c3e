package io.redeemdesk.client.manager.ui;

import io.redeemdesk.client.manager.ManagerViewModel;
import io.redeemdesk.client.manager.store.ManagerText;
import io.redeemdesk.client.ui.TouchMode;
import javafx.beans.binding.DoubleBinding;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import java.nio.file.Path;

/**
 * The signed-in manager screen: a paused queue and open conflicts pinned on top, then the log with one action's
 * details beside it (below it on a window too narrow for every log column beside the details), and today's
 * summary in a second tab (scrolled when the window is too low for all of it). The header's one Refresh reloads
 * both tabs. {@code onClose} ("Back to the till", or Esc) returns to the cashier screen.
 */
public final class ManagerView {
    /** The details pane's share of a wider window; the log takes the rest (at least half). */
    private static final double DETAILS_WIDTH = 440;
    /** The log's share of the height when the details are under it. */
    private static final double LOG_HEIGHT_SHARE = 0.72;

    private final BorderPane root = new BorderPane();

    /** @param touch whether the till is worked by touch: every target at least 44 × 44 px */
    public ManagerView(ManagerViewModel model, ManagerText text, FileAsker files, Path reportDir, Runnable onClose,
                       boolean touch) {
        root.getStyleClass().add("manager");
        if (touch) {
            TouchMode.mark(root);
        }
        DetailsPane details = new DetailsPane(model.details(), text);
        LogPane log = new LogPane(model.log(), text, model.details()::show, files);
        ScrollPane detailsScroll = new ScrollPane(details);
        detailsScroll.setFitToWidth(true);
        detailsScroll.setFitToHeight(true);
        detailsScroll.setMinWidth(details.getMinWidth());
        SplitPane logAndDetails = new SplitPane(log, detailsScroll);
        logAndDetails.setDividerPositions(0.64);
        DoubleBinding logNeeds = log.widthBesideDetails();
        logAndDetails.widthProperty().addListener((o, was, width) -> arrange(logAndDetails, width.doubleValue(),
                logNeeds.get()));
        logNeeds.addListener((o, was, needs) -> arrange(logAndDetails, logAndDetails.getWidth(),
                needs.doubleValue()));
        Tab logTab = new Tab(text.text("tab.log"), logAndDetails);
        logTab.setId("log-tab");
        ScrollPane todayScroll = new ScrollPane(new SummaryPane(model.summary(), text, reportDir));
        todayScroll.setFitToWidth(true);
        todayScroll.setFitToHeight(true);
        Tab today = new Tab(text.text("tab.today"), todayScroll);
        today.setId("today-tab");
        TabPane tabs = new TabPane(logTab, today);
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        ConflictBanner conflicts = new ConflictBanner(model.summary(), text, id -> {
            tabs.getSelectionModel().select(logTab);
            model.details().show(id);
        });
        root.setTop(new VBox(header(model, text, onClose), new SendingPauseBanner(model.sending(), text), conflicts));
        root.setCenter(tabs);
    }

    public Parent root() {
        return root;
    }

    /**
     * Details beside the log when every log column still fits beside them; under the log, which then has the whole
     * width, on a window too narrow for that (1024 wide: the columns would need sideways scrolling).
     */
    private static void arrange(SplitPane logAndDetails, double width, double logNeeds) {
        if (width - DETAILS_WIDTH < logNeeds) {
            logAndDetails.setOrientation(Orientation.VERTICAL);
            logAndDetails.setDividerPositions(LOG_HEIGHT_SHARE);
        } else {
            logAndDetails.setOrientation(Orientation.HORIZONTAL);
            logAndDetails.setDividerPositions(Math.max(0.5, 1 - DETAILS_WIDTH / width));
        }
    }

    private static HBox header(ManagerViewModel model, ManagerText text, Runnable onClose) {
        Label title = new Label(text.text("manager.title", model.manager()));
        title.getStyleClass().add("manager-title");
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        Button refresh = new Button(text.text("manager.refresh"));
        refresh.setId("refresh-manager");
        refresh.setOnAction(e -> model.refresh());
        Button close = new Button(text.text("manager.back"));
        close.setId("close-manager");
        close.setCancelButton(true);
        close.setOnAction(e -> onClose.run());
        HBox bar = new HBox(8, title, gap, refresh, close);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(8, 10, 8, 10));
        bar.getStyleClass().add("manager-header");
        return bar;
    }
}
