package io.redeemdesk.client.scan;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/** The images of a folder (PNG, JPEG, GIF, BMP) in name order, one frame each, at a camera's pace. */
public final class ImageFolderSource implements FrameSource {
    private final Path folder;
    private final List<Path> files;
    private final FramePacer pacer;
    private int next;

    public ImageFolderSource(Path folder, double framesPerSecond) throws FrameSourceException {
        this.folder = folder;
        this.pacer = new FramePacer(framesPerSecond);
        try (Stream<Path> entries = Files.list(folder)) {
            this.files = entries.filter(ImageFolderSource::isImage).sorted().toList();
        } catch (IOException e) {
            throw new FrameSourceException("Cannot read the image folder " + folder + ": " + e.getMessage(), e);
        }
        if (files.isEmpty()) {
            throw new FrameSourceException("The folder " + folder + " has no PNG, JPEG, GIF or BMP images.");
        }
    }

    private static boolean isImage(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        return Files.isRegularFile(file) && (name.endsWith(".png") || name.endsWith(".jpg")
                || name.endsWith(".jpeg") || name.endsWith(".gif") || name.endsWith(".bmp"));
    }

    @Override
    public String description() {
        return "image folder " + folder;
    }

    @Override
    public Frame next() throws FrameSourceException, InterruptedException {
        if (next >= files.size()) {
            return null;
        }
        Path file = files.get(next++);
        long shown = pacer.await();
        try {
            BufferedImage image = ImageIO.read(file.toFile());
            if (image == null) {
                throw new FrameSourceException(file + " is not an image this app can read.");
            }
            return Frame.of(image, shown);
        } catch (IOException e) {
            throw new FrameSourceException("Cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        next = files.size();
    }
}
