package io.redeemdesk.client.scan;

import io.redeemdesk.bench.scan.CodePictures;
import com.google.zxing.BarcodeFormat;

import java.awt.image.BufferedImage;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Cameras for tests on a machine without a webcam: named devices, one of them always busy, the others giving
 * generated 640x480 frames with a QR code of {@code code} in the middle (the physical webcam is the only part
 * replaced). Counts how often the list was read and which devices were opened.
 */
public final class GeneratedCameras implements Cameras {
    private static final int FRAMES = 12;

    private final List<CameraDevice> devices;
    private final String busy;
    private final String code;
    private final AtomicInteger listed = new AtomicInteger();
    private final List<String> opened = new CopyOnWriteArrayList<>();

    public GeneratedCameras(List<String> names, String busy, String code) {
        this.devices = names.stream().map(CameraDevice::new).toList();
        this.busy = busy;
        this.code = code;
    }

    @Override
    public List<CameraDevice> list() {
        listed.incrementAndGet();
        return devices;
    }

    @Override
    public FrameSource open(CameraDevice device) throws FrameSourceException {
        if (device.name().equals(busy)) {
            throw new FrameSourceException("The camera \"" + busy + "\" is in use by another program",
                    new IllegalStateException("driver: device or resource busy"));
        }
        opened.add(device.name());
        return new CodeFrames(device.name(), code);
    }

    public int listed() {
        return listed.get();
    }

    public List<String> opened() {
        return opened;
    }

    /** {@value FRAMES} frames of one code at about 30 frames a second, then the end of the source. */
    private static final class CodeFrames implements FrameSource {
        private final String name;
        private final FramePacer pacer = new FramePacer(30);
        private final BufferedImage picture;
        private int shown;

        CodeFrames(String name, String code) {
            this.name = name;
            this.picture = CodePictures.centred(CodePictures.code(BarcodeFormat.QR_CODE, code, 4), 640, 480, 235);
        }

        @Override
        public String description() {
            return "camera " + name;
        }

        @Override
        public Frame next() throws InterruptedException {
            if (shown++ >= FRAMES) {
                return null;
            }
            return Frame.of(picture, pacer.await());
        }

        @Override
        public void close() {
            shown = FRAMES;
        }
    }
}
