package io.redeemdesk.client.scan;

import java.nio.file.Files;
import java.nio.file.Path;

/** Opens a path as a camera stand-in for demo mode and tests: a folder of images or an MP4 video. */
public final class FileFrameSources {
    private FileFrameSources() {
    }

    public static FrameSource open(Path path, double framesPerSecond) throws FrameSourceException {
        if (Files.isDirectory(path)) {
            return new ImageFolderSource(path, framesPerSecond);
        }
        if (Files.isRegularFile(path)) {
            return new VideoFileSource(path, framesPerSecond);
        }
        throw new FrameSourceException(path + " is neither an image folder nor a video file.");
    }
}
