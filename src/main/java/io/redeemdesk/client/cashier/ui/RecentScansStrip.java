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
        private final FontIcon icon = new FontIcon();
        private final Label at = new Label();
        private final Label code = new Label();
        private final Label what = new Label();
        private final Tooltip tip = new Tooltip();
        private final HBox line;

        /**
         * A cell asks for no width of its own, so nothing needs a sideways scrollbar; the time and the code on one
         * line, the verdict's name under them, so each shows whole in the panel's width. Its nodes are made once
         * and filled at each scan, its look a pseudo-class ({@link LookStates}), so a scan restyles nothing anew.
         */
        Cell(ZoneId zone) {
            this.time = DateTimes.time(Locale.ROOT, zone);
            setPrefWidth(0);
            icon.getStyleClass().add("scan-icon");
            code.getStyleClass().add("scan-code");
            code.setMinWidth(Region.USE_PREF_SIZE);
            what.getStyleClass().add("scan-verdict");
            line = new HBox(8, icon, new VBox(1, new HBox(8, at, code), what));
            line.setAlignment(Pos.CENTER_LEFT);
        }

        @Override
        protected void updateItem(VerdictCard card, boolean empty) {
            super.updateItem(card, empty);
            setText(null);
            if (empty || card == null) {
                LookStates.show(this, null);
                setGraphic(null);
                setTooltip(null);
                return;
            }
            String when = time.format(card.at());
            icon.setIconLiteral(card.look().icon());
            at.setText(when);
            code.setText(card.maskedCode());
            what.setText(card.shortName());
            tip.setText(when + "  " + card.maskedCode() + "  " + card.shortName());
            LookStates.show(this, card.look());
            setGraphic(line);
            setTooltip(tip);
        }
    }
}
