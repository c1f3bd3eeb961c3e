package io.redeemdesk.logging;

import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.util.ContextInitializer;
import io.redeemdesk.client.cashier.LiveTill;
import io.redeemdesk.config.ConfigSource;
import io.redeemdesk.config.ProcessSetup;
import io.redeemdesk.protocol.VoucherCode;
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

    private static LiveTill till;
    private static final List<String> scanned = new ArrayList<>();

    @BeforeAll
    static void logToFiles() throws Exception {
        ProcessSetup.logging(dir.resolve("logs"), "DEBUG", "redeemdesk", ConfigSource.BUILT_IN);
        reconfigureLogback();
    }

    @AfterAll
    static void backToTheConsole() throws Exception {
        till.close();
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
        if (till == null) {
            till = LiveTill.start(dir, 6, Duration.ofSeconds(3));
        }
        till.show(stage);
    }

    @Test
    void noCodeAndNoTokenReachesAnyLogFile(FxRobot robot) throws Exception {
        String unknown = VoucherCode.generate(new SecureRandom());
        scanned.add(till.code(0));
        scanned.add(till.code(0));
        scanned.add(till.service().expiredCode());
        scanned.add(unknown);
        for (String code : scanned) {
            robot.write(code, 3);
            robot.type(KeyCode.ENTER);
            await().atMost(Duration.ofSeconds(15)).until(() -> !headline(robot).startsWith("CHECKING"));
        }
        await().atMost(Duration.ofSeconds(15)).until(() -> headline(robot).contains("UNKNOWN")
                || headline(robot).contains("NOT"));
        var careless = LoggerFactory.getLogger("io.redeemdesk.careless");
        careless.info("redeeming {} for terminal token {}", till.code(1), till.service().token());
        careless.debug("display form {} and lower case {}", VoucherCode.display(till.code(2)),
                till.code(2).toLowerCase(Locale.ROOT));
        careless.warn("header was Authorization: Bearer {}", till.service().token());
        careless.error("failed", new IllegalStateException("bad voucher " + till.code(3)));
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
                .contains("redeeming …" + last6(till.code(1)) + " for terminal token rdt_[hidden]")
                .contains("Bearer [hidden]").contains("bad voucher …" + last6(till.code(3)));
        String token = till.service().token();
        List<String> secrets = new ArrayList<>(List.of(token, token.substring(4)));
        for (String code : till.service().issuedCodes()) {
            secrets.add(code);
            secrets.add(code.toLowerCase(Locale.ROOT));
            secrets.add(VoucherCode.display(code));
        }
        secrets.add(unknown);
        for (String secret : secrets) {
            assertThat(logs).as("log files contain no " + VoucherCode.mask(secret)).doesNotContain(secret);
        }
    }

    private static String last6(String code) {
        return code.substring(code.length() - 6);
    }

    private static String headline(FxRobot robot) {
        return robot.lookup("#verdict-headline").queryAs(Label.class).getText().toUpperCase(Locale.ROOT);
    }
}
