package io.redeemdesk.client.scan;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Reads a code from a photo or an image file, where there is time for every pass: the whole picture (a photo
 * has no guide box), first at a size ZXing handles well, then at full size for small codes.
 */
public final class StillImageDecoder {
    private static final int WORKING_SIDE = 1600;
    private static final List<DecodePass> RECTIFIED_PASSES = List.of(DecodePass.PLAIN, DecodePass.TRY_HARDER,
            DecodePass.INVERTED, DecodePass.GLOBAL_THRESHOLD, DecodePass.SHARPENED, DecodePass.STRETCHED);
    private static final double[] SMALL_TURNS = {-3, 3, -6, 6, -10, 10};

    private final CodeDecoder decoder;

    public StillImageDecoder(CodeDecoder decoder) {
        this.decoder = decoder;
    }

    /** Reads the file; a file that is not a readable image is an {@link IOException} naming it. */
    public Optional<DecodedCode> decode(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IOException(file + ": no such file");
        }
        BufferedImage image = ImageIO.read(file.toFile());
        if (image == null) {
            throw new IOException(file + ": not an image this decoder can read (use PNG, JPEG, GIF or BMP)");
        }
        return decode(GrayImage.of(Frame.of(image, 0)));
    }

    public Optional<DecodedCode> decode(GrayImage image) {
        GrayImage working = image.fittedTo(WORKING_SIDE);
        Optional<DecodedCode> code = allPasses(working);
        if (code.isEmpty() && working != image) {
            code = allPasses(image.fittedTo(WORKING_SIDE * 2));
        }
        if (code.isEmpty()) {
            code = rectified(working);
        }
        return code;
    }

    /**
     * The codes the locator finds, each warped upright and frontal, through the passes that need no turning; then
     * the same views turned a little each way, plain: the outline is only good to a cell, and ZXing's Aztec detector,
     * which walks the bull's-eye rings along its diagonals, finds them in a view turned a few degrees that it
     * misses in the other.
     */
    private Optional<DecodedCode> rectified(GrayImage image) {
        List<GrayImage> views = RectifiedViews.rescaled(image);
        for (GrayImage view : views) {
            for (DecodePass pass : RECTIFIED_PASSES) {
                Optional<DecodedCode> code = decoder.decode(view, pass);
                if (code.isPresent()) {
                    return code;
                }
            }
        }
        for (double degrees : SMALL_TURNS) {
            for (GrayImage view : views) {
                Optional<DecodedCode> code = decoder.decode(view.rotated(degrees), DecodePass.PLAIN);
                if (code.isPresent()) {
                    return code;
                }
            }
        }
        return Optional.empty();
    }

    private Optional<DecodedCode> allPasses(GrayImage image) {
        for (DecodePass pass : DecodePass.values()) {
            if (pass == DecodePass.DOUBLED && Math.max(image.width(), image.height()) > WORKING_SIDE) {
                continue;
            }
            Optional<DecodedCode> code = decoder.decode(image, pass);
            if (code.isPresent()) {
                return code;
            }
        }
        return Optional.empty();
    }
}
