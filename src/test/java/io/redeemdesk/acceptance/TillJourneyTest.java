package io.redeemdesk.acceptance;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.EncodeHintType;
import com.google.zxing.client.j2se.MatrixToImageWriter;
import com.google.zxing.qrcode.QRCodeWriter;
import io.redeemdesk.client.api.RedemptionApi;
import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.client.outbox.Outbox;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.client.outbox.TillIdentity;
import io.redeemdesk.client.redeem.EngineSettings;
import io.redeemdesk.client.redeem.RedeemOutcome;
import io.redeemdesk.client.redeem.RedeemRuntime;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.protocol.VoucherCode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The till's documented commands run as a user runs them: {@code java -jar target/redeemdesk.jar …} as child
 * processes, against the service started the same way ({@code server} on a free loopback port, SQLite), on a
 * console whose charset is not UTF-8 ({@code -Dfile.encoding=ISO-8859-1}, and {@code LANG=C}). Their output is
 * compared byte for byte with the examples in docs/operations.md (paths and codes put in), with Chinese in the
 * data folder's name, the voucher name and a decoded QR code; a second cashier app on the same data folder stops
 * saying why, on the console and in its log file, in UTF-8. Only the outbox the {@code log} command reads is
 * filled in-process, by the till's own redeem engine (the cashier screen's path), since no command redeems.
 */
class TillJourneyTest {
    /** What this journey ran, for DocumentedCommandsTest. */
    private static final Executed EXECUTED = new Executed("TillJourneyTest");
    private static final Path JAR = Path.of("target", "redeemdesk.jar");
    private static final Path DOCS = Path.of("docs", "operations.md");
    private static final String COMMAND = "java -jar target/redeemdesk.jar ";
    private static final String NOT_UTF8 = "-Dfile.encoding=ISO-8859-1";
    private static final ZoneId TILL_ZONE = ZoneId.of("Asia/Shanghai");

    @TempDir
    Path dir;
    private Process server;

    @BeforeAll
    static void freshRecord() {
        EXECUTED.reset();
    }

    @AfterEach
    void stopServer() throws InterruptedException {
        if (server != null) {
            server.destroy();
            if (!server.waitFor(10, TimeUnit.SECONDS)) {
                server.destroyForcibly();
            }
        }
    }

