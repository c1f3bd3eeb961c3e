package io.redeemdesk.client.cashier.ui;

import io.redeemdesk.client.cashier.VerdictCard;
import io.redeemdesk.client.text.DateTimes;
import io.redeemdesk.client.text.Messages;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/** The last ten scans, newest first: time, verdict icon and word, masked code; never scrolls sideways. */
final class RecentScansStrip extends VBox {

    /** @param scans the cards of the last scans, newest first (either mode's view model has them) */
    RecentScansStrip(ObservableList<VerdictCard> scans, Messages text, ZoneId zone) {
        super(6);
        ListView<VerdictCard> list = new ListView<>(scans);
        list.setId("recent-scans");
        list.setFocusTraversable(false);
        list.setCellFactory(view -> new Cell(zone));
        VBox.setVgrow(list, Priority.ALWAYS);
        Label title = new Label(text.text("ui.lastScans"));
        title.getStyleClass().add("strip-title");
        getChildren().addAll(title, list);
        setPadding(new Insets(8));
        setPrefWidth(300);
        getStyleClass().add("recent-strip");
    }

    private static final class Cell extends ListCell<VerdictCard> {
        private final DateTimeFormatter time;

        /**
         * A cell asks for no width of its own, so nothing needs a sideways scrollbar; the time and the code on one
         * line, the verdict's name under them, so each shows whole in the panel's width.
         */
        Cell(ZoneId zone) {
            this.time = DateTimes.time(Locale.ROOT, zone);
            setPrefWidth(0);
        }

        @Override
        protected void updateItem(VerdictCard card, boolean empty) {
            super.updateItem(card, empty);
            getStyleClass().removeIf(style -> style.startsWith("scan-"));
            if (empty || card == null) {
                setText(null);
                setGraphic(null);
                setTooltip(null);
                return;
            }
            FontIcon icon = new FontIcon(card.look().icon());
            icon.getStyleClass().add("scan-icon");
            String when = time.format(card.at()) + "  " + card.maskedCode();
            Label code = new Label(card.maskedCode());
            code.getStyleClass().add("scan-code");
            code.setMinWidth(Region.USE_PREF_SIZE);
            Label what = new Label(card.shortName());
            what.getStyleClass().add("scan-verdict");
            HBox head = new HBox(8, new Label(time.format(card.at())), code);
            HBox line = new HBox(8, icon, new VBox(1, head, what));
            line.setAlignment(Pos.CENTER_LEFT);
            setText(null);
            setGraphic(line);
            setTooltip(new Tooltip(when + "  " + card.shortName()));
            getStyleClass().add("scan-" + card.look().styleClass());
        }
    }
}
