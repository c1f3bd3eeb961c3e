package io.redeemdesk.client.scan;

import org.jcodec.api.FrameGrab;
import org.jcodec.api.JCodecException;
import org.jcodec.common.io.FileChannelWrapper;
import org.jcodec.common.io.NIOUtils;
import org.jcodec.common.model.Picture;
import org.jcodec.scale.AWTUtil;

import java.io.IOException;
import java.nio.file.Path;

/**
 * The frames of an MP4 (H.264) video file, decoded in pure Java by JCodec, at the given pace (the video's own
 * rate is the usual choice): the camera stand-in of the video tests, pure Java so it runs in CI; test code only,
 * so JCodec stays off the product's class path.
 */
public final class VideoFileSource implements FrameSource {
    private final Path file;
    private final FileChannelWrapper channel;
    private final FrameGrab grab;
    private final FramePacer pacer;

    public VideoFileSource(Path file, double framesPerSecond) throws FrameSourceException {
        this.file = file;
        this.pacer = new FramePacer(framesPerSecond);
        try {
            this.channel = NIOUtils.readableChannel(file.toFile());
        } catch (IOException e) {
            throw new FrameSourceException("Cannot open the video " + file + ": " + e.getMessage(), e);
        }
        try {
            this.grab = FrameGrab.createFrameGrab(channel);
        } catch (IOException | JCodecException | RuntimeException e) {
            NIOUtils.closeQuietly(channel);
            throw new FrameSourceException("Cannot play " + file + ": only MP4 files with H.264 video are "
                    + "supported (" + e.getMessage() + ")", e);
        }
    }

    @Override
    public String description() {
        return "video " + file.getFileName();
    }

    @Override
    public Frame next() throws FrameSourceException, InterruptedException {
        Picture picture;
        try {
            picture = grab.getNativeFrame();
        } catch (IOException | RuntimeException e) {
            throw new FrameSourceException("The video " + file + " is damaged: " + e.getMessage(), e);
        }
        if (picture == null) {
            return null;
        }
        long shown = pacer.await();
        return Frame.of(AWTUtil.toBufferedImage(picture), shown);
    }

    @Override
    public void close() {
        NIOUtils.closeQuietly(channel);
    }
}
