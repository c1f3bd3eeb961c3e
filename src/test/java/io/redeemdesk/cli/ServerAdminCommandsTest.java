package io.redeemdesk.cli;

import io.redeemdesk.server.Backend;
import io.redeemdesk.server.db.ServerDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The admin subcommands of {@code server}, run as a shell would run them, on a real database file. */
class ServerAdminCommandsTest {
    @TempDir
    static Path dir;
    static String db;

    private record Run(int exit, String out, String err) {
    }

    private static Run run(String... args) {
        PrintStream out = System.out;
        PrintStream err = System.err;
        ByteArrayOutputStream outBytes = new ByteArrayOutputStream();
        ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(outBytes, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(errBytes, true, StandardCharsets.UTF_8));
            int exit = new CommandLine(new Main()).execute(args);
            return new Run(exit, outBytes.toString(StandardCharsets.UTF_8), errBytes.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
    }

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
        assertThat(run("server", "create-template", "--db", db, "--id", "gift", "--name", "Gift 20",
                "--value", "20.00").exit()).isZero();
    }

    @Test
    void createTerminalPrintsItsTokenOnceAndStoresOnlyTheHash() throws Exception {
        Run created = run("server", "create-terminal", "--db", db, "--id", "TILL-7", "--store", "S1");

        String token = created.out().lines().filter(l -> l.startsWith("rdt_")).findFirst().orElseThrow();
        assertThat(created.exit()).isZero();
        assertThat(scalar("SELECT token_hash FROM terminals WHERE id = 'TILL-7'")).isNotEqualTo(token).hasSize(64);
        assertThat(run("server", "disable-terminal", "--db", db, "--id", "TILL-7").exit()).isZero();
        assertThat(scalar("SELECT enabled FROM terminals WHERE id = 'TILL-7'")).isEqualTo("0");
        assertThat(run("server", "disable-terminal", "--db", db, "--id", "NOPE").exit()).isEqualTo(1);
    }

    @Test
    void issueImportRevokeHistoryAndReconcile() throws Exception {
        Path csv = dir.resolve("issued.csv");
        assertThat(run("server", "issue", "--db", db, "--template", "gift", "--count", "5", "--out",
                csv.toString()).exit()).isZero();
        List<String> lines = Files.readAllLines(csv);
        assertThat(lines).hasSize(6);
        String code = lines.get(1).split(",")[0];

        Path bad = dir.resolve("bad.csv");
        Files.writeString(bad, "code\n" + lines.get(2).split(",")[0] + "\nABCDEFGHJKMNPQ\n");
        Run refused = run("server", "import", "--db", db, "--template", "gift", "--csv", bad.toString());
        assertThat(refused.exit()).isEqualTo(1);
        assertThat(refused.err()).contains("line 3: check character does not match");
        Run again = run("server", "import", "--db", db, "--template", "gift", "--csv", csv.toString());
        assertThat(again.out()).contains("0 vouchers imported into gift, 5 already present");

        assertThat(run("server", "revoke", "--db", db, "--code", code, "--reason", "lost in the post", "--by",
                "ops").exit()).isZero();
        Run history = run("server", "history", "--db", db, "--code", code);
        assertThat(history.out()).contains("status REVOKED", "UNUSED -> REVOKED  by admin:ops", "lost in the post");

        assertThat(run("server", "reconcile", "--db", db).exit()).isZero();
        try (ServerDatabase database = ServerDatabase.open(db, 2)) {
            database.inTransaction(c -> {
                try (PreparedStatement s = c.prepareStatement(
                        "UPDATE vouchers SET status = 'USED' WHERE code = ?")) {
                    s.setString(1, lines.get(3).split(",")[0]);
                    return s.executeUpdate();
                }
            });
        }
        Run found = run("server", "reconcile", "--db", db);
        assertThat(found.exit()).isEqualTo(1);
        assertThat(found.out()).contains("USED without a ledger row: 1", "problems found");
    }
}
