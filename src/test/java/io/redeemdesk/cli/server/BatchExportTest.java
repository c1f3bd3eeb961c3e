package io.redeemdesk.cli.server;

import io.redeemdesk.cli.CommandRun;
import io.redeemdesk.server.Backend;
import io.redeemdesk.server.sheet.SheetReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Batches: {@code campaign-sheet} takes nothing from the stock when its font or disk fails, and {@code export
 * --batch} writes the codes of an issue, an import or a campaign sheet again, in their first order.
 */
class BatchExportTest {
    @TempDir
    Path dir;

    private static String campaign(Backend backend) {
        String db = IssuedRows.migrated(backend);
        assertThat(CommandRun.main("server", "create-template", "--db", db, "--id", "gift", "--name", "Gift 20",
                "--value", "20.00").exit()).isZero();
        assertThat(CommandRun.main("server", "create-campaign", "--db", db, "--id", "winter", "--template", "gift",
                "--stock", "20").exit()).isZero();
        assertThat(CommandRun.main("server", "activate-campaign", "--db", db, "--id", "winter").exit()).isZero();
        return db;
    }

    private static CommandRun sheet(String db, FileOpener disk, String... files) {
        CampaignSheetCommand command = new CampaignSheetCommand();
        command.opener = disk;
        String[] args = new String[6 + files.length];
        System.arraycopy(new String[] {"--db", db, "--id", "winter", "--count", "5"}, 0, args, 0, 6);
        System.arraycopy(files, 0, args, 6, files.length);
        return CommandRun.of(command, args);
    }

    private static void stockUntouched(String db) throws Exception {
        CommandRun stats = CommandRun.main("server", "campaign-stats", "--db", db, "--id", "winter");
        assertThat(stats.out()).contains("remaining: 20", "printed 0");
        assertThat(IssuedRows.count(db, "SELECT COUNT(*) FROM vouchers")).isZero();
        assertThat(CommandRun.main("server", "reconcile", "--db", db).exit()).isZero();
    }

    @ParameterizedTest
    @EnumSource(Backend.class)
    void aCampaignSheetWithABadFontOrAFullDiskTakesNothingFromTheStock(Backend backend) throws Exception {
        String db = campaign(backend);
        Path garbage = dir.resolve("garbage.ttf");
        Files.writeString(garbage, "not a font");
        CommandRun badFont = sheet(db, FileOpener.FILES, "--out", dir.resolve("p.csv").toString(), "--pdf",
                dir.resolve("p.pdf").toString(), "--font", garbage.toString());
        assertThat(badFont.exit()).isEqualTo(65);
        assertThat(badFont.out()).isEmpty();
        stockUntouched(db);

        CommandRun full = sheet(db, new FillingDisk(".pdf.", 500), "--out", dir.resolve("p.csv").toString(),
                "--pdf", dir.resolve("p.pdf").toString());
        assertThat(full.exit()).isEqualTo(73);
        assertThat(full.err()).contains("No space left on device");
        stockUntouched(db);
        assertThat(IssuedRows.files(dir)).containsExactly("garbage.ttf");

        CommandRun printed = sheet(db, FileOpener.FILES, "--out", dir.resolve("p.csv").toString(), "--pdf",
                dir.resolve("p.pdf").toString());
        assertThat(printed.exit()).as(printed.err()).isZero();
        Path again = dir.resolve("again.pdf");
        CommandRun export = CommandRun.main("server", "export", "--db", db, "--batch",
                IssuedRows.batchId(printed.out()), "--pdf", again.toString());
        assertThat(export.exit()).as(export.err()).isZero();
        assertThat(SheetReader.read(again).codes()).containsExactlyElementsOf(IssuedRows.csvCodes(
                dir.resolve("p.csv")));
    }

    @Test
    void exportWritesAnIssuedBatchAgainInItsOrderAndRefusesWhatItCannotDo() throws Exception {
        String db = IssuedRows.migrated(Backend.SQLITE);
        assertThat(CommandRun.main("server", "create-template", "--db", db, "--id", "tea", "--name", "免费奶茶一杯",
                "--value", "18.00", "--currency", "CNY").exit()).isZero();
        Path first = dir.resolve("first.csv");
        CommandRun issued = CommandRun.main("server", "issue", "--db", db, "--template", "tea", "--count", "12",
                "--out", first.toString());
        String batch = IssuedRows.batchId(issued.out());
        assertThat(batch).matches("\\d{8}-[2-9a-z]{6}");

        Path second = dir.resolve("second.csv");
        CommandRun export = CommandRun.main("server", "export", "--db", db, "--batch", batch, "--out",
                second.toString());
        assertThat(export.exit()).as(export.err()).isZero();
        assertThat(export.out()).contains("12 vouchers of batch " + batch + " written");
        assertThat(Files.readString(second, StandardCharsets.UTF_8)).isEqualTo(Files.readString(first,
                StandardCharsets.UTF_8));

        assertThat(CommandRun.main("server", "export", "--db", db, "--batch", batch, "--out", second.toString())
                .exit()).isEqualTo(73);
        CommandRun unknown = CommandRun.main("server", "export", "--db", db, "--batch", "20260101-zzzzzz", "--out",
                dir.resolve("none.csv").toString());
        assertThat(unknown.exit()).isEqualTo(1);
        assertThat(unknown.err()).contains("no batch '20260101-zzzzzz'", "the latest:",
                batch + "  issue of tea, 12 vouchers, ");
        assertThat(CommandRun.main("server", "export", "--db", db, "--batch", batch).exit()).isEqualTo(64);
        assertThat(IssuedRows.files(dir)).containsExactly("first.csv", "second.csv");
    }

    @Test
    void importedCodesFormABatchAndAMissingCsvIsNamed() throws Exception {
        String elsewhere = IssuedRows.migrated(Backend.SQLITE);
        String db = IssuedRows.migrated(Backend.SQLITE);
        for (String each : new String[] {elsewhere, db}) {
            assertThat(CommandRun.main("server", "create-template", "--db", each, "--id", "gift", "--name",
                    "Gift 20", "--value", "20.00").exit()).isZero();
        }
        Path made = dir.resolve("made.csv");
        assertThat(CommandRun.main("server", "issue", "--db", elsewhere, "--template", "gift", "--count", "4",
                "--out", made.toString()).exit()).isZero();

        CommandRun missing = CommandRun.main("server", "import", "--db", db, "--template", "gift", "--csv",
                dir.resolve("nope.csv").toString());
        assertThat(missing.exit()).isEqualTo(66);
        assertThat(missing.err()).contains("nope.csv").doesNotContain("Exception");

        CommandRun imported = CommandRun.main("server", "import", "--db", db, "--template", "gift", "--csv",
                made.toString());
        assertThat(imported.exit()).as(imported.err()).isZero();
        Path exported = dir.resolve("exported.csv");
        assertThat(CommandRun.main("server", "export", "--db", db, "--batch", IssuedRows.batchId(imported.out()),
                "--out", exported.toString()).exit()).isZero();
        assertThat(IssuedRows.csvCodes(exported)).containsExactlyElementsOf(IssuedRows.csvCodes(made));
    }
}
