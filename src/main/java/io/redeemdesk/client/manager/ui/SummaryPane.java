package io.redeemdesk.client.manager.ui;

import io.redeemdesk.client.manager.SummaryTile;
import io.redeemdesk.client.manager.SummaryViewModel;
import io.redeemdesk.client.manager.store.CashierTotal;
import io.redeemdesk.client.manager.store.HourlyChart;
import io.redeemdesk.client.manager.store.ManagerText;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.geometry.Side;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;

/**
 * Today at a glance: the key figures as large tiles, the outcomes in one line, an hourly bar chart of the hours of
 * trade on a whole-number axis, and per-cashier totals; writes the daily report, and prints it where the till has
 * a printer (Print… is not shown where it has none). The window's one Refresh reloads it.
 */
final class SummaryPane extends VBox {
    /** The widest a bar gets, in pixels. */
    private static final double BAR_WIDTH = 56;

    private final XYChart.Series<String, Number> scans = new XYChart.Series<>();
    private final XYChart.Series<String, Number> redeemed = new XYChart.Series<>();
    private final CategoryAxis hours = new CategoryAxis();
    private final NumberAxis counts = new NumberAxis();
    private final BarChart<String, Number> bars = new BarChart<>(hours, counts);
    private final FlowPane tiles = new FlowPane(10, 10);

    SummaryPane(SummaryViewModel model, ManagerText text, Path reportDir) {
        super(10);
        setPadding(new Insets(10));
        tiles.setId("summary-tiles");
        model.tiles().addListener((ListChangeListener<SummaryTile>) c -> tiles.getChildren().setAll(
                model.tiles().stream().map(SummaryPane::tile).toList()));
        Label totals = new Label();
        totals.setId("summary-totals");
        totals.setWrapText(true);
        totals.textProperty().bind(model.totalsProperty());
        totals.getStyleClass().add("summary-totals");
        totals.setMinHeight(Region.USE_PREF_SIZE);
        StackPane chart = chart(text);
        TableView<CashierTotal> cashiers = cashiers(text);
        model.summaryProperty().addListener((o, old, s) -> cashiers.getItems().setAll(s.cashiers()));
        model.chartProperty().addListener((o, old, c) -> show(c));
        Label message = new Label();
        message.setId("summary-message");
        message.setWrapText(true);
        message.textProperty().bind(model.messageProperty());
        VBox.setVgrow(chart, Priority.ALWAYS);
        getChildren().addAll(tiles, totals, chart, cashiers, buttons(model, text, reportDir), message);
        model.checkPrinter(ReportPrinter::available);
    }

    private static VBox tile(SummaryTile t) {
        Label name = new Label(t.label());
        name.getStyleClass().add("tile-label");
        Label value = new Label(t.value());
        value.setId("tile-" + t.id() + "-value");
        value.getStyleClass().add("tile-value");
        value.setMinWidth(Region.USE_PREF_SIZE);
        Label detail = new Label(t.detail());
        detail.getStyleClass().add("tile-detail");
        detail.setWrapText(true);
        VBox box = new VBox(2, name, value, detail);
        box.setId("tile-" + t.id());
        box.getStyleClass().add("summary-tile");
        if (t.attention()) {
            box.getStyleClass().add("attention");
        }
        return box;
    }

