package io.redeemdesk.client.cashier.ui;

import atlantafx.base.theme.Styles;
import io.redeemdesk.client.cashier.OrderNumberRule;
import io.redeemdesk.client.cashier.SaleLineRow;
import io.redeemdesk.client.cashier.SaleScreen;
import io.redeemdesk.client.cashier.SaleViewModel;
import io.redeemdesk.client.text.Messages;
import io.redeemdesk.client.ui.ColumnFit;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.List;
import java.util.function.Function;

/**
 * The cashier screen's centre in sale mode: the big verdict of the last scan, the open sale's lines (name, code,
 * value or pass use, state in the verdict's colours), its total and state, and the keys F4 Complete sale, F8
 * Void sale, Delete Take off, F3 Check voucher. F4 asks for the order number (scannable) unless
 * {@code sale.order-number = off}; F3 opens the check card. While one of them is open, a scan fills it. When
 * shown it brings back the sale a crash left open, and re-reads the sale twice a second.
 */
public final class SaleView extends StackPane {
    /** How often the shown sale is re-read, so lines the drain answered later move from holding… to held. */
    private static final Duration REREAD_EVERY = Duration.millis(500);

    /** The lines get what the verdict leaves, at least a header and two lines; the verdict is never cut. */
    private static final double TABLE_LEAST = 120;

    private final SaleScreen screen;
    private final Messages text;
    private final TableView<SaleLineRow> table = new TableView<>();
    private FlowPane keys;
    private final EntryOverlay orderPrompt;
    private final EntryOverlay checkCard;

    public SaleView(SaleScreen screen, Messages text, Duration settleAfter) {
        this.screen = screen;
        this.text = text;
        SaleViewModel sale = screen.sale();
        getStyleClass().add("sale");
        getStylesheets().add(SaleView.class.getResource("sale.css").toExternalForm());
        setId("sale-view");
        VerdictPanel verdict = new VerdictPanel(sale, settleAfter);
        verdict.setMinHeight(Region.USE_PREF_SIZE);
        Label state = label("sale-state", "sale-state");
        state.textProperty().bind(sale.saleStateProperty());
        Label total = label("sale-total", "sale-total");
        total.textProperty().bind(sale.totalProperty());
        HBox header = new HBox(16, state, total);
        header.setPadding(new Insets(6, 12, 6, 12));
        table.setId("sale-lines");
        table.setItems(sale.lines());
        TableColumn<SaleLineRow, String> name = column("sale.column.voucher", SaleLineRow::name);
        TableColumn<SaleLineRow, String> code = column("sale.column.code", SaleLineRow::maskedCode);
        code.getStyleClass().add("code-column");
        TableColumn<SaleLineRow, String> amount = column("sale.column.amount", SaleLineRow::amount);
        TableColumn<SaleLineRow, String> lineState = column("sale.column.state", SaleLineRow::state);
        table.getColumns().setAll(List.of(name, code, amount, lineState));
        ColumnFit.of(table).add(code, SaleLineRow::maskedCode).add(lineState, SaleLineRow::state)
                .add(amount, SaleLineRow::amount).add(name, SaleLineRow::name);
        table.setRowFactory(t -> new LineRow());
        // The view model chooses the line (arrow keys, Delete); a click chooses one too. The table clearing its
        // selection when its lines are replaced is not a choice.
        sale.selectedProperty().addListener((o, old, at) -> showSelected(at.intValue()));
        sale.lines().addListener((ListChangeListener<SaleLineRow>) c ->
                showSelected(sale.selectedProperty().get()));
        table.getSelectionModel().selectedIndexProperty().addListener((o, old, at) -> {
            if (at.intValue() >= 0 && at.intValue() != sale.selectedProperty().get()) {
                sale.select(at.intValue());
            }
        });
        table.setFocusTraversable(false);
        table.setPlaceholder(new Label(text.text("sale.empty")));
        table.setPrefHeight(TABLE_LEAST);
        table.setMinHeight(TABLE_LEAST);
        VBox.setVgrow(table, Priority.ALWAYS);
        Button completeSale = button("complete", "sale.complete", "mdi2c-cash-register", this::complete);
        completeSale.getStyleClass().add(Styles.ACCENT);
        keys = new FlowPane(8, 6, completeSale,
                button("void", "sale.void", "mdi2c-cancel", this::voidSale),
                button("remove", "sale.remove", "mdi2d-delete-outline", this::removeSelected),
                button("check", "sale.check", "mdi2m-magnify", this::check));
        keys.setPadding(new Insets(6, 12, 6, 12));
        VBox body = new VBox(verdict, header, table, keys);
        orderPrompt = new EntryOverlay("order-prompt", new EntryOverlay.Words(text.text("sale.complete"),
                text.text(sale.orderNumberRule() == OrderNumberRule.OPTIONAL ? "sale.orderLabelOptional"
                        : "sale.orderLabel"), text.text("sale.orderPrompt"), text.text("sale.orderConfirm"),
                text.text("sale.orderCancel"), text.text("sale.orderHint")));
        checkCard = new EntryOverlay("check-card", new EntryOverlay.Words(text.text("check.title"),
                text.text("check.label"), text.text("check.prompt"), text.text("check.confirm"),
                text.text("check.close"), text.text("check.hint")));
        checkCard.answerCode().textProperty().bind(screen.check().codeProperty());
        checkCard.answerHeadline().textProperty().bind(screen.check().headlineProperty());
        checkCard.answerDetails().textProperty().bind(screen.check().detailsProperty());
        getChildren().addAll(body, orderPrompt, checkCard);
        sale.restore();
        Timeline reread = new Timeline(new KeyFrame(REREAD_EVERY, e -> sale.refresh()));
        reread.setCycleCount(Timeline.INDEFINITE);
        sceneProperty().addListener((o, old, scene) -> {
            reread.stop();
            if (scene != null) {
                scene.windowProperty().addListener((w, oldWindow, window) -> {
                    reread.stop();
                    if (window != null) {
                        window.showingProperty().addListener((s, was, showing) -> {
                            if (showing) {
                                reread.play();
                            } else {
                                reread.stop();
                            }
                        });
                    }
                });
                reread.play();
            }
        });
    }

