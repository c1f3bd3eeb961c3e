package io.redeemdesk.server.console;

import io.redeemdesk.testing.ConsoleClient;
import io.redeemdesk.testing.LiveServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Signing in and out of the console of a real node over real HTTP, with its headers, CSRF checks and lockout. */
class ConsoleSignInTest {
    @TempDir
    Path dir;
    private LiveServer server;

    @BeforeEach
    void start() throws Exception {
        server = new LiveServer(dir, 2);
        ConsoleClient.createOperator(server.server().parts(), "mona", Role.ADMIN, "correct horse battery");
    }

    @AfterEach
    void stop() {
        server.stop();
    }

    @Test
    void signsInShowsTheOverviewAndSignsOut() throws Exception {
        ConsoleClient browser = new ConsoleClient(server.url());
        assertThat(browser.getRaw("/console").status()).isEqualTo(303);
        assertThat(browser.getRaw("/console").header("Location")).startsWith("/console/login");

        ConsoleClient.Page overview = browser.signIn("mona", "correct horse battery");
        assertThat(overview.status()).isEqualTo(200);
        assertThat(overview.body()).contains("mona", "Overview", "/console/reconcile");
        assertThat(overview.header("Content-Security-Policy")).contains("default-src 'self'", "frame-ancestors 'none'");
        assertThat(overview.header("Cache-Control")).isEqualTo("no-store");
        assertThat(overview.header("X-Content-Type-Options")).isEqualTo("nosniff");
        assertThat(overview.header("Referrer-Policy")).isEqualTo("no-referrer");

        assertThat(browser.postRaw("/console/logout", Map.of()).status()).isEqualTo(403);
        assertThat(browser.postRaw("/console/logout", Map.of("csrf", "forged")).status()).isEqualTo(403);
        assertThat(browser.get("/console").body()).contains("mona");

        assertThat(browser.post("/console/logout", Map.of()).body()).contains("name=\"password\"");
        assertThat(browser.getRaw("/console").status()).isEqualTo(303);
        assertThat(audit("console.sign-out")).isEqualTo(1);
    }

    @Test
    void theSignInFormRefusesAPostWithoutItsToken() throws Exception {
        ConsoleClient browser = new ConsoleClient(server.url());
        browser.get("/console/login");
        assertThat(browser.postRaw("/console/login", Map.of("name", "mona", "password", "correct horse battery"))
                .status()).isEqualTo(403);
    }

    @Test
    void tenWrongPasswordsLockTheAccountEvenForTheRightOne() throws Exception {
        ConsoleClient browser = new ConsoleClient(server.url());
        for (int i = 0; i < 9; i++) {
            assertThat(browser.signIn("mona", "wrong password " + i).status()).isEqualTo(401);
        }
        ConsoleClient.Page tenth = browser.signIn("mona", "wrong password 9");
        assertThat(tenth.status()).isEqualTo(423);
        assertThat(tenth.body()).contains("locked");
        assertThat(browser.signIn("mona", "correct horse battery").status()).isEqualTo(423);
    }

    @Test
    void speaksChineseToAChineseBrowserAndSwitchesBack() throws Exception {
        ConsoleClient browser = new ConsoleClient(server.url(), "zh-CN,zh;q=0.9,en;q=0.5");
        assertThat(browser.signIn("mona", "correct horse battery").body()).contains("概览", "退出登录", "lang=\"zh\"");
        assertThat(browser.get("/console/language?to=en&back=/console").body()).contains("Overview", "Sign out");
        assertThat(browser.getRaw("/console/language?to=zh&back=//evil.example").header("Location"))
                .isEqualTo("/console");
    }

    private int audit(String action) throws Exception {
        return server.server().database().read(c -> {
            try (PreparedStatement select = c.prepareStatement(
                    "SELECT COUNT(*) FROM operator_audit WHERE action = ? AND actor = 'console:mona'")) {
                select.setString(1, action);
                try (ResultSet rs = select.executeQuery()) {
                    rs.next();
                    return rs.getInt(1);
                }
            }
        });
    }
}
