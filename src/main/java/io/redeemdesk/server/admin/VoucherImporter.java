package io.redeemdesk.server.admin;

import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.server.batch.IssueBatches;
import io.redeemdesk.server.db.ServerDatabase;
import io.redeemdesk.server.redeem.NewVouchers;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Imports voucher codes made elsewhere from a CSV whose first column is {@code code} (the issue CSV
 * {@code code,name,value} works as is). All or nothing: when any line is bad, nothing is imported and every bad
 * line is reported; codes already in the database are skipped, so importing a file twice is harmless.
 */
public final class VoucherImporter {
    private final ServerDatabase database;
    private final VoucherIssuer issuer;
    private final Clock clock;
    private final NewVouchers newVouchers = new NewVouchers();

    public VoucherImporter(ServerDatabase database, VoucherIssuer issuer, Clock clock) {
        this.database = database;
        this.issuer = issuer;
        this.clock = clock;
    }

    /**
     * What an import did, or why it did nothing ({@code problems} not empty). {@code batchId} is null when no code
     * was new.
     */
    public record Result(int imported, int alreadyPresent, String batchId, List<String> problems) {
    }

    public Result importCsv(Path csv, String templateId) throws IOException, SQLException {
        Optional<VoucherIssuer.Template> template = issuer.template(templateId);
        if (template.isEmpty()) {
            return new Result(0, 0, null, List.of("no template '" + templateId
                    + "': create it first with 'redeemdesk server create-template'"));
        }
        List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
        List<String> problems = new ArrayList<>();
        if (lines.isEmpty() || !lines.get(0).strip().toLowerCase(Locale.ROOT).startsWith("code")) {
            return new Result(0, 0, null, List.of(csv + ": the first line must be a header starting with 'code'"));
        }
        Set<String> codes = new LinkedHashSet<>();
        for (int i = 1; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank()) {
                continue;
            }
            int comma = line.indexOf(',');
            String raw = (comma < 0 ? line : line.substring(0, comma)).strip();
            Optional<VoucherCode.Problem> problem = VoucherCode.check(raw);
            if (problem.isPresent()) {
                problems.add("line " + (i + 1) + ": " + problem.get().message());
            } else if (!codes.add(VoucherCode.normalize(raw))) {
                problems.add("line " + (i + 1) + ": code " + VoucherCode.mask(VoucherCode.normalize(raw))
                        + " appears twice in the file");
            }
        }
        if (!problems.isEmpty()) {
            return new Result(0, 0, null, problems);
        }
        String batchId = issuer.newBatchId();
        int imported = insert(template.get(), codes, batchId);
        return new Result(imported, codes.size() - imported, imported == 0 ? null : batchId, List.of());
    }

    private int insert(VoucherIssuer.Template template, Set<String> codes, String batchId) throws SQLException {
        return database.inTransaction(c -> {
            long now = clock.millis();
            List<String> inserted = newVouchers.importNew(c, template.terms(), codes, now);
            if (!inserted.isEmpty()) {
                IssueBatches.record(c, batchId, IssueBatches.Kind.IMPORT, template.id(), null, inserted, "cli:import",
                        now);
            }
            return inserted.size();
        });
    }
}
