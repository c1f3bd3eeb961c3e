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
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code server issue} at each point where it can fail, on a real database: a missing folder, an existing file, a
 * bad font, a disk that fills while the sheet is written, a file that cannot be put in place after the commit.
 * Either the database holds nothing and no file was touched, or the batch is complete and {@code server export}
 * writes it again.
 */
class IssuingFailuresTest {
    @TempDir
    Path dir;

    private String template(Backend backend) {
        String db = IssuedRows.migrated(backend);
        CommandRun created = CommandRun.main("server", "create-template", "--db", db, "--id", "tea", "--name",
                "免费奶茶一杯", "--value", "18.00", "--currency", "CNY");
        assertThat(created.exit()).as(created.err()).isZero();
        return db;
    }

    private static CommandRun issue(String db, FileOpener disk, String... more) {
        IssueCommand command = new IssueCommand();
        command.opener = disk;
        String[] args = new String[6 + more.length];
        System.arraycopy(new String[] {"--db", db, "--template", "tea", "--count", "3"}, 0, args, 0, 6);
        System.arraycopy(more, 0, args, 6, more.length);
        return CommandRun.of(command, args);
    }

    private static void nothingIssued(String db) throws Exception {
        assertThat(IssuedRows.count(db, "SELECT COUNT(*) FROM vouchers")).isZero();
        assertThat(IssuedRows.count(db, "SELECT COUNT(*) FROM issue_batches")).isZero();
        assertThat(IssuedRows.count(db, "SELECT total_issued FROM voucher_templates WHERE id = 'tea'")).isZero();
    }

    @Test
    void aMissingFolderIsRefusedBeforeAnythingIsIssued() throws Exception {
        String db = template(Backend.SQLITE);
        CommandRun run = issue(db, FileOpener.FILES, "--out", dir.resolve("nope/x.csv").toString());

        assertThat(run.exit()).isEqualTo(73);
        assertThat(run.err()).contains("the folder " + dir.resolve("nope") + " does not exist").doesNotContain("Exception");
        assertThat(run.out()).isEmpty();
        nothingIssued(db);
    }

    @Test
    void anExistingFileIsRefusedWithoutForceAndReplacedWithIt() throws Exception {
        String db = template(Backend.SQLITE);
        Path csv = dir.resolve("earlier.csv");
        Files.writeString(csv, "code,name,value\r\n20 earlier codes\r\n", StandardCharsets.UTF_8);

        CommandRun refused = issue(db, FileOpener.FILES, "--out", csv.toString());
        assertThat(refused.exit()).isEqualTo(73);
        assertThat(refused.err()).contains(csv + " already exists", "--force");
        assertThat(Files.readString(csv)).contains("20 earlier codes");
        nothingIssued(db);

        CommandRun forced = issue(db, FileOpener.FILES, "--out", csv.toString(), "--force");
        assertThat(forced.exit()).as(forced.err()).isZero();
        assertThat(IssuedRows.csvCodes(csv)).hasSize(3).containsExactlyInAnyOrderElementsOf(IssuedRows.codes(db));
        assertThat(IssuedRows.files(dir)).containsExactly("earlier.csv");
    }

    @Test
    void aMissingOrUnusableFontIsRefusedBeforeAnythingIsIssued() throws Exception {
        String db = template(Backend.SQLITE);
        Path csv = dir.resolve("x.csv");
        CommandRun missing = issue(db, FileOpener.FILES, "--out", csv.toString(), "--pdf",
                dir.resolve("x.pdf").toString(), "--font", dir.resolve("no-such.ttf").toString());
        assertThat(missing.exit()).isEqualTo(66);
        assertThat(missing.err()).contains("no-such.ttf does not exist");

        Path garbage = dir.resolve("garbage.ttf");
        Files.writeString(garbage, "not a font");
        CommandRun unusable = issue(db, FileOpener.FILES, "--out", csv.toString(), "--pdf",
                dir.resolve("x.pdf").toString(), "--font", garbage.toString());
        assertThat(unusable.exit()).isEqualTo(65);
        assertThat(unusable.err()).contains("garbage.ttf cannot be used").doesNotContain("Exception");

        nothingIssued(db);
        assertThat(IssuedRows.files(dir)).containsExactly("garbage.ttf");
    }

    @ParameterizedTest
    @EnumSource(Backend.class)
    void aDiskThatFillsWhileTheSheetIsWrittenIssuesNothingAndLeavesNoFile(Backend backend) throws Exception {
        String db = template(backend);
        CommandRun run = issue(db, new FillingDisk(".pdf.", 1000), "--out", dir.resolve("x.csv").toString(),
                "--pdf", dir.resolve("x.pdf").toString());

        assertThat(run.exit()).isEqualTo(73);
        assertThat(run.err()).contains("nothing was issued", "No space left on device").doesNotContain("Exception");
        assertThat(run.out()).doesNotContain("issued");
        nothingIssued(db);
        assertThat(IssuedRows.files(dir)).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(Backend.class)
    void aFileThatCannotBePlacedAfterTheCommitStrandsNothingExportWritesItAgain(Backend backend) throws Exception {
        String db = template(backend);
        Path csv = dir.resolve("x.csv");
        Path pdf = dir.resolve("x.pdf");
        FileOpener someoneWritesTheCsvMeanwhile = file -> {
            if (file.getFileName().toString().contains(".pdf.")) {
                Files.writeString(csv, "someone else's file");
            }
            return Files.newOutputStream(file);
        };
        CommandRun run = issue(db, someoneWritesTheCsvMeanwhile, "--out", csv.toString(), "--pdf", pdf.toString());

        assertThat(run.exit()).isEqualTo(73);
        String batch = IssuedRows.batchId(run.out());
        assertThat(run.err()).contains(csv + " could not be put in place", "export --batch " + batch + " --out");
        assertThat(Files.readString(csv)).isEqualTo("someone else's file");
        List<String> printed = SheetReader.read(pdf).codes();
        assertThat(printed).hasSize(3).containsExactlyInAnyOrderElementsOf(IssuedRows.codes(db));

        Path again = dir.resolve("again.csv");
        CommandRun export = CommandRun.main("server", "export", "--db", db, "--batch", batch, "--out",
                again.toString());
        assertThat(export.exit()).as(export.err()).isZero();
        assertThat(IssuedRows.csvCodes(again)).containsExactlyElementsOf(printed);
        assertThat(IssuedRows.files(dir)).containsExactly("again.csv", "x.csv", "x.pdf");
    }

    @Test
    void aFormulaNameIsWrittenToTheIssueCsvAsText() throws Exception {
        String db = IssuedRows.migrated(Backend.SQLITE);
        assertThat(CommandRun.main("server", "create-template", "--db", db, "--id", "tea", "--name",
                "=HYPERLINK(\"http://x.example\",\"win\")", "--value", "5.00").exit()).isZero();
        Path csv = dir.resolve("x.csv");
        assertThat(issue(db, FileOpener.FILES, "--out", csv.toString()).exit()).isZero();

        assertThat(Files.readAllLines(csv).get(1)).endsWith(",\"'=HYPERLINK(\"\"http://x.example\"\",\"\"win\"\")\",5.00");
    }
}
