package io.redeemdesk.client.scan;

import io.redeemdesk.config.CashierKeys;

import java.util.List;
import java.util.stream.IntStream;

/**
 * The camera a store configured for its till ({@code camera.enabled}, {@code camera.device}): none, or the
 * {@code device}-th camera in the operating system's list, which the cashier screen opens when it is shown.
 * A store sets a number, not a name, because every till of a store has the same kind of webcam.
 */
public record CameraChoice(boolean enabled, int device) {

    /** No camera: the keyboard scanner and typed codes only. */
    public static final CameraChoice OFF = new CameraChoice(false, 0);

    /**
     * Lists the cameras and opens the configured one. Every failure (no list, too few cameras, busy) is a
     * {@link FrameSourceException} whose message names {@code camera.device}, its value and, when known, the
     * camera's name.
     */
    public FrameSource open(Cameras cameras) throws FrameSourceException {
        List<CameraDevice> found;
        try {
            found = cameras.list();
        } catch (FrameSourceException e) {
            throw new FrameSourceException(setting() + ": " + e.getMessage(), e);
        }
        if (device >= found.size()) {
            throw new FrameSourceException(setting() + ", but " + present(found));
        }
        CameraDevice chosen = found.get(device);
        try {
            return cameras.open(chosen);
        } catch (FrameSourceException e) {
            throw new FrameSourceException(setting() + " (\"" + chosen.name() + "\"): " + e.getMessage(), e);
        }
    }

    /** {@code camera.enabled = false}, as a store would write it. */
    public String enabledSetting() {
        return enabledSetting(enabled);
    }

    /** {@code camera.enabled = <value>}, as a store would write it: the line that switches the camera on or off. */
    public static String enabledSetting(boolean value) {
        return CashierKeys.CAMERA_ENABLED.name() + " = " + value;
    }

    /** {@code camera.device = 1}, as a store would write it. */
    public String setting() {
        return CashierKeys.CAMERA_DEVICE.name() + " = " + device;
    }

    private String present(List<CameraDevice> found) {
        if (found.isEmpty()) {
            return "no camera is plugged in. Plug one in and pick it from the list, or set "
                    + CashierKeys.CAMERA_ENABLED.name() + " = false";
        }
        String names = String.join(", ", IntStream.range(0, found.size())
                .mapToObj(i -> i + " \"" + found.get(i).name() + "\"").toList());
        return "only " + found.size() + (found.size() == 1 ? " camera is" : " cameras are") + " plugged in ("
                + names + "). Set " + CashierKeys.CAMERA_DEVICE.name() + " to one of these numbers, or pick a camera"
                + " from the list";
    }
}