    @Test
    void theTillsDocumentedCommandsPrintWhatTheDocsShowInUtf8() throws Exception {
        assertThat(JAR).as("build the jar first: mvn -o -q -DskipTests package").exists();
        String docs = Files.readString(DOCS, StandardCharsets.UTF_8);
        String db = "jdbc:sqlite:" + dir.resolve("server.db");
        String url = startServer(db);
        String voucherName = documentedVoucherName(docs);
        admin("create-template", "--id", "summer", "--name", voucherName, "--value", "20.00",
                "--valid-until", "2099-01-01T00:00:00Z", "--db", db);
        admin("issue", "--template", "summer", "--count", "3", "--out", dir.resolve("v.csv").toString(), "--db", db);
        List<String> codes = Files.readAllLines(dir.resolve("v.csv"), StandardCharsets.UTF_8).stream().skip(1)
                .map(line -> line.split(",")[0]).toList();
        String enrollmentCode = admin("enrollment-code", "--terminal", "TILL-1", "--store", "STORE-1", "--db", db)
                .lines().filter(l -> l.startsWith("enr-")).findFirst().orElseThrow();

        Path till = dir.resolve("收银台-1");
        Path configHome = dir.resolve("config");
        Run pin = till(List.of(NOT_UTF8), Map.of(), "24681357\n", "set-manager-pin", "--data-dir", till.toString(),
                "--stdin");
        assertThat(pin.exit()).isZero();
        assertThat(pin.stdout()).isEqualTo(documented(docs, "set-manager-pin", 1)
                .replace("/srv/收银台-1", till.toString()));
        assertThat(Files.exists(till.resolve("manager.db"))).isTrue();

        Run enroll = till(List.of(NOT_UTF8), Map.of("XDG_CONFIG_HOME", configHome.toString()), "", "enroll",
                "--server", url, "--code", enrollmentCode);
        assertThat(enroll.exit()).as(enroll.stderr()).isZero();
        Path userFile = configHome.resolve("redeemdesk").resolve("redeemdesk.properties");
        assertThat(enroll.stdout()).isEqualTo(documented(docs, "enroll", 1)
                .replace("/home/cashier/.config", configHome.toString()));
        assertThat(Files.getPosixFilePermissions(userFile))
                .containsExactlyInAnyOrder(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);

        List<RedeemAction> redeemed = redeemAtTheTill(till, url, token(userFile), codes.subList(0, 2));
        String header = documented(docs, "log", 1);
        StringBuilder csv = new StringBuilder(header.replace("\n", "\r\n"));
        for (int i = redeemed.size() - 1; i >= 0; i--) {
            RedeemAction a = redeemed.get(i);
            csv.append(String.join(",", time(a.createdAt()), a.requestId(), VoucherCode.mask(a.code()), "REDEEMED",
                    "DONE", "alice", "STORE-1", "TILL-1", "1", "false", voucherName, "2000", "EUR", "",
                    time(a.completedAt()), "", "", "REDEEM")).append("\r\n");
        }
        Run log = till(List.of(NOT_UTF8), Map.of("TZ", TILL_ZONE.getId()), "", "log", "--data-dir",
                till.toString(), "--csv");
        assertThat(log.exit()).as(log.stderr()).isZero();
        assertThat(log.bytes()).isEqualTo(csv.toString().getBytes(StandardCharsets.UTF_8));
        Path asciiPath = Files.createSymbolicLink(dir.resolve("till-1"), till);
        Run logOnPosixLocale = till(List.of(), Map.of("TZ", TILL_ZONE.getId(), "LANG", "C", "LC_ALL", "C"), "",
                "log", "--data-dir", asciiPath.toString(), "--csv");
        assertThat(logOnPosixLocale.bytes()).isEqualTo(log.bytes());

        String decodeExample = documented(docs, "decode", 2);
        Path picture = dir.resolve("voucher.png");
        qr(voucherName, picture);
        Path notAPicture = Files.writeString(dir.resolve("photo.jpg"), "not a picture");
        Run decode = till(List.of(NOT_UTF8), Map.of(), "", "decode", picture.toString(), notAPicture.toString());
        assertThat(decode.exit()).as("a file that is no picture").isEqualTo(66);
        assertThat(decode.stdout()).isEqualTo(decodeExample.replace("voucher.png", picture.toString())
                .replace("photo.jpg", notAPicture.toString()));
        assertThat(decode.stderr()).startsWith("decode: ").doesNotContain("Exception");

        try (Outbox running = Outbox.open(till.resolve("outbox.db"))) {
            Run second = till(List.of(NOT_UTF8), Map.of("XDG_CONFIG_HOME", configHome.toString()), "",
                    "--data-dir", till.toString());
            assertThat(second.exit()).isEqualTo(1);
            assertThat(second.stderr()).contains("RedeemDesk is already running on this till\nthe outbox "
                    + till.resolve("outbox.db") + " is in use by another process: pid="
                    + ProcessHandle.current().pid());
            assertThat(Files.readString(till.resolve("logs").resolve("redeemdesk.log"), StandardCharsets.UTF_8))
                    .contains("RedeemDesk is already running on this till: the outbox " + till.resolve("outbox.db"));
        }
        try (Stream<Path> unpacked = Files.walk(till.resolve("native"))) {
            assertThat(unpacked.filter(Files::isRegularFile).map(f -> f.getFileName().toString()))
                    .as("one SQLite library, unpacked once and reused").containsExactly("libsqlitejdbc.so");
        }
    }

    /** The voucher name the docs' example rows show (the decode example's text). */
    private static String documentedVoucherName(String docs) {
        String decoded = documented(docs, "decode", 1);
        return decoded.substring(decoded.lastIndexOf('\t') + 1).strip();
    }

