package io.redeemdesk.client.manager.ui;

import io.redeemdesk.client.manager.SummaryViewModel;
import io.redeemdesk.client.manager.store.CashierTotal;
import io.redeemdesk.client.manager.store.DaySummary;
import io.redeemdesk.client.manager.store.Formats;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
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
import javafx.scene.layout.HBox;
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

    SummaryPane(SummaryViewModel model, Path reportDir) {
        super(8);
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
        scans.setName("Scans");
        redeemed.setName("Redeemed");
        BarChart<String, Number> chart = new BarChart<>(new CategoryAxis(), new NumberAxis());
        chart.setId("hourly-chart");
        chart.setTitle("Today by hour");
        chart.setAnimated(false);
        chart.setPrefHeight(260);
        chart.getData().addAll(List.of(scans, redeemed));
        cashiers.setId("cashier-totals");
        cashiers.setPrefHeight(170);
        cashiers.getColumns().add(column("Cashier", CashierTotal::cashier));
        cashiers.getColumns().add(column("Scans", c -> Long.toString(c.scans())));
        cashiers.getColumns().add(column("Redeemed", c -> Long.toString(c.redeemed())));
        cashiers.getColumns().add(column("Value", c -> Formats.money(c.redeemedCents(), "")));
        model.summaryProperty().addListener((o, old, s) -> show(s));
        VBox.setVgrow(chart, Priority.ALWAYS);
        Label message = new Label();
        message.setId("summary-message");
        message.textProperty().bind(model.messageProperty());
        getChildren().addAll(totals, queue, chart, cashiers, buttons(model, reportDir), message);
    }

    private HBox buttons(SummaryViewModel model, Path reportDir) {
        Button refresh = new Button("Refresh");
        refresh.setId("refresh-summary");
        refresh.setOnAction(e -> model.refresh());
        Button report = new Button("Write daily report (HTML)");
        report.setId("daily-report");
        report.setOnAction(e -> model.writeReport(reportDir));
        Button print = new Button("Print…");
        print.setId("print-report");
        boolean printer = Printer.getDefaultPrinter() != null;
        print.setDisable(!printer);
        if (!printer) {
            print.setTooltip(new Tooltip("No printer on this till: print the HTML report from a browser"));
        }
        print.setOnAction(e -> print());
        HBox bar = new HBox(8, refresh, report, print);
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
        c.setPrefWidth(95);
        return c;
    }

}
