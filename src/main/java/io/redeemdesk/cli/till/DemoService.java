package io.redeemdesk.cli.till;

import io.redeemdesk.server.RedemptionServer;
import io.redeemdesk.server.ServerOptions;
import io.redeemdesk.server.admin.DemoSeed;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * The demo redemption service of a fresh install: a SQLite service in the data directory, on a free loopback
 * port, seeded once with demo vouchers ({@code demo-vouchers.csv}) and a demo terminal whose token is kept in
 * an owner-only file, so redeemed demo vouchers stay redeemed across restarts.
 */
final class DemoService implements AutoCloseable {
    static final int DEMO_VOUCHERS = 24;

    private final RedemptionServer server;
    private final String token;
    private final Path csv;

    private DemoService(RedemptionServer server, String token, Path csv) {
        this.server = server;
        this.token = token;
        this.csv = csv;
    }

    static DemoService start(Path dataDir) throws Exception {
        Files.createDirectories(dataDir);
        Path db = dataDir.resolve("demo-server.db");
        Path tokenFile = dataDir.resolve("demo-terminal.token");
        Path csv = dataDir.resolve("demo-vouchers.csv");
        boolean seeded = Files.exists(db) && Files.exists(tokenFile) && Files.exists(csv);
        if (!seeded) {
            for (String suffix : new String[] {"", "-wal", "-shm"}) {
                Files.deleteIfExists(dataDir.resolve("demo-server.db" + suffix));
            }
        }
        RedemptionServer server = RedemptionServer.start(ServerOptions.loopback("jdbc:sqlite:" + db.toAbsolutePath()));
        try {
            if (seeded) {
                return new DemoService(server, Files.readString(tokenFile, StandardCharsets.UTF_8).strip(), csv);
            }
            String token = new DemoSeed(server.database(), server.terminals()).seed(DEMO_VOUCHERS, csv).token();
            writeOwnerOnly(tokenFile, token);
            return new DemoService(server, token, csv);
        } catch (Exception e) {
            server.close();
            throw e;
        }
    }

    private static void writeOwnerOnly(Path file, String content) throws IOException {
        Files.deleteIfExists(file);
        if (file.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        }
        Files.writeString(file, content, StandardCharsets.UTF_8);
    }

    String url() {
        return server.url("127.0.0.1");
    }

    String token() {
        return token;
    }

    String storeId() {
        return DemoSeed.STORE_ID;
    }

    String terminalId() {
        return DemoSeed.TERMINAL_ID;
    }

    Path csv() {
        return csv;
    }

    @Override
    public void close() {
        server.close();
    }
}