    /** The first {@code lines} lines printed under the docs' {@code $ java -jar … <command>} example, LF-ended. */
    private static String documented(String docs, String command, int lines) {
        List<String> all = docs.lines().toList();
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).startsWith("$ ") && all.get(i).contains(COMMAND + command + " ")) {
                StringBuilder out = new StringBuilder();
                all.subList(i + 1, i + 1 + lines).forEach(l -> out.append(l).append('\n'));
                return out.toString();
            }
        }
        throw new AssertionError("docs/operations.md shows no example of " + command);
    }

    private String startServer(String db) throws IOException {
        EXECUTED.commandLine("server", "--host");
        server = new ProcessBuilder(command(List.of(), "server", "--host", "127.0.0.1", "--port", "0", "--db", db))
                .redirectError(dir.resolve("server.err").toFile()).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
        Pattern listening = Pattern.compile("RedeemDesk server listening on (http://127\\.0\\.0\\.1:\\d+)");
        for (String line = out.readLine(); line != null; line = out.readLine()) {
            Matcher m = listening.matcher(line);
            if (m.matches()) {
                return m.group(1);
            }
        }
        throw new AssertionError("the server did not start: " + Files.readString(dir.resolve("server.err")));
    }

    private String admin(String... args) throws Exception {
        List<String> all = new ArrayList<>(List.of("server"));
        all.addAll(List.of(args));
        Run run = till(List.of(), Map.of(), "", all.toArray(String[]::new));
        assertThat(run.exit()).as(run.stderr()).isZero();
        return run.stdout();
    }

    /** What {@code log} reads: two scans through the till's redeem engine, against the child service. */
    private static List<RedeemAction> redeemAtTheTill(Path till, String url, String token, List<String> codes)
            throws Exception {
        List<RedeemAction> actions = new ArrayList<>();
        try (Outbox outbox = Outbox.open(till.resolve("outbox.db"))) {
            RedemptionApi api = new RedemptionApi(RedemptionApi.newHttpClient(Duration.ofSeconds(2),
                    Duration.ofSeconds(10)), url, token);
            try (RedeemRuntime runtime = RedeemRuntime.start(outbox, api, EngineSettings.defaults(),
                    new TillIdentity("STORE-1", "TILL-1"), Clock.systemUTC(), () -> 0.5)) {
                for (String code : codes) {
                    RedeemOutcome outcome = runtime.engine().redeem(code, "alice");
                    assertThat(outcome.verdict()).isEqualTo(Verdict.REDEEMED);
                    String requestId = outcome.action().requestId();
                    await().atMost(Duration.ofSeconds(10)).until(() -> outbox.status().find(requestId)
                            .orElseThrow().state() == ActionState.DONE);
                    actions.add(outbox.status().find(requestId).orElseThrow());
                }
            }
        }
        return actions;
    }

    private static String token(Path userFile) throws IOException {
        Properties values = new Properties();
        values.load(new StringReader(Files.readString(userFile, StandardCharsets.UTF_8)));
        return values.getProperty("api.token");
    }

    private static String time(long epochMillis) {
        return DateTimeFormatter.ISO_OFFSET_DATE_TIME.format(Instant.ofEpochMilli(epochMillis).atZone(TILL_ZONE));
    }

    private static void qr(String text, Path file) throws Exception {
        MatrixToImageWriter.writeToPath(new QRCodeWriter().encode(text, BarcodeFormat.QR_CODE, 300, 300,
                Map.of(EncodeHintType.CHARACTER_SET, "UTF-8")), "PNG", file);
    }

    private record Run(int exit, byte[] bytes, String stderr) {
        String stdout() {
            return new String(bytes, StandardCharsets.UTF_8);
        }
    }

    private Run till(List<String> jvm, Map<String, String> env, String stdin, String... args) throws Exception {
        EXECUTED.commandLine(args);
        ProcessBuilder builder = new ProcessBuilder(command(jvm, args)).redirectError(dir.resolve("err.txt").toFile());
        builder.environment().put("LANG", "C.UTF-8");
        builder.environment().put("XDG_CONFIG_HOME", dir.resolve("config").toString());
        builder.environment().put("XDG_DATA_HOME", dir.resolve("data").toString());
        builder.environment().put("XDG_STATE_HOME", dir.resolve("state").toString());
        builder.environment().remove("DISPLAY");
        builder.environment().remove("WAYLAND_DISPLAY");
        builder.environment().putAll(env);
        Process p = builder.start();
        p.getOutputStream().write(stdin.getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().close();
        byte[] out = p.getInputStream().readAllBytes();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return new Run(p.exitValue(), out, Files.readString(dir.resolve("err.txt"), StandardCharsets.UTF_8));
    }

    private static List<String> command(List<String> jvm, String... args) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvm);
        command.add("-jar");
        command.add(JAR.toString());
        command.addAll(List.of(args));
        return command;
    }
}
