package io.redeemdesk.server.console.batches;

import io.redeemdesk.server.admin.IssueCsv;
import io.redeemdesk.server.admin.IssuedVoucher;
import io.redeemdesk.server.batch.BatchList;
import io.redeemdesk.server.batch.IssueBatches;
import io.redeemdesk.server.console.ConsoleAudit;
import io.redeemdesk.server.console.ConsolePage;
import io.redeemdesk.server.console.ConsoleRequest;
import io.redeemdesk.server.console.ConsoleRoutes;
import io.redeemdesk.server.console.Permission;
import io.redeemdesk.server.sheet.SheetFont;
import io.redeemdesk.server.sheet.VoucherSheet;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.Optional;

/**
 * {@code GET /console/batches/{id}}: one batch (what made it, of which template, how many, who, when) and its
 * downloads; {@code .../csv} and {@code .../pdf} write its {@code code,name,value} CSV (the CSV-injection rule of
 * {@link IssueCsv}) and its A4 sheet ({@link VoucherSheet}) again, as {@code server export --batch ID} does, as an
 * attachment. The codes are redeemable, so a download needs the right to issue (admin, marketing) and is audited
 * as {@code batch.export}.
 */
public final class BatchFilesPage implements ConsolePage {
    public static final String PATH_PREFIX = BatchesPage.PATH + "/";
    private static final String PATH = PATH_PREFIX + "{id}";

    private final BatchList batches;
    private final ConsoleAudit audit;
    private final SheetFont font;

    /** What the batch page shows; {@code issued} right after the issue form made it. */
    public record View(IssueBatches.Summary batch, boolean issued) {
    }

    public BatchFilesPage(BatchList batches, ConsoleAudit audit, SheetFont font) {
        this.batches = batches;
        this.audit = audit;
        this.font = font;
    }

    @Override
    public void addRoutes(ConsoleRoutes routes) {
        routes.get(PATH, Permission.VIEW, this::show).get(PATH + "/csv", Permission.TEMPLATES, this::csv)
                .get(PATH + "/pdf", Permission.TEMPLATES, this::pdf);
    }

    private void show(ConsoleRequest request) throws SQLException {
        Optional<IssueBatches.Summary> batch = batches.one(request.pathParam("id"));
        if (batch.isEmpty()) {
            request.render(404, "console/problem.jte", "batches.notFound");
            return;
        }
        request.render("console/batch.jte", new View(batch.get(), !request.query("issued").isEmpty()));
    }

    private void csv(ConsoleRequest request) throws SQLException, IOException {
        Optional<IssueBatches.Batch> batch = found(request, "csv");
        if (batch.isPresent()) {
            try (Writer out = new OutputStreamWriter(request.ctx().outputStream(), StandardCharsets.UTF_8)) {
                IssueCsv.write(batch.get().vouchers().stream().map(v -> new IssuedVoucher(v.code(), v.name(),
                        v.valueCents(), v.currency())).toList(), out);
            }
        }
    }

    private void pdf(ConsoleRequest request) throws SQLException, IOException {
        Optional<IssueBatches.Batch> batch = found(request, "pdf");
        if (batch.isPresent()) {
            try (OutputStream out = request.ctx().outputStream()) {
                new VoucherSheet(font).write(batch.get().vouchers(), out);
            }
        }
    }

    /** The batch, audited and its download's headers set; or empty, the 404 page answered. */
    private Optional<IssueBatches.Batch> found(ConsoleRequest request, String kind) throws SQLException {
        String id = request.pathParam("id");
        Optional<IssueBatches.Batch> batch = batches.find(id);
        if (batch.isEmpty()) {
            request.render(404, "console/problem.jte", "batches.notFound");
            return batch;
        }
        audit.record(request.operator(), "batch.export", id, kind + " of " + batch.get().vouchers().size()
                + " vouchers");
        request.ctx().status(200);
        request.ctx().contentType(kind.equals("csv") ? "text/csv; charset=utf-8" : "application/pdf");
        request.ctx().header("Content-Disposition", "attachment; filename=\"batch-" + id + "." + kind + "\"");
        return batch;
    }
}
