package io.redeemdesk.cli;

import com.google.zxing.BarcodeFormat;
import io.redeemdesk.bench.scan.CodePictures;
import io.redeemdesk.bench.scan.PictureDamage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import javax.imageio.ImageIO;

import static org.assertj.core.api.Assertions.assertThat;

class DecodeCommandTest {
    @TempDir
    Path dir;

    @Test
    void prints_one_line_per_file_with_the_text_escaped() throws IOException {
        Path qr = write("qr.png", CodePictures.centred(
                CodePictures.code(BarcodeFormat.QR_CODE, "a\tb\nc\rd\\e", 6), 300, 300, 255));
        Path jpeg = dir.resolve("ean.jpg");
        ImageIO.write(PictureDamage.rotated(CodePictures.centred(CodePictures.code(BarcodeFormat.EAN_13,
                CodePictures.sampleText(BarcodeFormat.EAN_13, 1), 3), 420, 420, 255), 12), "jpg", jpeg.toFile());
        Path empty = write("noise.png", CodePictures.noise(200, 200, new Random(1)));
        Path notAnImage = Files.writeString(dir.resolve("notes.png"), "not a picture");

        CommandRun run = CommandRun.main("decode", qr.toString(), jpeg.toString(), empty.toString(),
                notAnImage.toString());

        assertThat(run.exit()).as("one file is no picture: read the rest, then 66").isEqualTo(66);
        assertThat(run.out().split("\n")).containsExactly(
                qr + "\tQR_CODE\ta\\tb\\nc\\rd\\\\e",
                jpeg + "\tEAN_13\t" + CodePictures.sampleText(BarcodeFormat.EAN_13, 1),
                empty + "\t-",
                notAnImage + "\t-");
        assertThat(run.err()).contains(notAnImage.toString()).contains("not an image");
    }

    @Test
    void an_unknown_format_is_refused_with_the_list_of_known_ones() {
        CommandRun run = CommandRun.main("decode", "--formats", "QR,CODE_128", "x.png");

        assertThat(run.exit()).isEqualTo(64);
        assertThat(run.err()).contains("unknown barcode format 'QR'").contains("QR_CODE");
    }

    private Path write(String name, BufferedImage image) throws IOException {
        Path file = dir.resolve(name);
        ImageIO.write(image, "png", file.toFile());
        return file;
    }


}
