package io.redeemdesk.client.scan;

import com.github.eduramiba.webcamcapture.drivers.NativeDriver;
import com.github.sarxos.webcam.Webcam;
import com.github.sarxos.webcam.WebcamException;

import java.awt.Dimension;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Real cameras through webcam-capture with the native driver (Media Foundation on Windows, AVFoundation on
 * macOS, V4L2 on Linux, no other system libraries needed). See docs/benchmarks.md, "Camera library", for why
 * this and not JavaCV. The driver is set up at the first list or open, so a till with the camera switched off never
 * loads it.
 */
public final class WebcamCameras implements Cameras {
    private static final long LIST_TIMEOUT_MS = 5_000;
    private static boolean nativeDriverSet;

    private final Dimension wanted;
    private final double framesPerSecond;
    private final Runnable driverSetup;

    /** Opens cameras at the largest size no bigger than {@code width x height}, polled at {@code fps}. */
    public WebcamCameras(int width, int height, double framesPerSecond) {
        this(width, height, framesPerSecond, WebcamCameras::useNativeDriver);
    }

    /** @param driverSetup makes the driver ready; run before every list and open, never when built */
    WebcamCameras(int width, int height, double framesPerSecond, Runnable driverSetup) {
        this.wanted = new Dimension(width, height);
        this.framesPerSecond = framesPerSecond;
        this.driverSetup = driverSetup;
    }

    /**
     * Sets the native driver once. It does not ask webcam-capture for its driver first: the first such question
     * builds and logs the library's default driver.
     */
    static synchronized void useNativeDriver() {
        if (!nativeDriverSet) {
            Webcam.setDriver(new NativeDriver());
            nativeDriverSet = true;
        }
    }

    @Override
    public List<CameraDevice> list() throws FrameSourceException {
        return webcams().stream().map(webcam -> new CameraDevice(webcam.getName())).toList();
    }

    @Override
    public FrameSource open(CameraDevice device) throws FrameSourceException {
        Webcam webcam = webcams().stream().filter(w -> w.getName().equals(device.name())).findFirst()
                .orElseThrow(() -> new FrameSourceException("The camera \"" + device.name() + "\" is not plugged in."
                        + " Plug it in and pick it again."));
        Arrays.stream(webcam.getViewSizes())
                .filter(size -> size.width <= wanted.width && size.height <= wanted.height)
                .max(Comparator.comparingInt(size -> size.width * size.height))
                .ifPresent(webcam::setViewSize);
        boolean opened;
        try {
            opened = webcam.open();
        } catch (WebcamException e) {
            throw busy(device, e);
        }
        if (!opened) {
            throw busy(device, null);
        }
        return new WebcamSource(webcam, framesPerSecond);
    }

    private static FrameSourceException busy(CameraDevice device, Exception cause) {
        return new FrameSourceException("The camera \"" + device.name() + "\" is busy or cannot be opened. Close"
                + " other programs that use it (video calls, other tills) and pick it again.", cause);
    }

    private List<Webcam> webcams() throws FrameSourceException {
        driverSetup.run();
        try {
            return Webcam.getWebcams(LIST_TIMEOUT_MS, TimeUnit.MILLISECONDS);
        } catch (TimeoutException | WebcamException e) {
            throw new FrameSourceException("The list of cameras could not be read: " + e.getMessage(), e);
        }
    }
}
