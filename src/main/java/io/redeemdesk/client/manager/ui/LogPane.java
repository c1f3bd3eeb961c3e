package io.redeemdesk.client.manager.ui;

import io.redeemdesk.client.manager.LogViewModel;
import io.redeemdesk.client.manager.store.LogColumn;
import io.redeemdesk.client.manager.store.LogEntry;
import io.redeemdesk.client.manager.store.LogSort;
import io.redeemdesk.client.manager.store.ManagerText;
import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.client.ui.ColumnFit;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.protocol.VoucherCode;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.DoubleBinding;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.List;

import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * The log: a filter bar (sale id and order number included), the page of actions (sortable on the indexed columns,
 * sorted by SQLite, not by the table; a sale's step shows its action and, in one column, its sale's short id and
 * the order number given at F4, both whole in the cell's tooltip), the pager and the CSV export. Selecting a row
 * opens it in the details pane.
 */
final class LogPane extends VBox {
    /** The "any" entry of a filter's list; always the first. */
    private static final String ANY = "";
    /** How many characters of a sale id the log shows. */
    private static final int SHORT_SALE_ID = 8;
    /** The pane's padding, the table's border and its vertical scroll bar, besides the columns. */
    private static final double TABLE_ROOM = 40;
    /** How many of the most important columns must show whole for the details to sit beside the log. */
    private static final int BESIDE_DETAILS = 6;
    /** A time whose every field is two digits wide (28 December, 22:58:58): the time column shows it whole. */
    private static final LocalDateTime LONGEST_TIME = LocalDateTime.of(2026, 12, 28, 22, 58, 58);
    /**
     * The pager's message keeps to one line up to this width (the page and its count, "第 1 页：300 条记录", or an
     * export's result), so the export bar beside it wraps first; only a longer one (an error) wraps itself.
     */
    private static final double MESSAGE_ONE_LINE = 480;

    private final LogViewModel model;
    private final ManagerText text;
    private final DatePicker from = new DatePicker();
    private final DatePicker to = new DatePicker();
    private final ComboBox<String> verdict;
    private final ComboBox<String> state;
    private final TextField cashier = new TextField();
    private final TextField search = new TextField();
    private final TextField saleId = new TextField();
    private final TextField orderNo = new TextField();
    private final TableView<LogEntry> table = new TableView<>();
    private ColumnFit<LogEntry> columns;

    LogPane(LogViewModel model, ManagerText text, Consumer<String> onSelect, FileAsker files) {
        super(8);
        this.model = model;
        this.text = text;
        this.verdict = choices("filter-verdict", "log.anyVerdict", "name.",
                Arrays.stream(Verdict.values()).filter(Verdict::answersRedemption).map(Enum::name));
        this.state = choices("filter-state", "log.anyState", "state.",
                Arrays.stream(ActionState.values()).map(Enum::name));
        setPadding(new Insets(8));
        setMinWidth(0);
        table.setId("log-table");
        table.setItems(model.rows());
        table.setPlaceholder(new Label(text.text("log.none")));
        addColumns();
        table.getSelectionModel().selectedItemProperty().addListener((o, old, row) -> {
            if (row != null) {
                onSelect.accept(row.action().requestId());
            }
        });
        VBox.setVgrow(table, Priority.ALWAYS);
        HBox pagerAndExport = new HBox(16, pager(), exportBar(files));
        pagerAndExport.setAlignment(Pos.CENTER_LEFT);
        getChildren().addAll(filterBar(), table, pagerAndExport);
    }

    /**
     * How wide this pane must be for the log's first columns (code, action, verdict, time, state, cashier) to show
     * whole beside the details; the others then show as far as they fit.
     */
    DoubleBinding widthBesideDetails() {
        return columns.widthFor(BESIDE_DETAILS).add(TABLE_ROOM);
    }

    private FlowPane filterBar() {
        from.setId("filter-from");
        from.setPromptText(text.text("log.from"));
        from.setPrefWidth(150);
        to.setId("filter-to");
        to.setPromptText(text.text("log.to"));
        to.setPrefWidth(150);
        cashier.setId("filter-cashier");
        cashier.setPromptText(text.text("log.cashier"));
        cashier.setPrefWidth(110);
        search.setId("filter-search");
        search.setPromptText(text.text("log.search"));
        search.setPrefWidth(200);
        search.setOnAction(e -> apply());
        saleId.setId("filter-sale");
        saleId.setPromptText(text.text("log.saleFilter"));
        saleId.setPrefWidth(130);
        saleId.setOnAction(e -> apply());
        orderNo.setId("filter-order");
        orderNo.setPromptText(text.text("log.orderFilter"));
        orderNo.setPrefWidth(130);
        orderNo.setOnAction(e -> apply());
        Button apply = new Button(text.text("log.apply"));
        apply.setMinWidth(Region.USE_PREF_SIZE);
        apply.setId("apply-filter");
        apply.setDefaultButton(false);
        apply.setOnAction(e -> apply());
        Button clear = new Button(text.text("log.clear"));
        clear.setMinWidth(Region.USE_PREF_SIZE);
        clear.setId("clear-filter");
        clear.setOnAction(e -> {
            from.setValue(null);
            to.setValue(null);
            verdict.setValue(ANY);
            state.setValue(ANY);
            cashier.clear();
            search.clear();
            saleId.clear();
            orderNo.clear();
            apply();
        });
        HBox buttons = new HBox(6, apply, clear);
        buttons.setMinWidth(Region.USE_PREF_SIZE);
        FlowPane bar = new FlowPane(6, 6, from, to, verdict, state, cashier, search, saleId, orderNo, buttons);
        bar.setAlignment(Pos.CENTER_LEFT);
        return bar;
    }

    private void apply() {
        model.applyFilter(from.getValue(), to.getValue(), pick(verdict, Verdict::valueOf),
                pick(state, ActionState::valueOf), cashier.getText(), search.getText(), saleId.getText(),
                orderNo.getText());
    }

    /**
     * The columns in the table's order, sized by priority (code, action and verdict first; what does not fit is in
     * the row's details, never cut).
     */
    private void addColumns() {
        TableColumn<LogEntry, String> time = column("log.time", LogColumn.TIME, a -> text.time(a.createdAt()));
        TableColumn<LogEntry, String> action = column("log.action", null, a -> text.text("kind." + a.kind().name()));
        TableColumn<LogEntry, String> code = column("log.code", LogColumn.CODE,
                a -> a.code().isEmpty() ? "" : VoucherCode.mask(a.code()));
        code.getStyleClass().add("code-column");
        TableColumn<LogEntry, String> verdict = column("log.verdict", null,
                a -> a.verdict() == null ? "" : text.text("name." + a.verdict().name()));
        TableColumn<LogEntry, String> state = column("log.state", LogColumn.STATE,
                a -> text.text("state." + a.state().name()));
        TableColumn<LogEntry, String> cashier = column("log.cashier", LogColumn.CASHIER, RedeemAction::cashierId);
        TableColumn<LogEntry, String> sale = column("log.sale", null, this::saleAndOrder, this::wholeSaleAndOrder);
        TableColumn<LogEntry, String> tries = column("log.tries", null, a -> text.number(a.attempts()));
        TableColumn<LogEntry, String> requestId = column("log.requestId", LogColumn.REQUEST_ID,
                RedeemAction::requestId);
        TableColumn<LogEntry, String> lastError = column("log.lastError", null, a -> text.reason(a.lastError()));
        table.getColumns().setAll(List.of(time, action, code, verdict, state, cashier, sale, tries, requestId,
                lastError));
        String longestTime = text.time(LONGEST_TIME.atZone(text.zone()).toInstant().toEpochMilli());
        columns = ColumnFit.of(table);
        for (TableColumn<LogEntry, String> c : List.of(code, action, verdict, time, state, cashier, sale, tries,
                lastError, requestId)) {
            columns.add(c, c == time ? e -> longestTime : e -> c.getCellData(e));
        }
        time.setSortType(TableColumn.SortType.DESCENDING);
        table.getSortOrder().add(time);
        table.setSortPolicy(t -> {
            LogSort wanted = sortOf(t);
            if (!wanted.equals(model.sortProperty().get())) {
                model.sortBy(wanted);
            }
            return true;
        });
    }

    /** The table's first sort column as a log sort; unsorted means newest first. */
    private LogSort sortOf(TableView<LogEntry> t) {
        if (t.getSortOrder().isEmpty()) {
            return LogSort.NEWEST_FIRST;
        }
        TableColumn<LogEntry, ?> first = t.getSortOrder().get(0);
        return new LogSort((LogColumn) first.getUserData(), first.getSortType() == TableColumn.SortType.ASCENDING);
    }

    /** A column whose cells and tooltips show {@code value}. */
    private TableColumn<LogEntry, String> column(String titleKey, LogColumn sortable,
                                                 Function<RedeemAction, String> value) {
        return column(titleKey, sortable, value, value);
    }

    /** A column whose tooltip says {@code whole}: the value shown may be a short form of it. */
    private TableColumn<LogEntry, String> column(String titleKey, LogColumn sortable,
                                                 Function<RedeemAction, String> value,
                                                 Function<RedeemAction, String> whole) {
        TableColumn<LogEntry, String> c = new TableColumn<>(text.text(titleKey));
        c.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue().action())));
        c.setCellFactory(column -> new FullValueCell(whole));
        c.setSortable(sortable != null);
        c.setUserData(sortable);
        return c;
    }

    private HBox pager() {
        Button previous = new Button(text.text("log.newer"));
        previous.setMinWidth(Region.USE_PREF_SIZE);
        previous.setId("page-previous");
        previous.disableProperty().bind(model.hasPreviousProperty().not());
        previous.setOnAction(e -> model.previousPage());
        Button next = new Button(text.text("log.older"));
        next.setMinWidth(Region.USE_PREF_SIZE);
        next.setId("page-next");
        next.disableProperty().bind(model.hasNextProperty().not());
        next.setOnAction(e -> model.nextPage());
        Label message = new Label();
        message.setId("log-message");
        message.textProperty().bind(model.messageProperty());
        message.setWrapText(true);
        message.minWidthProperty().bind(Bindings.createDoubleBinding(
                () -> Math.min(message.prefWidth(-1), MESSAGE_ONE_LINE), message.textProperty(),
                message.fontProperty()));
        HBox bar = new HBox(8, previous, next, message);
        bar.setAlignment(Pos.CENTER_LEFT);
        return bar;
    }

    private FlowPane exportBar(FileAsker files) {
        CheckBox fullCodes = new CheckBox(text.text("log.fullCodes"));
        fullCodes.setId("export-full-codes");
        fullCodes.setMinWidth(Region.USE_PREF_SIZE);
        Button export = new Button(text.text("log.export"));
        export.setMinWidth(Region.USE_PREF_SIZE);
        export.setId("export-csv");
        export.setOnAction(e -> files.ask(getScene().getWindow(), "redeem-log.csv")
                .ifPresent(file -> model.exportCsv(file, fullCodes.isSelected())));
        FlowPane bar = new FlowPane(8, 6, export, fullCodes, new Label(text.text("log.exportHint")));
        bar.setAlignment(Pos.CENTER_LEFT);
        return bar;
    }

    /**
     * A list of enum names shown in words (the bundle's {@code prefix} and the name); the first entry, {@link #ANY},
     * reads "Any verdict" or the like.
     */
    private ComboBox<String> choices(String id, String anyKey, String prefix, Stream<String> names) {
        ComboBox<String> box = new ComboBox<>();
        box.setId(id);
        box.getItems().add(ANY);
        names.forEach(box.getItems()::add);
        box.setValue(ANY);
        box.setConverter(new StringConverter<>() {
            @Override
            public String toString(String name) {
                return name == null || name.equals(ANY) ? text.text(anyKey) : text.text(prefix + name);
            }

            @Override
            public String fromString(String words) {
                return box.getItems().stream().filter(n -> toString(n).equals(words)).findFirst().orElse(ANY);
            }
        });
        box.setCellFactory(list -> new ListCell<>() {
            @Override
            protected void updateItem(String name, boolean empty) {
                super.updateItem(name, empty);
                setText(empty ? null : box.getConverter().toString(name));
            }
        });
        box.setMinWidth(Region.USE_PREF_SIZE);
        return box;
    }

    /** The chosen name parsed, or {@code null} for the "any" entry. */
    private static <T> T pick(ComboBox<String> box, Function<String, T> parse) {
        String value = box.getValue();
        return value == null || value.equals(ANY) ? null : parse.apply(value);
    }

    /**
     * A sale's step as its one log column shows it: the sale id's first eight characters, then the order number
     * given at F4 (if any); nothing for a redemption.
     */
    private String saleAndOrder(RedeemAction a) {
        if (a.sale() == null) {
            return "";
        }
        String id = a.sale().saleId();
        String shortId = id.length() <= SHORT_SALE_ID ? id : id.substring(0, SHORT_SALE_ID) + "…";
        String order = a.sale().orderNo();
        return order == null || order.isEmpty() ? shortId : text.text("log.saleAndOrder", shortId, order);
    }

    /** The same whole, for the tooltip: the full sale id and the order number, each named. */
    private String wholeSaleAndOrder(RedeemAction a) {
        if (a.sale() == null) {
            return "";
        }
        String order = a.sale().orderNo();
        return order == null || order.isEmpty() ? text.text("log.saleTip", a.sale().saleId())
                : text.text("log.saleOrderTip", a.sale().saleId(), order);
    }

    /** A table cell whose tooltip carries the whole value, for when the column is too narrow for it. */
    private static final class FullValueCell extends TableCell<LogEntry, String> {
        private final Function<RedeemAction, String> whole;

        FullValueCell(Function<RedeemAction, String> whole) {
            this.whole = whole;
        }

        @Override
        protected void updateItem(String value, boolean empty) {
            super.updateItem(value, empty);
            setText(empty ? null : value);
            LogEntry row = empty || getTableRow() == null ? null : getTableRow().getItem();
            String full = row == null ? value : whole.apply(row.action());
            setTooltip(empty || full == null || full.isEmpty() ? null : new Tooltip(full));
        }
    }

}
