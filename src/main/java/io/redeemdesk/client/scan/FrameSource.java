package io.redeemdesk.client.scan;

/**
 * Where camera frames come from: a real camera, or a folder of images or a video file for tests and demo mode.
 * {@link #next()} blocks until the next frame is due (a file source paces itself like a camera).
 */
public interface FrameSource extends AutoCloseable {

    /** Says what this is, for status lines: "camera USB Camera", "video demo.mp4". */
    String description();

    /** The next frame, or {@code null} when a file source has shown its last one. */
    Frame next() throws FrameSourceException, InterruptedException;

    @Override
    void close();
}
