package io.redeemdesk.server;

import io.redeemdesk.server.admin.IssuedVoucher;
import io.redeemdesk.server.admin.VoucherIssuer;
import io.redeemdesk.server.auth.TerminalRegistry;
import io.redeemdesk.server.db.ServerDatabase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Kills a real server process between phase 1 and phase 3 of a redemption, then shows that a restarted node's
 * sweeper plus the client's retry with the same request_id end in exactly one redemption. The first process
 * runs with {@link RedemptionServer#HALT_AFTER_PHASE_ONE}, which halts the JVM (no shutdown hooks, no
 * rollback) right after phase 1 committed.
 */
@ParameterizedClass
@EnumSource(Backend.class)
class KillBetweenPhasesTest {
    private static final Pattern LISTENING = Pattern.compile("listening on (http://\\S+)");

    @Parameter
    Backend backend;

    @Test
    void sweeperAndRetryEndInExactlyOneRedemption() throws Exception {
        String url = backend.newDatabase();
        String token;
        String code;
        try (ServerDatabase db = ServerDatabase.open(url, 2)) {
            token = new TerminalRegistry(db, new SecureRandom(), Clock.systemUTC()).create("TILL-1", "STORE-1");
            VoucherIssuer issuer = new VoucherIssuer(db, new SecureRandom(), Clock.systemUTC());
            VoucherIssuer.Template template = new VoucherIssuer.Template("t", "Coffee", 350, "EUR", null);
            issuer.createTemplate(template);
            IssuedVoucher voucher = issuer.issue(template, 1).get(0);
            code = voucher.code();
        }
        String key = ApiCaller.newKey();

        Process doomed = startServer(url, true);
        ApiCaller doomedApi = new ApiCaller(awaitUrl(doomed));
        assertThatThrownBy(() -> doomedApi.redeem(token, key, code, "TILL-1", "STORE-1"))
                .isInstanceOf(UncheckedIOException.class);
        assertThat(doomed.waitFor(20, TimeUnit.SECONDS)).isTrue();
        assertThat(doomed.exitValue()).isEqualTo(86);
        assertThat(query(url, "SELECT status FROM vouchers WHERE code = ?", code)).containsExactly("LOCKED");
        assertThat(query(url, "SELECT state FROM idempotency_records WHERE request_id = ?", key))
                .containsExactly("PROCESSING");

        Process restarted = startServer(url, false);
        try {
            ApiCaller api = new ApiCaller(awaitUrl(restarted));
            List<Integer> statuses = new ArrayList<>();
            ApiCaller.Answer answer = api.redeem(token, key, code, "TILL-1", "STORE-1");
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (answer.status() == 409 && System.nanoTime() < deadline) {
                statuses.add(answer.status());
                Thread.sleep(Long.parseLong(answer.header("Retry-After")) * 200);
                answer = api.redeem(token, key, code, "TILL-1", "STORE-1");
            }
            ApiCaller.Answer replay = api.redeem(token, key, code, "TILL-1", "STORE-1");

            assertThat(answer.status()).as("retries answered %s", statuses).isEqualTo(201);
            assertThat(replay.header("Idempotent-Replayed")).isEqualTo("true");
            assertThat(query(url, "SELECT request_id FROM redemptions WHERE code = ?", code)).containsExactly(key);
            assertThat(query(url, "SELECT from_status || '>' || to_status || ' ' || actor FROM voucher_transitions "
                    + "WHERE code = ? ORDER BY at", code)).containsExactly("UNUSED>LOCKED TILL-1",
                    "LOCKED>UNUSED sweeper", "UNUSED>LOCKED TILL-1", "LOCKED>USED TILL-1");
        } finally {
            restarted.destroy();
            restarted.waitFor(20, TimeUnit.SECONDS);
        }
    }

    private static Process startServer(String url, boolean haltAfterPhaseOne) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-cp", System.getProperty("java.class.path"), "-Xmx256m"));
        if (haltAfterPhaseOne) {
            command.add("-D" + RedemptionServer.HALT_AFTER_PHASE_ONE + "=true");
        }
        command.addAll(List.of("io.redeemdesk.cli.Main", "server", "--port", "0", "--db", url, "--lock-timeout",
                "10s", "--sweep-interval", "1s"));
        return new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    }

    private static String awaitUrl(Process process) throws IOException {
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8));
        for (String line = out.readLine(); line != null; line = out.readLine()) {
            Matcher m = LISTENING.matcher(line);
            if (m.find()) {
                return m.group(1);
            }
        }
        throw new IllegalStateException("the server process ended before it listened");
    }

    private static List<String> query(String url, String sql, String arg) throws Exception {
        try (ServerDatabase db = ServerDatabase.open(url, 1)) {
            return db.read(c -> {
                try (PreparedStatement select = c.prepareStatement(sql)) {
                    select.setString(1, arg);
                    List<String> rows = new ArrayList<>();
                    try (ResultSet rs = select.executeQuery()) {
                        while (rs.next()) {
                            rows.add(rs.getString(1));
                        }
                    }
                    return rows;
                }
            });
        }
    }
}