    private StackPane chart(ManagerText text) {
        scans.setName(text.text("summary.scans"));
        redeemed.setName(text.text("summary.redeemed"));
        hours.setLabel(text.text("summary.hourAxis"));
        counts.setLabel(text.text("summary.countAxis"));
        counts.setAutoRanging(false);
        counts.setLowerBound(0);
        counts.setMinorTickVisible(false);
        counts.setTickLabelFormatter(new StringConverter<>() {
            @Override
            public String toString(Number n) {
                return text.number(Math.round(n.doubleValue()));
            }

            @Override
            public Number fromString(String s) {
                return Long.parseLong(s);
            }
        });
        bars.setId("hourly-chart");
        bars.setTitle(text.text("summary.chartTitle"));
        // beside the bars, not above: a chart drops a legend above it when it is short (at 1024×768)
        bars.setLegendSide(Side.RIGHT);
        bars.setAnimated(false);
        bars.setMinHeight(200);
        bars.setPrefHeight(300);
        bars.getData().addAll(List.of(scans, redeemed));
        bars.setBarGap(2);
        hours.widthProperty().addListener((o, was, width) -> narrowBars());
        Label none = new Label(text.text("summary.noTrade"));
        none.setId("summary-no-trade");
        none.setWrapText(true);
        StackPane pane = new StackPane(bars, none);
        bars.setVisible(false);
        none.visibleProperty().bind(bars.visibleProperty().not());
        return pane;
    }

    private void show(HourlyChart chart) {
        hours.getCategories().setAll(chart.bars().stream().map(HourlyChart.Bar::label).toList());
        scans.getData().setAll(chart.bars().stream()
                .map(b -> new XYChart.Data<String, Number>(b.label(), b.scans())).toList());
        redeemed.getData().setAll(chart.bars().stream()
                .map(b -> new XYChart.Data<String, Number>(b.label(), b.redeemed())).toList());
        counts.setUpperBound(chart.upper());
        counts.setTickUnit(chart.step());
        bars.setVisible(!chart.empty());
        narrowBars();
    }

    /** A day of few hours of trade keeps its bars no wider than {@link #BAR_WIDTH}: the rest is gap. */
    private void narrowBars() {
        int hoursOfTrade = Math.max(1, hours.getCategories().size());
        bars.setCategoryGap(Math.max(8, hours.getWidth() / hoursOfTrade - 2 * BAR_WIDTH - bars.getBarGap()));
    }

    private static TableView<CashierTotal> cashiers(ManagerText text) {
        TableView<CashierTotal> table = new TableView<>();
        table.setId("cashier-totals");
        table.setPrefHeight(170);
        table.setMinHeight(120);
        table.setPlaceholder(new Label(text.text("summary.noCashiers")));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(column(text.text("summary.cashier"), CashierTotal::cashier));
        table.getColumns().add(column(text.text("summary.scans"), c -> text.number(c.scans())));
        table.getColumns().add(column(text.text("summary.redeemed"), c -> text.number(c.redeemed())));
        table.getColumns().add(column(text.text("summary.value"), c -> text.money(c.redeemedValue())));
        return table;
    }

    private static FlowPane buttons(SummaryViewModel model, ManagerText text, Path reportDir) {
        Button report = new Button(text.text("summary.report"));
        report.setId("daily-report");
        report.setOnAction(e -> model.writeReport(reportDir));
        Button print = new Button(text.text("summary.print"));
        print.setId("print-report");
        print.visibleProperty().bind(model.printableProperty().and(model.summaryProperty().isNotNull()));
        print.managedProperty().bind(print.visibleProperty());
        print.setOnAction(e -> {
            if (ReportPrinter.print(model.printout(), print.getScene().getWindow())) {
                model.printed();
            }
        });
        for (Button b : List.of(report, print)) {
            b.setMinWidth(Region.USE_PREF_SIZE);
        }
        FlowPane bar = new FlowPane(8, 6, report, print);
        bar.setAlignment(Pos.CENTER_LEFT);
        return bar;
    }

    private static TableColumn<CashierTotal, String> column(String title, Function<CashierTotal, String> text) {
        TableColumn<CashierTotal, String> c = new TableColumn<>(title);
        c.setCellValueFactory(cell -> new ReadOnlyStringWrapper(text.apply(cell.getValue())));
        c.setMinWidth(ColumnWidths.titleWidth(title));
        c.setPrefWidth(Math.max(120, c.getMinWidth()));
        return c;
    }
}
