package io.redeemdesk.client.scan;

/**
 * A single-slot mailbox between the camera thread and the decoding thread. Putting a frame replaces the one
 * waiting, so the decoder always gets the newest frame and never works through a backlog of stale ones.
 */
public final class LatestFrame {
    private Frame waiting;
    private boolean closed;
    private long replaced;

    /** Leaves {@code frame} for the decoder, dropping any frame it has not taken yet. */
    public synchronized void put(Frame frame) {
        if (waiting != null) {
            replaced++;
        }
        waiting = frame;
        notifyAll();
    }

    /** The newest frame, waiting for one if needed; {@code null} once closed. */
    public synchronized Frame take() throws InterruptedException {
        while (waiting == null && !closed) {
            wait();
        }
        Frame frame = waiting;
        waiting = null;
        return frame;
    }

    /** No more frames will come; a frame still waiting is handed out first. */
    public synchronized void close() {
        closed = true;
        notifyAll();
    }

    /** How many frames were dropped unread because a newer one arrived first. */
    public synchronized long dropped() {
        return replaced;
    }
}
