package io.redeemdesk.client.scan;

import com.google.zxing.BarcodeFormat;
import io.redeemdesk.client.exec.ThreadPoolBackground;

import java.time.Duration;
import java.util.Set;

/**
 * How the camera is used: which formats, which part of the frame, how long a code is ignored after it was
 * seen, how much time a frame may take to decode, and the size and rate asked of the camera. Builds the
 * {@link CameraScanner} and the {@link Cameras} from them.
 */
public record CameraSettings(Set<BarcodeFormat> formats, GuideBox guideBox, Duration cooldown,
                             Duration frameBudget, int width, int height, double framesPerSecond) {

    public static final CameraSettings DEFAULT = new CameraSettings(ScanFormats.DEFAULT, GuideBox.DEFAULT,
            Duration.ofSeconds(3), Duration.ofMillis(25), 1280, 720, 30);

    /** A camera loop on its own named daemon threads ({@code camera-1}, {@code camera-2} …). */
    public CameraScanner scanner() {
        return new CameraScanner(new FramePipeline(new CodeDecoder(formats), guideBox, frameBudget, System::nanoTime),
                new CodeDebouncer(cooldown), ThreadPoolBackground.daemonThreads("camera"));
    }

    public Cameras cameras() {
        return new WebcamCameras(width, height, framesPerSecond);
    }
}
