package io.redeemdesk.client.scan;

import io.redeemdesk.bench.scan.PictureDamage;
import io.redeemdesk.bench.scan.CodePictures;
import com.google.zxing.BarcodeFormat;
import org.junit.jupiter.api.Test;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.time.Duration;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** The live pipeline on camera-sized frames: only the guide box is read, and the extra passes take turns. */
class FramePipelineTest {
    private static final String TEXT = CodePictures.sampleText(BarcodeFormat.QR_CODE, 9);

    private final FramePipeline pipeline = new FramePipeline(new CodeDecoder(ScanFormats.DEFAULT), GuideBox.DEFAULT,
            Duration.ofSeconds(1), System::nanoTime);

    @Test
    void a_white_on_black_code_in_the_guide_box_is_read_within_one_round_of_passes() {
        Frame frame = frameWithCodeAt(PictureDamage.inverted(CodePictures.code(BarcodeFormat.QR_CODE, TEXT, 6)),
                560, 280);

        assertThat(readWithinOneRound(frame)).contains(new DecodedCode(BarcodeFormat.QR_CODE, TEXT));
    }

    @Test
    void a_code_outside_the_guide_box_is_never_read() {
        Frame frame = frameWithCodeAt(CodePictures.code(BarcodeFormat.QR_CODE, TEXT, 6), 10, 10);

        assertThat(readWithinOneRound(frame)).isEmpty();
    }

    private Optional<DecodedCode> readWithinOneRound(Frame frame) {
        for (int i = 0; i < 2 * FramePipeline.EXTRA_PASSES.size() + 1; i++) {
            Optional<DecodedCode> code = pipeline.decode(frame);
            if (code.isPresent()) {
                return code;
            }
        }
        return Optional.empty();
    }

    private static Frame frameWithCodeAt(BufferedImage code, int x, int y) {
        BufferedImage scene = CodePictures.centred(new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB), 1280, 720, 200);
        Graphics2D g = scene.createGraphics();
        g.drawImage(code, x, y, null);
        g.dispose();
        return Frame.of(scene, 0);
    }
}
