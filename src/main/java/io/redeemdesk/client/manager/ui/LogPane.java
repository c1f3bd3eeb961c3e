package io.redeemdesk.client.manager.ui;

import io.redeemdesk.client.manager.LogViewModel;
import io.redeemdesk.client.manager.store.Formats;
import io.redeemdesk.client.manager.store.LogColumn;
import io.redeemdesk.client.manager.store.LogEntry;
import io.redeemdesk.client.manager.store.LogSort;
import io.redeemdesk.client.redeem.ActionState;
import io.redeemdesk.client.redeem.RedeemAction;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.protocol.VoucherCode;

import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import java.time.ZoneId;
import java.util.Arrays;

import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The log: a filter bar, the page of actions (sortable on the indexed columns, sorted by SQLite, not by the
 * table), the pager and the CSV export. Selecting a row opens it in the details pane.
 */
final class LogPane extends VBox {
    private static final String ANY_VERDICT = "Any verdict";
    private static final String ANY_STATE = "Any state";

    private final LogViewModel model;
    private final DatePicker from = new DatePicker();
    private final DatePicker to = new DatePicker();
    private final ComboBox<String> verdict = choices("filter-verdict", ANY_VERDICT,
            Arrays.stream(Verdict.values()).filter(Verdict::answersRedemption).map(Enum::name));
    private final ComboBox<String> state = choices("filter-state", ANY_STATE,
            Arrays.stream(ActionState.values()).map(Enum::name));
    private final TextField cashier = new TextField();
    private final TextField search = new TextField();
    private final TableView<LogEntry> table = new TableView<>();

    LogPane(LogViewModel model, ZoneId zone, Consumer<String> onSelect, FileAsker files) {
        super(8);
        this.model = model;
        setPadding(new Insets(8));
        table.setId("log-table");
        table.setItems(model.rows());
        table.setPlaceholder(new Label("No actions match"));
        addColumns(zone);
        table.getSelectionModel().selectedItemProperty().addListener((o, old, row) -> {
            if (row != null) {
                onSelect.accept(row.action().requestId());
            }
        });
        VBox.setVgrow(table, Priority.ALWAYS);
        getChildren().addAll(filterBar(), table, pager(), exportBar(files));
    }

    private HBox filterBar() {
        from.setId("filter-from");
        from.setPromptText("From day");
        from.setPrefWidth(125);
        to.setId("filter-to");
        to.setPromptText("To day");
        to.setPrefWidth(125);
        cashier.setId("filter-cashier");
        cashier.setPromptText("Cashier");
        cashier.setPrefWidth(100);
        search.setId("filter-search");
        search.setPromptText("Code or request_id");
        search.setOnAction(e -> apply());
        Button apply = new Button("Apply");
        apply.setId("apply-filter");
        apply.setDefaultButton(false);
        apply.setOnAction(e -> apply());
        Button clear = new Button("Clear");
        clear.setId("clear-filter");
        clear.setOnAction(e -> {
            from.setValue(null);
            to.setValue(null);
            verdict.setValue(ANY_VERDICT);
            state.setValue(ANY_STATE);
            cashier.clear();
            search.clear();
            apply();
        });
        HBox.setHgrow(search, Priority.ALWAYS);
        HBox bar = new HBox(6, from, to, verdict, state, cashier, search, apply, clear);
        bar.setAlignment(Pos.CENTER_LEFT);
        return bar;
    }

    private void apply() {
        model.applyFilter(from.getValue(), to.getValue(), pick(verdict, Verdict::valueOf),
                pick(state, ActionState::valueOf), cashier.getText(), search.getText());
    }

    private void addColumns(ZoneId zone) {
        table.getColumns().add(column("Time", LogColumn.TIME, a -> Formats.time(a.createdAt(), zone), 150));
        table.getColumns().add(column("Code", LogColumn.CODE, a -> VoucherCode.mask(a.code()), 80));
        table.getColumns().add(column("Verdict", null, a -> a.verdict() == null ? "" : a.verdict().name(), 130));
        table.getColumns().add(column("State", LogColumn.STATE, a -> a.state().name(), 90));
        table.getColumns().add(column("Cashier", LogColumn.CASHIER, RedeemAction::cashierId, 80));
        table.getColumns().add(column("Tries", null, a -> Integer.toString(a.attempts()), 50));
        table.getColumns().add(column("request_id", LogColumn.REQUEST_ID, RedeemAction::requestId, 270));
        table.getColumns().add(column("Last error", null, a -> a.lastError() == null ? "" : a.lastError(), 220));
        TableColumn<LogEntry, ?> time = table.getColumns().get(0);
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

    private static TableColumn<LogEntry, String> column(String title, LogColumn sortable,
                                                        Function<RedeemAction, String> text, double width) {
        TableColumn<LogEntry, String> c = new TableColumn<>(title);
        c.setCellValueFactory(cell -> new ReadOnlyStringWrapper(text.apply(cell.getValue().action())));
        c.setSortable(sortable != null);
        c.setUserData(sortable);
        c.setPrefWidth(width);
        return c;
    }

    private HBox pager() {
        Button previous = new Button("◀ Newer");
        previous.setId("page-previous");
        previous.disableProperty().bind(model.hasPreviousProperty().not());
        previous.setOnAction(e -> model.previousPage());
        Button next = new Button("Older ▶");
        next.setId("page-next");
        next.disableProperty().bind(model.hasNextProperty().not());
        next.setOnAction(e -> model.nextPage());
        Label message = new Label();
        message.setId("log-message");
        message.textProperty().bind(model.messageProperty());
        HBox bar = new HBox(8, previous, next, message);
        bar.setAlignment(Pos.CENTER_LEFT);
        return bar;
    }

    private HBox exportBar(FileAsker files) {
        CheckBox fullCodes = new CheckBox("Full codes (logged)");
        fullCodes.setId("export-full-codes");
        Button export = new Button("Export CSV…");
        export.setId("export-csv");
        export.setOnAction(e -> files.ask(getScene().getWindow(), "redeem-log.csv")
                .ifPresent(file -> model.exportCsv(file, fullCodes.isSelected())));
        HBox bar = new HBox(8, export, fullCodes, new Label("exports every row of the current filter"));
        bar.setAlignment(Pos.CENTER_LEFT);
        return bar;
    }

    private static ComboBox<String> choices(String id, String any, java.util.stream.Stream<String> names) {
        ComboBox<String> box = new ComboBox<>();
        box.setId(id);
        box.getItems().add(any);
        names.forEach(box.getItems()::add);
        box.setValue(any);
        return box;
    }

    /** The chosen name parsed, or {@code null} for the "any" entry (always the first). */
    private static <T> T pick(ComboBox<String> box, Function<String, T> parse) {
        String value = box.getValue();
        return value == null || value.equals(box.getItems().get(0)) ? null : parse.apply(value);
    }

}
