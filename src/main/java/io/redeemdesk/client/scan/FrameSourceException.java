package io.redeemdesk.client.scan;

/**
 * A frame source that cannot give frames: camera missing, busy or unplugged, file unreadable. The message is
 * written for the cashier and says what to do.
 */
public final class FrameSourceException extends Exception {
    public FrameSourceException(String message) {
        super(message);
    }

    public FrameSourceException(String message, Throwable cause) {
        super(message, cause);
    }
}