    /** A scan (or a typed code): into the open prompt or card if any, else into the sale. */
    public void scanned(String code) {
        if (orderPrompt.isVisible()) {
            orderPrompt.scanned(code);
        } else if (checkCard.isVisible()) {
            checkCard.scanned(code);
        } else {
            screen.sale().submit(code);
        }
    }

    /** F4: asks for the order number unless {@code sale.order-number = off}, then completes the sale. */
    public void complete() {
        checkCard.close();
        if (!screen.sale().asksOrderNumber()) {
            screen.sale().complete(null);
            return;
        }
        orderPrompt.open(number -> {
            orderPrompt.close();
            screen.sale().complete(number);
        });
    }

    /** F8. */
    public void voidSale() {
        orderPrompt.close();
        checkCard.close();
        screen.sale().voidSale();
    }

    /** Delete: the chosen line comes off the sale. */
    public void removeSelected() {
        if (!entryOpen()) {
            screen.sale().removeSelected();
        }
    }

    /** Arrow down or up: the next or the previous line is chosen (not while the order prompt or F3 is open). */
    public void moveSelection(boolean down) {
        if (entryOpen()) {
            return;
        }
        if (down) {
            screen.sale().selectNext();
        } else {
            screen.sale().selectPrevious();
        }
    }

    private boolean entryOpen() {
        return orderPrompt.isVisible() || checkCard.isVisible();
    }

    /** The table shows the view model's choice. */
    private void showSelected(int at) {
        if (at < 0) {
            table.getSelectionModel().clearSelection();
        } else if (table.getSelectionModel().getSelectedIndex() != at) {
            table.getSelectionModel().select(at);
            table.scrollTo(at);
        }
    }

    /**
     * A touch till's keypad is open (F7): it takes the room of the sale's lines and keys, so the verdict and the
     * total stay in view while a code is typed; closed, they are back.
     */
    public void keypadOpen(boolean open) {
        for (Region room : List.of(table, keys)) {
            room.setVisible(!open);
            room.setManaged(!open);
        }
    }

    /** F3: the check card (F3 again or Esc closes it); a scanned or typed code is looked up, nothing is taken. */
    public void check() {
        if (checkCard.isVisible()) {
            checkCard.close();
            return;
        }
        orderPrompt.close();
        checkCard.open(code -> {
            if (!code.isBlank()) {
                screen.check().check(code);
            }
        });
    }

    /** A column as wide as its widest value ({@link ColumnFit}: code and state first, the name last). */
    private TableColumn<SaleLineRow, String> column(String key, Function<SaleLineRow, String> value) {
        TableColumn<SaleLineRow, String> column = new TableColumn<>(text.text(key));
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(value.apply(c.getValue())));
        column.setSortable(false);
        return column;
    }

    private Button button(String id, String key, String icon, Runnable action) {
        Button button = new Button(text.text(key), new FontIcon(icon));
        button.setId("sale-" + id + "-button");
        button.setFocusTraversable(false);
        button.setMinWidth(Region.USE_PREF_SIZE);
        button.setOnAction(e -> action.run());
        return button;
    }

    private static Label label(String id, String style) {
        Label label = new Label();
        label.setId(id);
        label.getStyleClass().add(style);
        return label;
    }

    /** A line in its state's colour: the verdict panel's look, as a pseudo-class ({@link LookStates}). */
    private static final class LineRow extends TableRow<SaleLineRow> {
        @Override
        protected void updateItem(SaleLineRow row, boolean empty) {
            super.updateItem(row, empty);
            LookStates.show(this, empty || row == null ? null : row.look());
        }
    }
}
