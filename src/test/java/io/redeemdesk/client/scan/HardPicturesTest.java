package io.redeemdesk.client.scan;

import io.redeemdesk.bench.scan.PictureDamage;
import io.redeemdesk.bench.scan.CodePictures;
import com.google.zxing.BarcodeFormat;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.awt.image.BufferedImage;
import java.util.Arrays;
import java.util.Map;
import java.util.Random;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every default format, written by ZXing, then damaged the way a phone photo or webcam frame damages it, read by
 * the decoder the {@code decode} command uses.
 */
class HardPicturesTest {
    private static final Random RANDOM = new Random(42);
    private static final Map<String, UnaryOperator<BufferedImage>> DAMAGE = Map.of(
            "rotated 23 degrees", image -> PictureDamage.rotated(image, 23),
            "rotated 90 degrees", image -> PictureDamage.rotated(image, 90),
            "blurred", image -> PictureDamage.blurred(image, 1),
            "noisy", image -> PictureDamage.noisy(image, 30, RANDOM),
            "in perspective", image -> PictureDamage.perspective(image, 0.1),
            "low contrast", image -> PictureDamage.lowContrast(image, 100, 150),
            "inverted", PictureDamage::inverted,
            "glare", image -> PictureDamage.glare(image, image.getWidth() * 0.35f, image.getHeight() * 0.4f,
                    image.getWidth() / 5f),
            "curved", image -> PictureDamage.curved(image, 0.45),
            "several at once", image -> PictureDamage.noisy(PictureDamage.blurred(PictureDamage.lowContrast(
                    image, 60, 200), 1), 10, RANDOM));

    private final StillImageDecoder decoder = new StillImageDecoder(new CodeDecoder(ScanFormats.DEFAULT));

    static Stream<Arguments> damagedCodes() {
        return Arrays.stream(BarcodeFormat.values()).filter(ScanFormats.DEFAULT::contains)
                .flatMap(format -> DAMAGE.keySet().stream().sorted().map(damage -> Arguments.of(format, damage)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("damagedCodes")
    void reads_damaged_codes(BarcodeFormat format, String damage) {
        String text = CodePictures.sampleText(format, damage.length());
        BufferedImage code = CodePictures.code(format, text, ScanFormats.isLinear(format) ? 3 : 5);
        int side = Math.max(code.getWidth(), code.getHeight()) + 80;
        BufferedImage picture = DAMAGE.get(damage).apply(CodePictures.centred(code, side, side, 255));

        assertThat(decoder.decode(GrayImage.of(Frame.of(picture, 0))))
                .contains(new DecodedCode(format, text));
    }
}
