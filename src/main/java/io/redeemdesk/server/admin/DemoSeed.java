package io.redeemdesk.server.admin;

import io.redeemdesk.server.auth.TerminalRegistry;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Fills a fresh service with demo data: a demo store's terminal and vouchers of three templates (one already
 * expired, so every verdict can be tried), and writes the codes to a {@code code,name,value} CSV.
 */
public final class DemoSeed {
    public static final String TERMINAL_ID = "TILL-1";
    public static final String STORE_ID = "DEMO-STORE";

    private final VoucherIssuer issuer;
    private final TerminalRegistry terminals;
    private final Clock clock;

    public DemoSeed(VoucherIssuer issuer, TerminalRegistry terminals, Clock clock) {
        this.issuer = issuer;
        this.terminals = terminals;
        this.clock = clock;
    }

    /** The demo terminal's token (shown once) and the vouchers issued. */
    public record Result(String token, List<IssuedVoucher> vouchers) {
    }

    public Result seed(int count, Path csv) throws SQLException, IOException {
        long expired = clock.millis() - Duration.ofDays(1).toMillis();
        List<VoucherIssuer.Template> templates = List.of(
                new VoucherIssuer.Template("demo-coffee", "Free coffee", 350, "EUR", null),
                new VoucherIssuer.Template("demo-gift-20", "Gift voucher 20 EUR", 2000, "EUR", null),
                new VoucherIssuer.Template("demo-summer", "Summer sale 5 EUR (expired)", 500, "EUR", expired));
        List<IssuedVoucher> vouchers = new ArrayList<>();
        for (int i = 0; i < templates.size(); i++) {
            VoucherIssuer.Template template = templates.get(i);
            issuer.createTemplate(template);
            int share = i == templates.size() - 1 ? Math.max(1, count / 10) : Math.max(1, count * 9 / 20);
            vouchers.addAll(issuer.issue(template, share));
        }
        String token = terminals.create(TERMINAL_ID, STORE_ID);
        writeCsv(vouchers, csv);
        return new Result(token, vouchers);
    }

    /** Writes {@code code,name,value} via a temporary file and a move, so a reader never sees half a file. */
    public static void writeCsv(List<IssuedVoucher> vouchers, Path csv) throws IOException {
        Path absolute = csv.toAbsolutePath();
        Files.createDirectories(absolute.getParent());
        Path tmp = Files.createTempFile(absolute.getParent(), "vouchers", ".tmp");
        try (Writer out = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
            IssueCsv.write(vouchers, out);
        }
        Files.move(tmp, absolute, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
