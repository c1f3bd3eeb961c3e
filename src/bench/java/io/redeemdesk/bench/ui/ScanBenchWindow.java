package io.redeemdesk.bench.ui;

import io.redeemdesk.client.app.ClientContext;
import io.redeemdesk.client.cashier.OrderNumberRule;
import io.redeemdesk.client.cashier.SaleScreen;
import io.redeemdesk.client.cashier.SaleSettings;
import io.redeemdesk.client.cashier.ScreenSettings;
import io.redeemdesk.client.cashier.VerdictCard;
import io.redeemdesk.client.cashier.VerdictLook;
import io.redeemdesk.client.cashier.VerdictSource;
import io.redeemdesk.client.cashier.ui.CashierView;
import io.redeemdesk.client.config.ClientSettings;
import io.redeemdesk.client.redeem.EngineSettings;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.stage.Stage;
import okhttp3.CertificatePinner;

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
 * on the FX thread, Enter → verdict in the view model, verdict → pulse. A scan's split is read as soon as its
 * verdict is rendered, before F4 (sale mode) moves the same clocks.
 */
public final class ScanBenchWindow {
    private static final long VERDICT_TIMEOUT_SECONDS = 20;

    private final ClientSettings settings;
    private final long keyGapNanos;
    private final long pauseNanos;
    private final boolean saleMode;
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
        this(settings, keyGapMillis, pauseMillis, false);
    }

    /**
     * @param saleMode the till in sale mode: each scan is timed until its line shows held, and every fifth scan
     *                 is followed by F4, timed until "sale complete" is shown
     */
    public ScanBenchWindow(ClientSettings settings, long keyGapMillis, long pauseMillis, boolean saleMode) {
        this.saleMode = saleMode;
        this.settings = settings;
        this.keyGapNanos = TimeUnit.MILLISECONDS.toNanos(keyGapMillis);
        this.pauseNanos = TimeUnit.MILLISECONDS.toNanos(pauseMillis);
    }

    /** What one run measured. */
    public record Result(List<Double> millis, List<double[]> segmentsMillis, Map<VerdictLook, Integer> verdicts,
                         int splitBursts, List<Double> completeMillis) {
    }

    /** Vouchers per sale in sale mode: F4 follows every this many scans. */
    public static final int SALE_SIZE = 5;

    /** Scans {@code warmup} codes unmeasured, then the rest measured; returns the measured latencies. */
    public Result run(List<String> codes, int warmup) throws Exception {
        CountDownLatch toolkit = new CountDownLatch(1);
        Platform.startup(toolkit::countDown);
        toolkit.await();
        try (ClientContext context = new ClientContext(settings, ScreenSettings.defaults(Locale.ENGLISH),
                EngineSettings.defaults().withForegroundDeadline(settings.foregroundDeadline()),
                CertificatePinner.DEFAULT, saleMode ? new SaleSettings(true, OrderNumberRule.OFF) : SaleSettings.INSTANT,
                Platform::runLater)) {
            CountDownLatch shown = new CountDownLatch(1);
            Platform.runLater(() -> {
                context.screen().theme().apply();
                Stage stage = new Stage();
                stage.setTitle("RedeemDesk bench scan");
                scene = new CashierView(context.screen(), context.saleScreen().orElse(null), List.of(), "bench scan",
                        () -> { }).scene();
                VerdictSource cards = context.saleScreen().<VerdictSource>map(SaleScreen::sale)
                        .orElse(context.screen().cashier());
                cards.cardProperty().addListener((o, old, card) -> onCard(card));
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
            List<Double> completes = new ArrayList<>();
            for (int i = 0; i < codes.size(); i++) {
                double ms = scan(codes.get(i));
                double[] scanSegments = {(enterHandledNanos - terminatorNanos) / 1e6,
                        (cardNanos - enterHandledNanos) / 1e6, ms - (cardNanos - terminatorNanos) / 1e6};
                if (saleMode && (i + 1) % SALE_SIZE == 0) {
                    double complete = press(java.awt.event.KeyEvent.VK_F4);
                    if (i >= warmup) {
                        completes.add(complete);
                    }
                }
                if (i >= warmup) {
                    measured.add(ms);
                    segments.add(scanSegments);
                }
            }
            Platform.runLater(() -> scene.getWindow().hide());
            return new Result(measured, segments, Map.copyOf(looks), split, completes);
        } finally {
            Platform.exit();
        }
    }

    private double scan(String code) throws Exception {
        rendered = new CompletableFuture<>();
        for (char c : code.toUpperCase(Locale.ROOT).toCharArray()) {
            int key = java.awt.event.KeyEvent.getExtendedKeyCodeForChar(Character.toLowerCase(c));
            robot.keyPress(key);
            robot.keyRelease(key);
            LockSupport.parkNanos(keyGapNanos);
        }
        return press(java.awt.event.KeyEvent.VK_ENTER);
    }

    /** Sends {@code key} and waits for the next verdict to be rendered; returns the time it took. */
    private double press(int key) throws Exception {
        CompletableFuture<Long> done = rendered == null || rendered.isDone() ? new CompletableFuture<>() : rendered;
        rendered = done;
        terminatorNanos = System.nanoTime();
        robot.keyPress(key);
        robot.keyRelease(key);
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
