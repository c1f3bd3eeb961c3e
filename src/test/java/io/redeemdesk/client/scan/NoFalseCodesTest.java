package io.redeemdesk.client.scan;

import io.redeemdesk.bench.scan.CodePictures;
import org.junit.jupiter.api.Test;

import java.awt.image.BufferedImage;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** Pictures without a code must give nothing, with every pass of the still decoder and of the live pipeline. */
class NoFalseCodesTest {

    @Test
    void noise_gradients_and_printed_text_are_not_codes() {
        Random random = new Random(5);
        StillImageDecoder still = new StillImageDecoder(new CodeDecoder(ScanFormats.DEFAULT));
        FramePipeline live = new FramePipeline(new CodeDecoder(ScanFormats.DEFAULT), GuideBox.DEFAULT,
                Duration.ofSeconds(1), System::nanoTime);
        List<String> found = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            for (BufferedImage picture : List.of(CodePictures.noise(320, 240, random),
                    CodePictures.gradient(320, 240, random), CodePictures.text(320, 240, random))) {
                Frame frame = Frame.of(picture, 0);
                still.decode(GrayImage.of(frame)).ifPresent(code -> found.add("still: " + code));
                for (int pass = 0; pass < 2 * FramePipeline.EXTRA_PASSES.size(); pass++) {
                    live.decode(frame).ifPresent(code -> found.add("live: " + code));
                }
            }
        }
        assertThat(found).isEmpty();
    }
}
