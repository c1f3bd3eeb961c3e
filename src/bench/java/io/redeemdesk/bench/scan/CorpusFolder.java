package io.redeemdesk.bench.scan;

import com.google.zxing.BarcodeFormat;

import javax.imageio.ImageIO;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A corpus on disk: {@code NAME.png} (or .jpg, .jpeg, .bmp, .gif) with {@code NAME.txt} beside it holding the
 * expected text in UTF-8 (empty: no code in the picture). {@code NAME} starts with the ZXing format name and a
 * dash ({@code AZTEC-…}, {@code QR_CODE-…}, {@code NONE-…} for no code).
 */
public final class CorpusFolder {
    private static final List<String> EXTENSIONS = List.of(".png", ".jpg", ".jpeg", ".bmp", ".gif");

    private CorpusFolder() {
    }

    /** Writes each picture as PNG with its text beside it; returns the picture files in order. */
    public static List<Path> write(List<CorpusPicture> pictures, Path dir) throws IOException {
        Files.createDirectories(dir);
        List<Path> files = new ArrayList<>();
        for (CorpusPicture picture : pictures) {
            Path file = dir.resolve(picture.name() + ".png");
            ImageIO.write(picture.image(), "png", file.toFile());
            Files.writeString(dir.resolve(picture.name() + ".txt"), picture.text(), StandardCharsets.UTF_8);
            files.add(file);
        }
        return files;
    }

    /** One picture file of a folder and what it should read as. */
    public record Entry(Path file, BarcodeFormat format, String text) {
    }

    /** The pictures of {@code dir} that have an expected text beside them, by name. */
    public static List<Entry> read(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            throw new IOException(dir + ": no such folder");
        }
        List<Entry> entries = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : files.sorted(Comparator.comparing(Path::toString)).toList()) {
                String name = file.getFileName().toString();
                int dot = name.lastIndexOf('.');
                if (dot < 0 || !EXTENSIONS.contains(name.substring(dot).toLowerCase(Locale.ROOT))) {
                    continue;
                }
                Path expected = dir.resolve(name.substring(0, dot) + ".txt");
                if (Files.isRegularFile(expected)) {
                    String text = Files.readString(expected, StandardCharsets.UTF_8).strip();
                    entries.add(new Entry(file, formatOf(name).orElse(null), text));
                }
            }
        }
        return entries;
    }

    /** The format a file name starts with; empty for {@code NONE-…} and names that start with no format. */
    static Optional<BarcodeFormat> formatOf(String name) {
        String upper = name.toUpperCase(Locale.ROOT);
        return Arrays.stream(BarcodeFormat.values()).filter(f -> upper.startsWith(f.name() + "-"))
                .max(Comparator.comparingInt(f -> f.name().length()));
    }
}
