package io.redeemdesk.client.manager.ui;

import io.redeemdesk.client.manager.SummaryViewModel;
import io.redeemdesk.client.manager.store.ManagerText;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.client.ui.CodeSentence;
import io.redeemdesk.protocol.VoucherCode;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import java.util.function.Consumer;

/**
 * Conflicts nobody has acknowledged, pinned above the log and the summary: vouchers honoured offline that the
 * service then refused, each code monospace inside its line. Each stays until a manager acknowledges it.
 */
final class ConflictBanner extends VBox {
    private static final int SHOWN = 5;

    private final SummaryViewModel model;
    private final ManagerText text;
    private final Consumer<String> onOpen;

    ConflictBanner(SummaryViewModel model, ManagerText text, Consumer<String> onOpen) {
        super(4);
        this.model = model;
        this.text = text;
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
        Label title = new Label(text.text("conflict.banner", open));
        title.setWrapText(true);
        title.getStyleClass().add("conflict-title");
        getChildren().add(title);
        model.conflicts().stream().limit(SHOWN).forEach(a -> getChildren().add(row(a)));
        if (open > SHOWN) {
            getChildren().add(new Label(text.text("conflict.more", open - SHOWN, text.text("name.CONFLICT"))));
        }
    }

    private HBox row(RedeemAction a) {
        String code = VoucherCode.mask(a.code());
        CodeSentence line = new CodeSentence();
        line.getStyleClass().add("conflict-row");
        line.show(text.text("conflict.row", text.time(a.createdAt()), code,
                a.verdict() == null ? text.text("conflict.refused") : text.text("name." + a.verdict().name()),
                a.cashierId()), code);
        HBox.setHgrow(line, Priority.ALWAYS);
        line.setMinWidth(0);
        line.setMaxWidth(Double.MAX_VALUE);
        Button open = new Button(text.text("conflict.details"));
        open.setMinWidth(Region.USE_PREF_SIZE);
        open.setOnAction(e -> onOpen.accept(a.requestId()));
        Button ack = new Button(text.text("conflict.acknowledge"));
        ack.setMinWidth(Region.USE_PREF_SIZE);
        ack.getStyleClass().add("ack-conflict");
        ack.setOnAction(e -> model.acknowledge(a.requestId()));
        HBox row = new HBox(8, line, open, ack);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }
}
