package io.redeemdesk.client.scan;

import io.redeemdesk.bench.scan.PictureDamage;
import io.redeemdesk.bench.scan.CodePictures;
import com.google.zxing.BarcodeFormat;
import io.redeemdesk.client.exec.ThreadPoolBackground;
import org.jcodec.api.awt.AWTSequenceEncoder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/** A real MP4 file, decoded by the video FrameSource, through the live camera loop: one event per code shown. */
class CameraScannerTest {
    private static final int FPS = 15;

    @TempDir
    Path dir;

    @Test
    void each_code_shown_on_a_video_is_reported_exactly_once() throws Exception {
        String first = CodePictures.sampleText(BarcodeFormat.QR_CODE, 1);
        String second = CodePictures.sampleText(BarcodeFormat.CODE_128, 2);
        String third = CodePictures.sampleText(BarcodeFormat.EAN_13, 3);
        Path video = dir.resolve("till.mp4");
        AWTSequenceEncoder encoder = AWTSequenceEncoder.createSequenceEncoder(video.toFile(), FPS);
        show(encoder, blank(), 3);
        show(encoder, frame(BarcodeFormat.QR_CODE, first), 8);
        show(encoder, blank(), 3);
        show(encoder, frame(BarcodeFormat.QR_CODE, first), 8);
        show(encoder, blank(), 4);
        show(encoder, frame(BarcodeFormat.CODE_128, second), 8);
        show(encoder, blank(), 4);
        show(encoder, frame(BarcodeFormat.EAN_13, third), 8);
        show(encoder, blank(), 3);
        encoder.finish();

        List<String> decoded = new CopyOnWriteArrayList<>();
        List<CameraStatus> statuses = new CopyOnWriteArrayList<>();
        try (CameraScanner scanner = scanner()) {
            scanner.addCodeListener(code -> decoded.add(code.text()));
            scanner.addStatusListener(statuses::add);
            scanner.start(new VideoFileSource(video, FPS));
            await().atMost(Duration.ofSeconds(30))
                    .until(() -> statuses.stream().anyMatch(s -> s.state() == CameraStatus.State.ENDED));
            Thread.sleep(300);
        }
        assertThat(decoded).containsExactly(first, second, third);
    }

    @Test
    void a_failing_camera_reports_what_to_do_and_stops_only_itself() {
        List<CameraStatus> statuses = new CopyOnWriteArrayList<>();
        try (CameraScanner scanner = scanner()) {
            scanner.addStatusListener(statuses::add);
            scanner.start(new FrameSource() {
                @Override
                public String description() {
                    return "camera Test";
                }

                @Override
                public Frame next() throws FrameSourceException {
                    throw new FrameSourceException("The camera \"Test\" stopped sending pictures.");
                }

                @Override
                public void close() {
                }
            });
            await().atMost(Duration.ofSeconds(5))
                    .until(() -> statuses.stream().anyMatch(s -> s.state() == CameraStatus.State.FAILED));
        }
        assertThat(statuses).filteredOn(s -> s.state() == CameraStatus.State.FAILED)
                .extracting(CameraStatus::message).containsExactly("The camera \"Test\" stopped sending pictures.");
    }

    @Test
    void a_decoding_error_releases_the_camera_and_reports_the_problem_last() {
        FramePipeline failing = new FramePipeline(new CodeDecoder(ScanFormats.DEFAULT), GuideBox.DEFAULT,
                Duration.ofMillis(30), () -> {
                    throw new IllegalStateException();
                });
        AtomicBoolean closed = new AtomicBoolean();
        AtomicInteger framesAfterClose = new AtomicInteger();
        List<CameraStatus> statuses = new CopyOnWriteArrayList<>();
        try (CameraScanner scanner = new CameraScanner(failing, new CodeDebouncer(Duration.ofSeconds(3)),
                ThreadPoolBackground.daemonThreads("camera-test"))) {
            scanner.addStatusListener(statuses::add);
            scanner.addFrameListener(frame -> {
                if (closed.get()) {
                    framesAfterClose.incrementAndGet();
                }
            });
            scanner.start(new FrameSource() {
                @Override
                public String description() {
                    return "camera Generated";
                }

                @Override
                public Frame next() throws InterruptedException {
                    Thread.sleep(20);
                    return Frame.of(blank(), System.nanoTime());
                }

                @Override
                public void close() {
                    closed.set(true);
                }
            });
            await().atMost(Duration.ofSeconds(5)).until(() -> closed.get()
                    && statuses.stream().anyMatch(s -> s.state() == CameraStatus.State.DECODER_FAILED));
            await().during(Duration.ofMillis(200)).atMost(Duration.ofSeconds(1)).until(() -> statuses.size() == 3);
        }
        assertThat(statuses).extracting(CameraStatus::state).containsExactly(CameraStatus.State.STARTING,
                CameraStatus.State.RUNNING, CameraStatus.State.DECODER_FAILED);
        assertThat(statuses.get(2).message()).isEqualTo("camera Generated");
        assertThat(framesAfterClose).hasValue(0);
    }

    private static CameraScanner scanner() {
        FramePipeline pipeline = new FramePipeline(new CodeDecoder(ScanFormats.DEFAULT), new GuideBox(0.95, 0.9),
                Duration.ofMillis(30), System::nanoTime);
        return new CameraScanner(pipeline, new CodeDebouncer(Duration.ofSeconds(3)),
                ThreadPoolBackground.daemonThreads("camera-test"));
    }

    private static void show(AWTSequenceEncoder encoder, BufferedImage image, int frames) throws IOException {
        for (int i = 0; i < frames; i++) {
            encoder.encodeImage(image);
        }
    }

    private static BufferedImage frame(BarcodeFormat format, String text) {
        int module = ScanFormats.isLinear(format) ? 2 : 4;
        return PictureDamage.rotated(CodePictures.centred(CodePictures.code(format, text, module), 360, 240, 235), 8);
    }

    private static BufferedImage blank() {
        return CodePictures.centred(new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB), 360, 240, 235);
    }
}
