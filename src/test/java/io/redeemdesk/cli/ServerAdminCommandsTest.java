package io.redeemdesk.cli;

import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.server.Backend;
import io.redeemdesk.server.db.ServerDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The admin subcommands of {@code server}, run as a shell would run them, on a real database file. */
class ServerAdminCommandsTest {
    @TempDir
    static Path dir;
    static String db;



    private static String scalar(String sql) throws Exception {
        try (ServerDatabase database = ServerDatabase.open(db, 2)) {
            return database.read(c -> {
                try (PreparedStatement s = c.prepareStatement(sql); ResultSet rs = s.executeQuery()) {
                    return rs.next() ? rs.getString(1) : null;
                }
            });
        }
    }

    @BeforeAll
    static void template() {
        db = Backend.SQLITE.newDatabase();
        assertThat(CommandRun.main("server", "migrate", "--db", db).out()).contains("created");
        assertThat(CommandRun.main("server", "create-template", "--db", db, "--id", "gift", "--name", "Gift 20",
                "--value", "20.00").exit()).isZero();
    }

    @Test
    void createTerminalPrintsItsTokenOnceAndStoresOnlyTheHash() throws Exception {
        CommandRun created = CommandRun.main("server", "create-terminal", "--db", db, "--id", "TILL-7", "--store",
                "S1");

        String token = created.out().lines().filter(l -> l.startsWith("rdt_")).findFirst().orElseThrow();
        assertThat(created.exit()).isZero();
        assertThat(scalar("SELECT token_hash FROM terminals WHERE id = 'TILL-7'")).isNotEqualTo(token).hasSize(64);
        assertThat(CommandRun.main("server", "disable-terminal", "--db", db, "--id", "TILL-7").exit()).isZero();
        assertThat(scalar("SELECT enabled FROM terminals WHERE id = 'TILL-7'")).isEqualTo("0");
        assertThat(CommandRun.main("server", "disable-terminal", "--db", db, "--id", "NOPE").exit()).isEqualTo(1);
    }

    @Test
    void issueImportRevokeHistoryAndReconcile() throws Exception {
        Path csv = dir.resolve("issued.csv");
        assertThat(CommandRun.main("server", "issue", "--db", db, "--template", "gift", "--count", "5", "--out",
                csv.toString()).exit()).isZero();
        List<String> lines = Files.readAllLines(csv);
        assertThat(lines).hasSize(6);
        String code = lines.get(1).split(",")[0];

        Path bad = dir.resolve("bad.csv");
        Files.writeString(bad, "code\n" + lines.get(2).split(",")[0] + "\nABCDEFGHJKMNPQ\n");
        CommandRun refused = CommandRun.main("server", "import", "--db", db, "--template", "gift", "--csv",
                bad.toString());
        assertThat(refused.exit()).isEqualTo(1);
        assertThat(refused.err()).contains("line 3: check character does not match");
        CommandRun again = CommandRun.main("server", "import", "--db", db, "--template", "gift", "--csv",
                csv.toString());
        assertThat(again.out()).contains("0 vouchers imported into gift, 5 already present");

        assertThat(CommandRun.main("server", "revoke", "--db", db, "--code", code, "--reason", "lost in the post",
                "--by", "ops").exit()).isZero();
        CommandRun history = CommandRun.main("server", "history", "--db", db, "--code", code);
        assertThat(history.out()).contains("status REVOKED", "UNUSED -> REVOKED  by admin:ops", "lost in the post");

        assertThat(CommandRun.main("server", "reconcile", "--db", db).exit()).isZero();
        try (ServerDatabase database = ServerDatabase.open(db, 2)) {
            database.inTransaction(c -> {
                try (PreparedStatement s = c.prepareStatement(
                        "UPDATE vouchers SET status = 'USED' WHERE code = ?")) {
                    s.setString(1, lines.get(3).split(",")[0]);
                    return s.executeUpdate();
                }
            });
        }
        CommandRun found = CommandRun.main("server", "reconcile", "--db", db);
        assertThat(found.exit()).isEqualTo(1);
        assertThat(found.out()).contains("USED without a ledger row: 1", "problems found");
    }

    @Test
    void aTemplateWithoutValidUntilIssuesAndImportsVouchersThatNeverExpire() throws Exception {
        assertThat(CommandRun.main("server", "create-template", "--db", db, "--id", "forever", "--name", "Forever",
                "--value", "10.00").exit()).isZero();
        Path issued = dir.resolve("forever.csv");
        assertThat(CommandRun.main("server", "issue", "--db", db, "--template", "forever", "--count", "3", "--out",
                issued.toString()).exit()).isZero();
        Path made = dir.resolve("made-elsewhere.csv");
        Files.writeString(made, "code\n" + VoucherCode.generate(new SecureRandom()) + "\n");
        assertThat(CommandRun.main("server", "import", "--db", db, "--template", "forever", "--csv",
                made.toString()).exit()).isZero();

        assertThat(scalar("SELECT COUNT(*) FROM vouchers WHERE template_id = 'forever'")).isEqualTo("4");
        assertThat(scalar("SELECT COUNT(*) FROM vouchers WHERE template_id = 'forever' AND expires_at IS NULL"))
                .isEqualTo("4");
        String code = Files.readAllLines(issued).get(1).split(",")[0];
        assertThat(CommandRun.main("server", "history", "--db", db, "--code", code).out()).doesNotContain("expires");
    }

    @Test
    void onPostgresAnEmptyOrMissingDatabaseIsRefusedAndLeftAsItWas() throws Exception {
        String empty = Backend.POSTGRES.newDatabase();
        CommandRun refused = CommandRun.main("server", "create-terminal", "--db", empty, "--id", "TILL-1", "--store",
                "S1");
        assertThat(refused.exit()).isEqualTo(66);
        assertThat(refused.err()).contains(empty + " is not a RedeemDesk database yet", "server migrate --db");
        try (java.sql.Connection c = java.sql.DriverManager.getConnection(empty);
             ResultSet tables = c.getMetaData().getTables(null, "public", "%", new String[] {"TABLE"})) {
            assertThat(tables.next()).as("nothing migrated into it").isFalse();
        }
        String missing = empty.replaceFirst("/test_\\d+", "/no_such_database");
        CommandRun absent = CommandRun.main("server", "history", "--db", missing, "--code", "X");
        assertThat(absent.exit()).as(absent.err()).isEqualTo(66);
        assertThat(absent.err()).contains("there is no database at " + missing).doesNotContain("Exception");
        assertThat(CommandRun.main("server", "migrate", "--db", empty).exit()).isZero();
        assertThat(CommandRun.main("server", "create-terminal", "--db", empty, "--id", "TILL-1", "--store", "S1")
                .exit()).isZero();
    }
}
