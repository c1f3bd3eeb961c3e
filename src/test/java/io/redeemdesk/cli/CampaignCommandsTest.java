package io.redeemdesk.cli;

import io.redeemdesk.server.Backend;
import io.redeemdesk.server.sheet.SheetFont;
import io.redeemdesk.server.sheet.SheetReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The campaign commands on a real SQLite file, and the printed sheets read back: every page rendered, every QR
 * code decoded, the codes equal to the CSV's, in the same order.
 */
class CampaignCommandsTest {
    @TempDir
    Path dir;

    @Test
    void issueWritesASheetWhoseQrCodesAreTheCsvCodes() throws Exception {
        String db = migrated();
        assertThat(CommandRun.main("server", "create-template", "--db", db, "--id", "tea", "--name", "免费奶茶一杯",
                "--value", "18.00", "--currency", "CNY", "--valid-until", "2027-06-30T00:00:00Z").exit()).isZero();
        Path csv = dir.resolve("tea.csv");
        Path pdf = dir.resolve("tea.pdf");
        CommandRun issued = CommandRun.main("server", "issue", "--db", db, "--template", "tea", "--count", "11",
                "--out", csv.toString(), "--pdf", pdf.toString());
        assertThat(issued.exit()).as(issued.err()).isZero();

        SheetReader.Read sheet = SheetReader.read(pdf);
        assertThat(sheet.pages()).isEqualTo(2);
        assertThat(sheet.codes()).containsExactlyElementsOf(csvCodes(csv));
        assertThat(sheet.text()).contains("18.00 CNY", "valid until 2027-06-30");
        if (SheetFont.find(null).fallback().isPresent()) {
            assertThat(sheet.text()).contains("免费奶茶一杯");
        }
    }

    @Test
    void aCampaignIsCreatedOpenedPrintedCountedAndReconciled() throws Exception {
        String db = migrated();
        assertThat(CommandRun.main("server", "create-template", "--db", db, "--id", "gift", "--name", "Gift 20",
                "--value", "20.00").exit()).isZero();
        CommandRun created = CommandRun.main("server", "create-campaign", "--db", db, "--id", "winter", "--template",
                "gift", "--stock", "20", "--per-customer", "2", "--ends", "2030-01-01T00:00:00Z");
        assertThat(created.exit()).as(created.err()).isZero();
        assertThat(CommandRun.main("server", "create-campaign", "--db", db, "--id", "bad", "--template", "nope",
                "--stock", "5").err()).contains("no template 'nope'");
        assertThat(CommandRun.main("server", "activate-campaign", "--db", db, "--id", "winter").out())
                .contains("now ACTIVE");
        assertThat(CommandRun.main("server", "activate-campaign", "--db", db, "--id", "winter").exit()).isEqualTo(1);

        Path csv = dir.resolve("winter.csv");
        Path pdf = dir.resolve("winter.pdf");
        CommandRun printed = CommandRun.main("server", "campaign-sheet", "--db", db, "--id", "winter", "--count", "8",
                "--out", csv.toString(), "--pdf", pdf.toString());
        assertThat(printed.exit()).as(printed.err()).isZero();
        assertThat(SheetReader.read(pdf).codes()).containsExactlyElementsOf(csvCodes(csv));
        Path more = dir.resolve("more.csv");
        assertThat(CommandRun.main("server", "campaign-sheet", "--db", db, "--id", "winter", "--count", "13",
                "--out", more.toString(), "--pdf", dir.resolve("more.pdf").toString()).err())
                .contains("12 vouchers left");
        assertThat(more).doesNotExist();

        CommandRun stats = CommandRun.main("server", "campaign-stats", "--db", db, "--id", "winter");
        assertThat(stats.out()).contains("stock:     20", "remaining: 12", "issued:    8 (claimed 0, printed 8)",
                "customers: 0");
        assertThat(CommandRun.main("server", "reconcile", "--db", db).exit()).isZero();
        CommandRun token = CommandRun.main("server", "create-channel-token", "--db", db, "--name", "shop");
        assertThat(token.out()).containsPattern("rdt_[A-Za-z0-9_-]{43}");
        assertThat(CommandRun.main("server", "create-channel-token", "--db", db, "--name", "shop").exit()).isEqualTo(65);

        assertThat(CommandRun.main("server", "end-campaign", "--db", db, "--id", "winter").out()).contains("now ENDED");
        assertThat(CommandRun.main("server", "campaign-sheet", "--db", db, "--id", "winter", "--count", "1",
                "--out", more.toString(), "--pdf", dir.resolve("more.pdf").toString()).err()).contains("has ended");
    }

    /** A new database made the documented way: admin commands refuse one that does not exist. */
    private static String migrated() {
        String db = Backend.SQLITE.newDatabase();
        assertThat(CommandRun.main("server", "migrate", "--db", db).exit()).isZero();
        return db;
    }

    private static List<String> csvCodes(Path csv) throws Exception {
        return Files.readAllLines(csv, StandardCharsets.UTF_8).stream().skip(1).map(line -> line.split(",")[0])
                .toList();
    }
}
