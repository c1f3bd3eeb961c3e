package io.redeemdesk.client.cashier;

import io.redeemdesk.client.exec.Background;
import io.redeemdesk.client.exec.UiTasks;
import io.redeemdesk.client.scan.CameraChoice;
import io.redeemdesk.client.scan.CameraDevice;
import io.redeemdesk.client.scan.CameraScanner;
import io.redeemdesk.client.scan.CameraStatus;
import io.redeemdesk.client.scan.Cameras;
import io.redeemdesk.client.scan.Frame;
import io.redeemdesk.client.scan.FrameSource;
import io.redeemdesk.client.scan.GuideBox;
import io.redeemdesk.client.text.Messages;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.concurrent.Callable;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * The webcam on the cashier screen: the camera picker's list, starting and stopping the chosen camera, its
 * status in words, the newest frame for the live preview, and every decoded code handed to the redeem path on
 * the FX thread. Listing and opening cameras run off the FX thread; a missing, busy or unplugged camera only
 * changes the status line — the scanner and manual entry keep working. The store's {@link CameraChoice} decides
 * whether there is a camera at all ({@code camera.enabled}) and which one opens with the screen
 * ({@code camera.device}).
 */
public final class CameraViewModel implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(CameraViewModel.class);

    private final Cameras cameras;
    private final CameraScanner scanner;
    private final Background background;
    private final Executor fxThread;
    private final UiTasks tasks;
    private final Messages text;
    private final GuideBox guideBox;
    private final CameraChoice choice;
    private final ObservableList<CameraDevice> devices = FXCollections.observableArrayList();
    private final ObservableList<CameraDevice> devicesView = FXCollections.unmodifiableObservableList(devices);
    private final ReadOnlyStringWrapper status;
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final AtomicReference<Frame> newestFrame = new AtomicReference<>();

    /** @param onCode the redeem path (the same one the keyboard scanner uses); called on the FX thread */
    public CameraViewModel(Cameras cameras, CameraScanner scanner, GuideBox guideBox, CameraChoice choice,
                           Background background, Executor fxThread, Messages text, Consumer<String> onCode) {
        this.cameras = cameras;
        this.scanner = scanner;
        this.guideBox = guideBox;
        this.choice = choice;
        this.background = background;
        this.fxThread = fxThread;
        this.tasks = new UiTasks(background, fxThread);
        this.text = text;
        this.status = new ReadOnlyStringWrapper(choice.enabled() ? text.text("camera.off")
                : text.text("camera.disabled", choice.enabledSetting()));
        scanner.addFrameListener(newestFrame::set);
        scanner.addCodeListener(code -> fxThread.execute(() -> onCode.accept(code.text())));
        scanner.addStatusListener(change -> fxThread.execute(() -> show(change)));
    }

    /** False when the store switched the camera off ({@code camera.enabled = false}): the view disables it. */
    public boolean enabled() {
        return choice.enabled();
    }

    /**
     * The demo sheet's title: it offers showing a code to the camera only when there is one, and otherwise says
     * which setting switches it on.
     */
    public String demoSheetTitle() {
        return choice.enabled() ? text.text("ui.demoTitle")
                : text.text("ui.demoTitle.noCamera", CameraChoice.enabledSetting(true));
    }

    /** Opens the configured camera ({@code camera.device}) off the FX thread; nothing when the camera is off. */
    public void startConfigured() {
        if (choice.enabled()) {
            status.set(text.text("camera.starting", choice.setting()));
            open(() -> choice.open(cameras));
        }
    }

    /** Lists the cameras plugged in now, off the FX thread; nothing when the camera is off. */
    public void refreshDevices() {
        if (!choice.enabled()) {
            return;
        }
        tasks.run(cameras::list, found -> {
            devices.setAll(found);
            if (found.isEmpty()) {
                status.set(text.text("camera.none"));
            }
        }, error -> {
            LOG.warn("cannot list cameras: {}", error.getMessage());
            status.set(failure(messageOf(error)));
        });
    }

    /** Opens {@code device} off the FX thread and starts reading and decoding it; nothing when the camera is off. */
    public void start(CameraDevice device) {
        if (!choice.enabled()) {
            return;
        }
        if (device == null) {
            status.set(text.text("camera.pick"));
            return;
        }
        status.set(text.text("camera.starting", device.name()));
        open(() -> cameras.open(device));
    }

    private void open(Callable<FrameSource> opening) {
        background.submit(opening).whenComplete((source, error) -> {
            if (error != null) {
                LOG.warn("camera did not open: {}", unwrapped(error).toString());
                fxThread.execute(() -> {
                    running.set(false);
                    status.set(failure(messageOf(error)));
                });
            } else {
                scanner.start(source);
            }
        });
    }

    public void stop() {
        scanner.stop();
        newestFrame.set(null);
    }

    /** The newest frame not shown yet, or null; the preview calls it once per screen frame. */
    public Frame takeNewestFrame() {
        return newestFrame.getAndSet(null);
    }

    public GuideBox guideBox() {
        return guideBox;
    }

    private void show(CameraStatus change) {
        running.set(change.state() == CameraStatus.State.RUNNING || change.state() == CameraStatus.State.STARTING);
        status.set(switch (change.state()) {
            case STARTING -> text.text("camera.starting", change.message());
            case RUNNING -> text.text("camera.running", change.message());
            case ENDED, STOPPED -> text.text("camera.off");
            case FAILED -> failure(change.message());
            case DECODER_FAILED -> failure(text.text("camera.failed.decoder"));
        });
    }

    /**
     * "Camera problem: …. The scanner and typing still work.": the bundle ends the message's sentence itself, so
     * a message that already ends with a full stop (the driver's do) loses it rather than showing "..", and says
     * in the cashier's language that the scanner still works (the messages of {@code client.scan} leave that
     * out). A failure without a message says so in words.
     */
    private String failure(String message) {
        String sentence = message == null || message.isBlank() ? text.text("camera.failed.unexplained")
                : message.strip();
        while (sentence.endsWith(".") || sentence.endsWith("。")) {
            sentence = sentence.substring(0, sentence.length() - 1).stripTrailing();
        }
        return text.text("camera.failed", sentence);
    }

    /**
     * The failure's own message, or null: a {@code FrameSourceException} is written for the cashier and names the
     * setting and the camera, while its cause (the driver's exception) does not.
     */
    private static String messageOf(Throwable error) {
        return unwrapped(error).getMessage();
    }

    private static Throwable unwrapped(Throwable error) {
        return error instanceof CompletionException && error.getCause() != null ? error.getCause() : error;
    }

    public ObservableList<CameraDevice> devices() {
        return devicesView;
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    @Override
    public void close() {
        scanner.close();
    }
}
