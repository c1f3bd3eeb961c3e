package io.redeemdesk.client.manager.ui;

import io.redeemdesk.client.manager.store.DailyReport;
import javafx.geometry.Insets;
import javafx.print.PageLayout;
import javafx.print.Printer;
import javafx.print.PrinterJob;
import javafx.scene.Group;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Rectangle;
import javafx.scene.transform.Scale;
import javafx.scene.transform.Translate;
import javafx.stage.Window;

import java.util.List;

/**
 * Prints the daily report through the operating system's print dialog (JavaFX {@link PrinterJob}): the report's
 * sections laid out as black-on-white tables, scaled to the page's width and cut into as many pages as it needs.
 */
final class ReportPrinter {
    private ReportPrinter() {
    }

    /** Whether the till has a printer; may wait on the print service, so never on the FX thread. */
    static boolean available() {
        return Printer.getDefaultPrinter() != null;
    }

    /** Shows the print dialog over {@code owner} and prints; false when cancelled or nothing was printed. */
    static boolean print(DailyReport.Printout report, Window owner) {
        PrinterJob job = PrinterJob.createPrinterJob();
        if (job == null || !job.showPrintDialog(owner)) {
            return false;
        }
        VBox page = layout(report);
        new Scene(new Group(page));
        page.applyCss();
        page.layout();
        PageLayout paper = job.getJobSettings().getPageLayout();
        double scale = Math.min(1, paper.getPrintableWidth() / page.prefWidth(-1));
        double height = page.prefHeight(-1) * scale;
        page.getTransforms().setAll(new Scale(scale, scale));
        boolean printed = true;
        for (double top = 0; printed && top < height; top += paper.getPrintableHeight()) {
            Group sheet = new Group(page);
            sheet.setClip(new Rectangle(0, top, paper.getPrintableWidth(), paper.getPrintableHeight()));
            sheet.getTransforms().setAll(new Translate(0, -top));
            printed = job.printPage(sheet);
        }
        return printed && job.endJob();
    }

    private static VBox layout(DailyReport.Printout report) {
        Label title = new Label(report.title());
        title.setStyle("-fx-font-size: 20px; -fx-font-weight: bold;");
        VBox page = new VBox(10, title, new Label(report.printed()));
        for (DailyReport.Section section : report.sections()) {
            Label heading = new Label(section.title());
            heading.setStyle("-fx-font-size: 15px; -fx-font-weight: bold;"
                    + (section.conflict() ? " -fx-text-fill: #b00020;" : ""));
            page.getChildren().addAll(heading, table(section));
        }
        page.setPadding(new Insets(12));
        page.setStyle("-fx-background-color: white; -fx-font-size: 11px;");
        return page;
    }

    private static GridPane table(DailyReport.Section section) {
        GridPane grid = new GridPane();
        grid.setHgap(16);
        grid.setVgap(3);
        int row = 0;
        if (!section.header().isEmpty()) {
            addRow(grid, row++, section.header(), section.header().size());
        }
        for (List<String> cells : section.rows()) {
            addRow(grid, row++, cells, section.facts() ? 1 : 0);
        }
        return grid;
    }

    /** One row; its first {@code bold} cells in bold (a header row, a fact's name). */
    private static void addRow(GridPane grid, int row, List<String> cells, int bold) {
        for (int col = 0; col < cells.size(); col++) {
            Label cell = new Label(cells.get(col));
            cell.setMinWidth(Region.USE_PREF_SIZE);
            if (col < bold) {
                cell.setStyle("-fx-font-weight: bold;");
            }
            grid.add(cell, col, row);
        }
    }
}
