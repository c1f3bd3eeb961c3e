package io.redeemdesk.cli;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/** The lean cashier-only parser is used only where the full command tree would mean the same thing. */
class CashierCommandTest {

    @Test
    void onlyArgumentsWithoutACommandWordOpenTheWindowThroughTheLeanParser() {
        assertThat(CashierCommand.opensTheWindow(new String[]{})).isTrue();
        assertThat(CashierCommand.opensTheWindow(new String[]{"--data-dir", "/tmp/x", "--set", "ui.theme=dark"}))
                .isTrue();
        assertThat(CashierCommand.opensTheWindow(new String[]{"--data-dir=server"})).isTrue();
        assertThat(CashierCommand.opensTheWindow(new String[]{"server", "--port", "0"})).isFalse();
        assertThat(CashierCommand.opensTheWindow(new String[]{"--data-dir", "/tmp/x", "log"})).isFalse();
        assertThat(CashierCommand.opensTheWindow(new String[]{"--version"})).isFalse();
        assertThat(CashierCommand.opensTheWindow(new String[]{"-h"})).isFalse();
        Object full = CashierCommand.forArguments(new String[]{"bench", "startup"}).getCommand();
        Object lean = CashierCommand.forArguments(new String[]{}).getCommand();
        assertThat(full).isInstanceOf(Main.class);
        assertThat(lean).isInstanceOf(CashierCommand.class);
    }

    @Test
    void aBadFlagGetsTheFullTreesMessageAndUsage() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream original = System.err;
        int exit;
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        try {
            exit = CashierCommand.forArguments(new String[]{"--bogus"}).execute("--bogus");
        } finally {
            System.setErr(original);
        }

        assertThat(exit).isEqualTo(64);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("Unknown option: '--bogus'", "Commands:",
                "server", "enroll");
    }
}
