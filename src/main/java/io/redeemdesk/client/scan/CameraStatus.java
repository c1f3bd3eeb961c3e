package io.redeemdesk.client.scan;

/**
 * What the camera is doing, for the status line under the preview.
 *
 * @param message for the cashier; for {@link State#FAILED} it says what went wrong and what to do (the cashier
 *                screen adds, in the cashier's language, that the scanner and typing still work)
 */
public record CameraStatus(State state, String message) {

    /**
     * The life of one frame source. {@code DECODER_FAILED}: decoding hit an internal error and the source was
     * closed; the message only names the source (the error itself is in the log, it means nothing to a cashier).
     */
    public enum State { STARTING, RUNNING, ENDED, FAILED, DECODER_FAILED, STOPPED }

    /** Called on the camera thread with every change. */
    @FunctionalInterface
    public interface Listener {
        void changed(CameraStatus status);
    }
}
