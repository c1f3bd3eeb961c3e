package io.redeemdesk.logging;

import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.util.ContextInitializer;
import io.redeemdesk.client.app.ClientContext;
import io.redeemdesk.client.cashier.CashierView;
import io.redeemdesk.client.cashier.ScreenSettings;
import io.redeemdesk.client.config.ClientSettings;
import io.redeemdesk.config.ConfigSource;
import io.redeemdesk.config.ProcessSetup;
import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.server.RedemptionServer;
import io.redeemdesk.server.ServerOptions;
import io.redeemdesk.server.admin.DemoSeed;
import io.redeemdesk.server.admin.IssuedVoucher;
import javafx.application.Platform;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Scans codes through the whole stack (cashier window, outbox, HTTP, a real service) with the production
 * {@code logback.xml} writing rolling files at DEBUG, adds lines that carelessly log a code, a token and an
 * exception carrying a code, then searches every log file for every code and the token: zero hits.
 */
@ExtendWith(ApplicationExtension.class)
class MaskedLogsTest {
    @TempDir
    static Path dir;

    private static RedemptionServer server;
    private static ClientContext client;
    private static List<IssuedVoucher> vouchers;
    private static String token;
    private static final List<String> scanned = new ArrayList<>();

    @BeforeAll
    static void logToFiles() throws Exception {
        ProcessSetup.logging(dir.resolve("logs"), "DEBUG", "redeemdesk", ConfigSource.BUILT_IN);
        reconfigureLogback();
    }

    @AfterAll
    static void backToTheConsole() throws Exception {
        client.close();
        server.close();
        for (String property : List.of(ProcessSetup.LOG_DIR_PROPERTY, ProcessSetup.LOG_LEVEL_PROPERTY,
                ProcessSetup.LOG_NAME_PROPERTY, ProcessSetup.LOG_APPENDER_PROPERTY)) {
            System.clearProperty(property);
        }
        reconfigureLogback();
    }

    private static void reconfigureLogback() throws Exception {
        LoggerContext context = (LoggerContext) LoggerFactory.getILoggerFactory();
        context.reset();
        new ContextInitializer(context).autoConfig();
    }

    @Start
    void start(Stage stage) throws Exception {
        if (server == null) {
            server = RedemptionServer.start(ServerOptions.loopback("jdbc:sqlite:" + dir.resolve("server.db")));
            DemoSeed.Result seeded = new DemoSeed(server).seed(6, dir.resolve("demo-vouchers.csv"));
            vouchers = seeded.vouchers();
            token = seeded.token();
            ClientSettings settings = new ClientSettings(server.url("127.0.0.1"), token, DemoSeed.STORE_ID,
                    DemoSeed.TERMINAL_ID, "alice", dir.resolve("till"), Duration.ofSeconds(3));
            client = new ClientContext(settings, ScreenSettings.defaults(Locale.ENGLISH), Platform::runLater);
        }
        CashierView view = new CashierView(client.screen(), List.of(), "test", () -> { });
        stage.setScene(view.scene());
        stage.show();
    }

    @Test
    void noCodeAndNoTokenReachesAnyLogFile(FxRobot robot) throws Exception {
        String unknown = VoucherCode.generate(new SecureRandom());
        scanned.add(vouchers.get(0).code());
        scanned.add(vouchers.get(0).code());
        scanned.add(vouchers.get(vouchers.size() - 1).code());
        scanned.add(unknown);
        for (String code : scanned) {
            robot.write(code, 3);
            robot.type(KeyCode.ENTER);
            await().atMost(Duration.ofSeconds(15)).until(() -> !headline(robot).startsWith("CHECKING"));
        }
        await().atMost(Duration.ofSeconds(15)).until(() -> headline(robot).contains("UNKNOWN")
                || headline(robot).contains("NOT"));
        var careless = LoggerFactory.getLogger("io.redeemdesk.careless");
        careless.info("redeeming {} for terminal token {}", vouchers.get(1).code(), token);
        careless.debug("display form {} and lower case {}", VoucherCode.display(vouchers.get(2).code()),
                vouchers.get(2).code().toLowerCase(Locale.ROOT));
        careless.warn("header was Authorization: Bearer {}", token);
        careless.error("failed", new IllegalStateException("bad voucher " + vouchers.get(3).code()));
        ((LoggerContext) LoggerFactory.getILoggerFactory()).stop();

        List<Path> files;
        try (Stream<Path> walk = Files.walk(dir.resolve("logs"))) {
            files = walk.filter(Files::isRegularFile).toList();
        }
        assertThat(files).isNotEmpty();
        StringBuilder all = new StringBuilder();
        for (Path file : files) {
            all.append(Files.readString(file, StandardCharsets.UTF_8));
        }
        String logs = all.toString();
        assertThat(logs).as("the careless lines were written, masked")
                .contains("redeeming …" + last4(vouchers.get(1).code()) + " for terminal token rdt_[hidden]")
                .contains("Bearer [hidden]").contains("bad voucher …" + last4(vouchers.get(3).code()));
        List<String> secrets = new ArrayList<>(List.of(token, token.substring(4)));
        for (IssuedVoucher voucher : vouchers) {
            secrets.add(voucher.code());
            secrets.add(voucher.code().toLowerCase(Locale.ROOT));
            secrets.add(VoucherCode.display(voucher.code()));
        }
        secrets.add(unknown);
        for (String secret : secrets) {
            assertThat(logs).as("log files contain no " + VoucherCode.mask(secret)).doesNotContain(secret);
        }
    }

    private static String last4(String code) {
        return code.substring(code.length() - 4);
    }

    private static String headline(FxRobot robot) {
        return robot.lookup("#verdict-headline").queryAs(Label.class).getText().toUpperCase(Locale.ROOT);
    }
}
