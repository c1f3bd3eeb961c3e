package io.redeemdesk.client.manager.ui;

import io.redeemdesk.client.manager.SummaryViewModel;
import io.redeemdesk.client.manager.store.Formats;
import io.redeemdesk.client.redeem.RedeemAction;
import io.redeemdesk.protocol.VoucherCode;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import java.time.ZoneId;
import java.util.function.Consumer;

/**
 * Conflicts nobody has acknowledged, pinned above the log and the summary: vouchers honoured offline that the
 * service then refused. Each stays until a manager acknowledges it.
 */
final class ConflictBanner extends VBox {
    private static final int SHOWN = 5;

    private final SummaryViewModel model;
    private final ZoneId zone;
    private final Consumer<String> onOpen;

    ConflictBanner(SummaryViewModel model, ZoneId zone, Consumer<String> onOpen) {
        super(4);
        this.model = model;
        this.zone = zone;
        this.onOpen = onOpen;
        setId("conflict-banner");
        getStyleClass().add("conflict-banner");
        setPadding(new Insets(6, 10, 6, 10));
        model.conflicts().addListener((ListChangeListener<RedeemAction>) c -> rebuild());
        rebuild();
    }

    private void rebuild() {
        getChildren().clear();
        int open = model.conflicts().size();
        setVisible(open > 0);
        setManaged(open > 0);
        if (open == 0) {
            return;
        }
        Label title = new Label(open + (open == 1 ? " conflict needs" : " conflicts need") + " a manager: honoured "
                + "offline, then refused by the service");
        title.getStyleClass().add("conflict-title");
        getChildren().add(title);
        model.conflicts().stream().limit(SHOWN).forEach(a -> getChildren().add(row(a)));
        if (open > SHOWN) {
            getChildren().add(new Label("… and " + (open - SHOWN) + " more (filter the log by state CONFLICT)"));
        }
    }

    private HBox row(RedeemAction a) {
        Label text = new Label(Formats.time(a.createdAt(), zone) + "   " + VoucherCode.mask(a.code()) + "   "
                + (a.verdict() == null ? "refused" : a.verdict().name()) + "   cashier " + a.cashierId());
        HBox.setHgrow(text, Priority.ALWAYS);
        text.setMaxWidth(Double.MAX_VALUE);
        Button open = new Button("Details");
        open.setOnAction(e -> onOpen.accept(a.requestId()));
        Button ack = new Button("Acknowledge");
        ack.getStyleClass().add("ack-conflict");
        ack.setOnAction(e -> model.acknowledge(a.requestId()));
        HBox row = new HBox(8, text, open, ack);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }
}
