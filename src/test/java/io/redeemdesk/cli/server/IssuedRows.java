package io.redeemdesk.cli.server;

import io.redeemdesk.cli.CommandRun;
import io.redeemdesk.server.Backend;
import io.redeemdesk.server.db.ServerDatabase;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** What a database holds of issued vouchers, and what a folder holds of files, for the issuing tests. */
final class IssuedRows {
    private IssuedRows() {
    }

    /** A new, migrated database of {@code backend}, made the documented way ({@code server migrate}). */
    static String migrated(Backend backend) {
        String db = backend.newDatabase();
        CommandRun migrate = CommandRun.main("server", "migrate", "--db", db);
        if (migrate.exit() != 0) {
            throw new AssertionError("server migrate failed: " + migrate.err());
        }
        return db;
    }

    /** The number {@code sql} selects (one row, one column). */
    static long count(String db, String sql) throws Exception {
        try (ServerDatabase database = ServerDatabase.open(db, 2)) {
            return database.read(c -> {
                try (PreparedStatement s = c.prepareStatement(sql); ResultSet rs = s.executeQuery()) {
                    rs.next();
                    return rs.getLong(1);
                }
            });
        }
    }

    /** Every voucher code in the database. */
    static List<String> codes(String db) throws Exception {
        try (ServerDatabase database = ServerDatabase.open(db, 2)) {
            return database.read(c -> {
                List<String> codes = new ArrayList<>();
                try (PreparedStatement s = c.prepareStatement("SELECT code FROM vouchers ORDER BY code");
                     ResultSet rs = s.executeQuery()) {
                    while (rs.next()) {
                        codes.add(rs.getString(1));
                    }
                }
                return codes;
            });
        }
    }

    /** The codes of an issue CSV, in its order. */
    static List<String> csvCodes(Path csv) throws IOException {
        return Files.readAllLines(csv, StandardCharsets.UTF_8).stream().skip(1).map(line -> line.split(",")[0])
                .toList();
    }

    /** The names of the files in {@code dir}. */
    static List<String> files(Path dir) throws IOException {
        try (Stream<Path> list = Files.list(dir)) {
            return list.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /** The batch id an issuing command printed ("… as batch ID"). */
    static String batchId(String out) {
        return out.lines().filter(l -> l.contains(" as batch ")).findFirst()
                .map(l -> l.substring(l.indexOf(" as batch ") + 10).strip())
                .orElseThrow(() -> new AssertionError("no batch id in: " + out));
    }
}
