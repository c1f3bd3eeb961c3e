package io.redeemdesk.client.scan;

import java.util.List;

/** The cameras attached to this till, for the camera picker, and a way to open one as a {@link FrameSource}. */
public interface Cameras {

    /** The cameras present now; empty when none is plugged in. */
    List<CameraDevice> list() throws FrameSourceException;

    /** Opens {@code device}; a missing or busy camera is a {@link FrameSourceException} saying what to do. */
    FrameSource open(CameraDevice device) throws FrameSourceException;
}
