package io.redeemdesk.client.scan;

import com.github.sarxos.webcam.Webcam;
import com.github.sarxos.webcam.WebcamException;

import java.awt.image.BufferedImage;

/**
 * An open webcam as a {@link FrameSource}. A camera that stops giving pictures for two seconds — unplugged,
 * taken by another program — ends with a message instead of a frozen preview.
 */
final class WebcamSource implements FrameSource {
    private static final long SILENCE_NANOS = 2_000_000_000L;

    private final Webcam webcam;
    private final FramePacer pacer;

    WebcamSource(Webcam webcam, double framesPerSecond) {
        this.webcam = webcam;
        this.pacer = new FramePacer(framesPerSecond);
    }

    @Override
    public String description() {
        return "camera " + webcam.getName();
    }

    @Override
    public Frame next() throws FrameSourceException, InterruptedException {
        long lastPicture = System.nanoTime();
        while (true) {
            long due = pacer.await();
            BufferedImage image = picture();
            if (image != null) {
                return Frame.of(image, due);
            }
            if (!webcam.isOpen() || due - lastPicture > SILENCE_NANOS) {
                throw new FrameSourceException("The camera \"" + webcam.getName() + "\" stopped sending pictures."
                        + " Check its cable and pick it again.");
            }
        }
    }

    private BufferedImage picture() {
        try {
            return webcam.getImage();
        } catch (WebcamException e) {
            return null;
        }
    }

    @Override
    public void close() {
        webcam.close();
    }
}
