package io.redeemdesk.client.scan;

import io.redeemdesk.bench.scan.CameraShot;
import io.redeemdesk.bench.scan.CodePictures;
import io.redeemdesk.bench.scan.CorpusCodes;
import io.redeemdesk.client.exec.ThreadPoolBackground;
import com.google.zxing.BarcodeFormat;
import com.google.zxing.common.BitMatrix;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.awt.image.BufferedImage;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Frame sequences through the camera's own pipeline: a code held at a steep angle that the quick passes never read
 * is read by the harder pass once the quick ones have found nothing for {@value FramePipeline#HARDER_AFTER}
 * frames, then every {@value FramePipeline#HARDER_EVERY}th frame, and a code read on frame after frame is told
 * once.
 */
class FrameSequenceTest {
    private static final String FIRST = "兑换券 RD1-3000000042";
    private static final String SECOND = "兑换券 RD1-3000000043";

    @ParameterizedTest
    @ValueSource(strings = {FIRST, SECOND})
    void theHarderPassReadsTheNewestFrameAfterTheQuickPassesFoundNothingForAWhile(String text) {
        Frame hard = tiltedQr(text, 1);
        FramePipeline pipeline = new FramePipeline(new CodeDecoder(ScanFormats.DEFAULT), GuideBox.DEFAULT,
                Duration.ofSeconds(1), System::nanoTime);
        List<Integer> readOn = new ArrayList<>();
        int after = FramePipeline.HARDER_AFTER;
        int every = FramePipeline.HARDER_EVERY;
        for (int i = 0; i < after + 2 * every; i++) {
            Optional<DecodedCode> code = pipeline.decode(hard);
            if (code.isPresent()) {
                assertThat(code.get()).isEqualTo(new DecodedCode(BarcodeFormat.QR_CODE, text));
                readOn.add(i);
            }
        }
        assertThat(readOn).containsExactly(after - 1, after + every - 1, after + 2 * every - 1);
    }

    @Test
    void aCodeReadOnManyFramesOfTheSequenceIsToldOnceAndTheNextCodeToo() throws Exception {
        Frame first = tiltedQr(FIRST, 2);
        Frame second = tiltedQr(SECOND, 3);
        List<String> told = new CopyOnWriteArrayList<>();
        FramePipeline pipeline = new FramePipeline(new CodeDecoder(ScanFormats.DEFAULT), GuideBox.DEFAULT,
                Duration.ofMillis(30), System::nanoTime);
        try (CameraScanner scanner = new CameraScanner(pipeline, new CodeDebouncer(Duration.ofSeconds(3)),
                ThreadPoolBackground.daemonThreads("sequence-test"))) {
            scanner.addCodeListener(code -> told.add(code.text()));
            List<CameraStatus.State> states = new CopyOnWriteArrayList<>();
            scanner.addStatusListener(status -> states.add(status.state()));
            scanner.start(new HeldCodes(first, second, told));
            await().atMost(Duration.ofSeconds(120)).until(() -> states.contains(CameraStatus.State.ENDED));
        }
        assertThat(told).containsExactly(FIRST, SECOND);
    }

    /** A 1280x720 frame with a QR code turned 45 degrees and tilted 38 degrees away in the guide box. */
    private static Frame tiltedQr(String text, long seed) {
        BitMatrix symbol = CorpusCodes.symbol(BarcodeFormat.QR_CODE, text, false);
        BufferedImage shot = new CameraShot(38, 20, 45, 5, 0, 30, 220, false, 0, 0, 0, 0, 0.6, 3)
                .render(symbol, symbol.getHeight(), new Random(seed));
        BufferedImage frame = CodePictures.centred(shot, 1280, 720, 150);
        return Frame.of(frame, 0);
    }

    /**
     * A camera with one code held up until the scanner has told it, then 1.5 s more (still in view: the harder pass
     * reads it again and again), then the next code the same way, then the end; a frame every 5 ms.
     */
    private static final class HeldCodes implements FrameSource {
        private static final long STILL_IN_VIEW_NANOS = 1_500_000_000L;
        private static final int MOST = 6_000;
        private final Frame[] codes;
        private final List<String> told;
        private int shown;
        private long toldAt;
        private int current;

        HeldCodes(Frame first, Frame second, List<String> told) {
            this.codes = new Frame[]{first, second};
            this.told = told;
        }

        @Override
        public String description() {
            return "camera held codes";
        }

        @Override
        public Frame next() throws InterruptedException {
            Thread.sleep(5);
            long now = System.nanoTime();
            if (told.size() > current && toldAt == 0) {
                toldAt = now;
            }
            if (toldAt != 0 && now - toldAt > STILL_IN_VIEW_NANOS) {
                current++;
                toldAt = 0;
            }
            if (current == codes.length || shown++ > MOST) {
                return null;
            }
            Frame code = codes[current];
            return new Frame(code.width(), code.height(), code.argb(), now);
        }

        @Override
        public void close() {
        }
    }
}
