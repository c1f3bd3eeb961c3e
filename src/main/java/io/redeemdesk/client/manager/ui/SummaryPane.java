package io.redeemdesk.client.manager.ui;

import io.redeemdesk.client.manager.SummaryViewModel;
import io.redeemdesk.client.manager.store.CashierTotal;
import io.redeemdesk.client.manager.store.DaySummary;
import io.redeemdesk.client.manager.store.ManagerText;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.geometry.Side;
import javafx.print.Printer;
import javafx.print.PrinterJob;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;

/**
 * Today at a glance: totals by outcome, redeemed value, the queue, an hourly bar chart and per-cashier totals;
 * writes the printable daily report and prints this pane where a printer exists.
 */
final class SummaryPane extends VBox {
    private final XYChart.Series<String, Number> scans = new XYChart.Series<>();
    private final XYChart.Series<String, Number> redeemed = new XYChart.Series<>();
    private final TableView<CashierTotal> cashiers = new TableView<>();

    private final ManagerText text;

    SummaryPane(SummaryViewModel model, ManagerText text, Path reportDir) {
        super(8);
        this.text = text;
        setPadding(new Insets(8));
        Label totals = new Label();
        totals.setId("summary-totals");
        totals.setWrapText(true);
        totals.textProperty().bind(model.totalsProperty());
        totals.getStyleClass().add("summary-totals");
        totals.setMinHeight(Region.USE_PREF_SIZE);
        Label queue = new Label();
        queue.setId("summary-queue");
        queue.textProperty().bind(model.queueProperty());
        queue.setWrapText(true);
        queue.setMinHeight(Region.USE_PREF_SIZE);
        scans.setName(text.text("summary.scans"));
        redeemed.setName(text.text("summary.redeemed"));
        CategoryAxis hours = new CategoryAxis();
        hours.setLabel(text.text("summary.hourAxis"));
        NumberAxis counts = new NumberAxis();
        counts.setLabel(text.text("summary.countAxis"));
        counts.setMinorTickVisible(false);
        BarChart<String, Number> chart = new BarChart<>(hours, counts);
        chart.setId("hourly-chart");
        chart.setTitle(text.text("summary.chartTitle"));
        chart.setLegendVisible(true);
        chart.setLegendSide(Side.TOP);
        chart.setMinHeight(180);
        chart.setAnimated(false);
        chart.setPrefHeight(260);
        chart.getData().addAll(List.of(scans, redeemed));
        cashiers.setId("cashier-totals");
        cashiers.setPrefHeight(170);
        cashiers.setMinHeight(120);
        cashiers.setPlaceholder(new Label(text.text("summary.noCashiers")));
        cashiers.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY);
        cashiers.getColumns().add(column(text.text("summary.cashier"), CashierTotal::cashier));
        cashiers.getColumns().add(column(text.text("summary.scans"), c -> text.number(c.scans())));
        cashiers.getColumns().add(column(text.text("summary.redeemed"), c -> text.number(c.redeemed())));
        cashiers.getColumns().add(column(text.text("summary.value"), c -> text.money(c.redeemedCents(), "")));
        model.summaryProperty().addListener((o, old, s) -> show(s));
        VBox.setVgrow(chart, Priority.ALWAYS);
        Label message = new Label();
        message.setId("summary-message");
        message.textProperty().bind(model.messageProperty());
        getChildren().addAll(totals, queue, chart, cashiers, buttons(model, reportDir), message);
    }

    private FlowPane buttons(SummaryViewModel model, Path reportDir) {
        Button refresh = new Button(text.text("manager.refresh"));
        refresh.setId("refresh-summary");
        refresh.setOnAction(e -> model.refresh());
        Button report = new Button(text.text("summary.report"));
        report.setId("daily-report");
        report.setOnAction(e -> model.writeReport(reportDir));
        Button print = new Button(text.text("summary.print"));
        print.setId("print-report");
        boolean printer = Printer.getDefaultPrinter() != null;
        print.setDisable(!printer);
        if (!printer) {
            print.setTooltip(new Tooltip(text.text("summary.noPrinter")));
        }
        print.setOnAction(e -> print());
        for (Button b : List.of(refresh, report, print)) {
            b.setMinWidth(Region.USE_PREF_SIZE);
        }
        FlowPane bar = new FlowPane(8, 6, refresh, report, print);
        bar.setAlignment(Pos.CENTER_LEFT);
        return bar;
    }

    private void print() {
        PrinterJob job = PrinterJob.createPrinterJob();
        if (job != null && job.showPrintDialog(getScene().getWindow()) && job.printPage(this)) {
            job.endJob();
        }
    }

    private void show(DaySummary s) {
        scans.getData().clear();
        redeemed.getData().clear();
        for (int hour = 0; hour < 24; hour++) {
            String label = String.format("%02d", hour);
            scans.getData().add(new XYChart.Data<>(label, s.hourlyScans().get(hour)));
            redeemed.getData().add(new XYChart.Data<>(label, s.hourlyRedeemed().get(hour)));
        }
        cashiers.getItems().setAll(s.cashiers());
    }

    private static TableColumn<CashierTotal, String> column(String title, Function<CashierTotal, String> text) {
        TableColumn<CashierTotal, String> c = new TableColumn<>(title);
        c.setCellValueFactory(cell -> new ReadOnlyStringWrapper(text.apply(cell.getValue())));
        c.setMinWidth(ColumnWidths.titleWidth(title));
        c.setPrefWidth(Math.max(120, c.getMinWidth()));
        return c;
    }

}
