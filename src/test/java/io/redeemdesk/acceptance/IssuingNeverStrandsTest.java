package io.redeemdesk.acceptance;

import io.redeemdesk.server.sheet.SheetReader;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issuing on the built jar, as docs/api.md "Issuing loses nothing" tells it: a missing folder, an existing file, a
 * bad font issue nothing (the database is read after each, directly); {@code --force} replaces; {@code export
 * --batch} writes the same codes again; a campaign sheet with a bad font leaves the stock; a formula-like name is
 * text in the CSV and a character no font has is named.
 */
class IssuingNeverStrandsTest {
    private static final Executed EXECUTED = new Executed("IssuingNeverStrandsTest");

    @TempDir
    Path work;

    @BeforeAll
    static void freshRecord() {
        assertThat(Jar.JAR).as("build it first: mvn package").exists();
        EXECUTED.reset();
    }

    @Test
    void nothingIsIssuedThatTheOperatorDoesNotGet() throws Exception {
        Path dbFile = work.resolve("server.db");
        String db = "jdbc:sqlite:" + dbFile;
        Jar jar = new Jar(EXECUTED, work, Map.of());
        ok(jar.run("server", "migrate", "--db", db));
        ok(jar.run("server", "create-template", "--db", db, "--id", "coffee", "--name", "=HYPERLINK(1) ☕ 免费咖啡",
                "--value", "3.50"));

        Jar.Run nowhere = jar.run("server", "issue", "--db", db, "--template", "coffee", "--count", "3", "--out",
                work.resolve("no-such-folder/x.csv").toString());
        assertThat(nowhere.exit()).isEqualTo(73);
        assertThat(nowhere.err()).contains("no-such-folder does not exist");
        plain(nowhere);
        assertThat(vouchers(dbFile)).isZero();

        Path earlier = work.resolve("earlier.csv");
        Files.writeString(earlier, "code,name,value\r\n20 earlier codes\r\n", StandardCharsets.UTF_8);
        Jar.Run over = jar.run("server", "issue", "--db", db, "--template", "coffee", "--count", "3", "--out",
                earlier.toString());
        assertThat(over.exit()).isEqualTo(73);
        assertThat(over.err()).contains("already exists", "--force");
        assertThat(Files.readString(earlier)).contains("20 earlier codes");
        assertThat(vouchers(dbFile)).isZero();

        Path badFont = work.resolve("bad.ttf");
        Files.writeString(badFont, "not a font");
        Jar.Run font = jar.run("server", "issue", "--db", db, "--template", "coffee", "--count", "3", "--out",
                work.resolve("x.csv").toString(), "--pdf", work.resolve("x.pdf").toString(), "--font",
                badFont.toString());
        assertThat(font.exit()).isEqualTo(65);
        plain(font);
        assertThat(vouchers(dbFile)).isZero();
        assertThat(work.resolve("x.csv")).doesNotExist();

        Path sheet = work.resolve("coffee.pdf");
        Jar.Run forced = jar.run("server", "issue", "--db", db, "--template", "coffee", "--count", "3", "--out",
                earlier.toString(), "--pdf", sheet.toString(), "--force");
        ok(forced);
        assertThat(forced.err()).contains("the sheet shows ☕ as '?'");
        List<String> lines = Files.readAllLines(earlier, StandardCharsets.UTF_8);
        assertThat(lines).hasSize(4).allMatch(l -> !l.contains("earlier"));
        assertThat(lines.get(1)).endsWith(",'=HYPERLINK(1) ☕ 免费咖啡,3.50").doesNotStartWith("'");
        assertThat(vouchers(dbFile)).isEqualTo(3);

        String batch = forced.line("3 vouchers of coffee issued as batch ").substring(37).strip();
        Path again = work.resolve("again.csv");
        Path againSheet = work.resolve("again.pdf");
        ok(jar.run("server", "export", "--db", db, "--batch", batch, "--out", again.toString(), "--pdf",
                againSheet.toString()));
        assertThat(Files.readString(again, StandardCharsets.UTF_8)).isEqualTo(Files.readString(earlier,
                StandardCharsets.UTF_8));
        assertThat(SheetReader.read(againSheet).codes()).containsExactlyElementsOf(SheetReader.read(sheet).codes())
                .containsExactlyElementsOf(lines.stream().skip(1).map(l -> l.split(",")[0]).toList());
        assertThat(vouchers(dbFile)).isEqualTo(3);
        assertThat(leftovers()).isEmpty();
    }

    @Test
    void aCampaignSheetWithABadFontLeavesTheStock() throws Exception {
        Path dbFile = work.resolve("server.db");
        String db = "jdbc:sqlite:" + dbFile;
        Jar jar = new Jar(EXECUTED, work, Map.of());
        ok(jar.run("server", "migrate", "--db", db));
        ok(jar.run("server", "create-template", "--db", db, "--id", "gift", "--name", "Gift 20", "--value", "20.00"));
        ok(jar.run("server", "create-campaign", "--db", db, "--id", "winter", "--template", "gift", "--stock", "20"));
        ok(jar.run("server", "activate-campaign", "--db", db, "--id", "winter"));
        Jar.Run missingFont = jar.run("server", "campaign-sheet", "--db", db, "--id", "winter", "--count", "5",
                "--out", work.resolve("paper.csv").toString(), "--pdf", work.resolve("paper.pdf").toString(),
                "--font", work.resolve("no-such.ttf").toString());
        assertThat(missingFont.exit()).isEqualTo(66);
        plain(missingFont);

        Jar.Run stats = jar.run("server", "campaign-stats", "--db", db, "--id", "winter");
        assertThat(stats.out()).contains("remaining: 20", "printed 0");
        assertThat(vouchers(dbFile)).isZero();
        ok(jar.run("server", "reconcile", "--db", db));
        assertThat(work.resolve("paper.csv")).doesNotExist();
        assertThat(leftovers()).isEmpty();
    }

    private static void ok(Jar.Run run) {
        assertThat(run.exit()).as(run.out() + run.err()).isZero();
    }

    private static void plain(Jar.Run run) {
        assertThat(run.out() + run.err()).doesNotContain("Exception", "java.", "org.", "\tat ");
    }

    private static long vouchers(Path dbFile) throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dbFile);
             Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM vouchers")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** Temporary files an issuing command left behind. */
    private List<Path> leftovers() throws IOException {
        try (Stream<Path> files = Files.list(work)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".tmp")).toList();
        }
    }
}
