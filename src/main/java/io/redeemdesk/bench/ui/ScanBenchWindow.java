package io.redeemdesk.bench.ui;

import io.redeemdesk.client.app.ClientContext;
import io.redeemdesk.client.cashier.ui.CashierView;
import io.redeemdesk.client.cashier.ScreenSettings;
import io.redeemdesk.client.cashier.VerdictCard;
import io.redeemdesk.client.cashier.VerdictLook;
import io.redeemdesk.client.cashier.ui.CashierView;
import io.redeemdesk.client.config.ClientSettings;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.stage.Stage;

import java.awt.AWTException;
import java.awt.Robot;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * {@code bench scan}'s driver: opens the real cashier window, types each code into it as a keyboard-wedge burst
 * through the operating system ({@link Robot} on its own thread, i.e. XTest under X11, so the pace does not depend
 * on the FX thread), and times each scan from the moment the terminator key is sent to the first pulse whose
 * layout shows the verdict (the frame rendered right after). It also splits that time: key sent → Enter handled
 * on the FX thread, Enter → verdict in the view model, verdict → pulse.
 */
public final class ScanBenchWindow {
    private static final long VERDICT_TIMEOUT_SECONDS = 20;

    private final ClientSettings settings;
    private final long keyGapNanos;
    private final long pauseNanos;
    private final Map<VerdictLook, Integer> looks =
            new EnumMap<>(VerdictLook.class);
    private Scene scene;
    private Robot robot;
    private volatile CompletableFuture<Long> rendered;
    private volatile boolean verdictPending;
    private volatile long terminatorNanos;
    private volatile long enterHandledNanos;
    private volatile long cardNanos;
    private final List<double[]> segments = new ArrayList<>();
    private volatile int split;

    /**
     * @param keyGapMillis the pace of the simulated scanner, per key
     * @param pauseMillis  the wait after a verdict before the next scan
     */
    public ScanBenchWindow(ClientSettings settings, long keyGapMillis, long pauseMillis) {
        this.settings = settings;
        this.keyGapNanos = TimeUnit.MILLISECONDS.toNanos(keyGapMillis);
        this.pauseNanos = TimeUnit.MILLISECONDS.toNanos(pauseMillis);
    }

    /** What one run measured. */
    public record Result(List<Double> millis, List<double[]> segmentsMillis, Map<VerdictLook, Integer> verdicts,
                         int splitBursts) {
    }

    /** Scans {@code warmup} codes unmeasured, then the rest measured; returns the measured latencies. */
    public Result run(List<String> codes, int warmup) throws Exception {
        try (ClientContext context = new ClientContext(settings, ScreenSettings.defaults(Locale.ENGLISH),
                Platform::runLater)) {
            CountDownLatch shown = new CountDownLatch(1);
            Platform.startup(() -> {
                context.screen().theme().apply();
                Stage stage = new Stage();
                stage.setTitle("RedeemDesk bench scan");
                scene = new CashierView(context.screen(), List.of(), "bench scan", () -> { }).scene();
                context.screen().cashier().cardProperty().addListener((o, old, card) -> onCard(card));
                scene.addPostLayoutPulseListener(this::onPulse);
                stage.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
                    if (e.getCode() == KeyCode.ENTER) {
                        onEnter();
                    }
                });
                stage.setScene(scene);
                stage.setOnShown(e -> shown.countDown());
                stage.show();
                stage.toFront();
            });
            if (!shown.await(30, TimeUnit.SECONDS)) {
                throw new IllegalStateException("the cashier window did not open within 30 s");
            }
            LockSupport.parkNanos(TimeUnit.SECONDS.toNanos(1));
            robot = keyboard();
            List<Double> measured = new ArrayList<>();
            for (int i = 0; i < codes.size(); i++) {
                double ms = scan(codes.get(i));
                if (i >= warmup) {
                    measured.add(ms);
                    segments.add(new double[] {(enterHandledNanos - terminatorNanos) / 1e6,
                            (cardNanos - enterHandledNanos) / 1e6, ms - (cardNanos - terminatorNanos) / 1e6});
                }
            }
            Platform.runLater(() -> scene.getWindow().hide());
            return new Result(measured, segments, Map.copyOf(looks), split);
        } finally {
            Platform.exit();
        }
    }

    private double scan(String code) throws Exception {
        CompletableFuture<Long> done = new CompletableFuture<>();
        rendered = done;
        for (char c : code.toUpperCase(Locale.ROOT).toCharArray()) {
            int key = java.awt.event.KeyEvent.getExtendedKeyCodeForChar(Character.toLowerCase(c));
            robot.keyPress(key);
            robot.keyRelease(key);
            LockSupport.parkNanos(keyGapNanos);
        }
        terminatorNanos = System.nanoTime();
        robot.keyPress(java.awt.event.KeyEvent.VK_ENTER);
        robot.keyRelease(java.awt.event.KeyEvent.VK_ENTER);
        long at = done.get(VERDICT_TIMEOUT_SECONDS, TimeUnit.SECONDS);
        LockSupport.parkNanos(pauseNanos);
        return (at - terminatorNanos) / 1_000_000.0;
    }

    private static Robot keyboard() throws AWTException {
        Robot robot = new Robot();
        robot.setAutoDelay(0);
        robot.setAutoWaitForIdle(false);
        return robot;
    }

    /** On the FX thread, before the scene's filters: a burst read partly as typing left text in a field. */
    private void onEnter() {
        enterHandledNanos = System.nanoTime();
        if (scene.getFocusOwner() instanceof TextInputControl field && !field.getText().isEmpty()) {
            split++;
        }
    }

    private void onCard(VerdictCard card) {
        if (card.look().settles()) {
            cardNanos = System.nanoTime();
            looks.merge(card.look(), 1, Integer::sum);
            verdictPending = true;
        }
    }

    private void onPulse() {
        if (verdictPending) {
            verdictPending = false;
            rendered.complete(System.nanoTime());
        }
    }
}
