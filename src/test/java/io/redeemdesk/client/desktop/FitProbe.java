package io.redeemdesk.client.desktop;

import io.redeemdesk.cli.Main;
import io.redeemdesk.client.cashier.CashierWords;
import io.redeemdesk.client.manager.PinGate;
import io.redeemdesk.client.manager.store.ManagerStore;
import io.redeemdesk.client.manager.store.ManagerText;
import io.redeemdesk.client.pin.PinHasher;
import io.redeemdesk.client.text.Messages;
import io.redeemdesk.testing.ScreenAudit;
import javafx.application.Platform;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The test-only hook of {@link DesktopFitTest}: a JVM on the desktop's display that starts the real app (demo
 * mode, the given language, till mode and window mode, a manager PIN set) through its own {@link Main}, walks it
 * ({@link FitWalk}) and writes every problem found, one a line, to the report file; then it stops the JVM.
 * Arguments: report, data folder, screenshots folder or {@code -}, locale tag, {@code instant|sale},
 * {@code maximized|fullscreen}, themes ({@code light,dark}: the app starts in the first, F10 switches),
 * {@code touch|keys} ({@code ui.touch} on or off).
 */
public final class FitProbe {
    static final String PIN = "246810";
    /**
     * What the demo till shows besides bundle words: its names, the demo vouchers, the service's address, a touch
     * keypad's keys.
     */
    private static final List<String> DATA = List.of("\\b(alice|maria|cashier-1|DEMO-STORE|TILL-1)\\b",
            "Free coffee|Gift voucher 20 EUR|Summer sale 5 EUR \\(expired\\)|A-1001", "RedeemDesk", "EUR",
            "\\b[a-z]+(\\.[a-z]+)+ = \\w+", "--data-dir", "\\d+\\.\\d+\\.\\d+(-SNAPSHOT)?", "\\b[0-9a-f]{7,12}\\b",
            "\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z", "ZZZZ-?ZZZZ-?ZZZZ|…ZZZZZZ", "\\b[0-9a-f]{8}…",
            "^[0-9A-Z]$");

    private FitProbe() {
    }

    public static void main(String[] args) throws Exception {
        Path report = Path.of(args[0]);
        Path data = Files.createDirectories(Path.of(args[1]));
        Path shots = args[2].equals("-") ? null : Path.of(args[2]);
        Locale locale = Locale.forLanguageTag(args[3]);
        boolean sale = args[4].equals("sale");
        boolean fullScreen = args[5].equals("fullscreen");
        List<String> themes = List.of(args[6].split(","));
        boolean touch = args[7].equals("touch");
        try (ManagerStore store = ManagerStore.open(data.resolve("manager.db"))) {
            new PinGate(store, new PinHasher(1_000, new SecureRandom()), Clock.systemUTC()).setPin(PIN.toCharArray());
        }
        Thread app = new Thread(() -> Main.main(new String[]{"--data-dir", data.toString(),
                "--set", "ui.locale=" + locale.toLanguageTag(), "--set", "till.mode=" + args[4],
                "--set", "ui.window=" + args[5], "--set", "ui.theme=" + themes.get(0),
                "--set", "ui.touch=" + (touch ? "on" : "off")}), "app");
        app.start();
        List<String> problems = new ArrayList<>();
        String look = locale.toLanguageTag() + " " + args[4] + (fullScreen ? " fullscreen" : "")
                + (touch ? " touch" : "");
        try {
            awaitToolkit();
            ScreenAudit audit = new ScreenAudit(locale, List.of(CashierWords.BUNDLE, ManagerText.BUNDLE), DATA)
                    .strict(DesignedCuts.ALL);
            if (touch) {
                audit.touch(TouchTargets.MIN);
            }
            new FitWalk(audit, new WindowFit(problems, fullScreen), sale, touch ? new TouchTargets(problems) : null,
                    shots, look).run(themes);
            problems.addAll(0, audit.problems());
        } catch (RuntimeException | Error e) {
            StringWriter trace = new StringWriter();
            e.printStackTrace(new PrintWriter(trace));
            problems.add(look + ": the walk stopped: " + trace);
        }
        Files.write(report, problems, StandardCharsets.UTF_8);
        Runtime.getRuntime().halt(0);
    }

    private static void awaitToolkit() {
        Instant until = Instant.now().plus(Duration.ofSeconds(60));
        while (true) {
            try {
                Platform.runLater(() -> { });
                return;
            } catch (IllegalStateException notYet) {
                if (Instant.now().isAfter(until)) {
                    throw notYet;
                }
                Fx.pause(100);
            }
        }
    }
}
