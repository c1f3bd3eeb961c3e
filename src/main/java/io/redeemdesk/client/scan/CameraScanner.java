package io.redeemdesk.client.scan;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ThreadFactory;
import java.util.function.Consumer;

/**
 * The live camera loop. A camera thread reads frames from the {@link FrameSource}, shows each to the frame
 * listeners (the preview) and leaves it in a {@link LatestFrame}; a decoding thread takes only the newest frame,
 * runs the {@link FramePipeline} and tells the code listeners about each code once per cooldown
 * ({@link CodeDebouncer}). A failing source (camera missing, busy, unplugged) ends with a
 * {@link CameraStatus.State#FAILED} status and nothing else: the keyboard scanner and manual entry keep working.
 * A decoding error stops the run the same way (the source is closed, then {@link CameraStatus.State#DECODER_FAILED}
 * is reported; the error itself goes to the log only), so no preview carries on under a problem status.
 */
public final class CameraScanner implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(CameraScanner.class);

    private final FramePipeline pipeline;
    private final CodeDebouncer debouncer;
    private final ThreadFactory threads;
    private final List<CodeListener> codeListeners = new CopyOnWriteArrayList<>();
    private final List<Consumer<Frame>> frameListeners = new CopyOnWriteArrayList<>();
    private final List<CameraStatus.Listener> statusListeners = new CopyOnWriteArrayList<>();
    private Run current;

    public CameraScanner(FramePipeline pipeline, CodeDebouncer debouncer, ThreadFactory threads) {
        this.pipeline = pipeline;
        this.debouncer = debouncer;
        this.threads = threads;
    }

    public void addCodeListener(CodeListener listener) {
        codeListeners.add(listener);
    }

    /** Every frame the source gives, on the camera thread: copy what the preview needs and return quickly. */
    public void addFrameListener(Consumer<Frame> listener) {
        frameListeners.add(listener);
    }

    public void addStatusListener(CameraStatus.Listener listener) {
        statusListeners.add(listener);
    }

    /** Stops the current source, if any, and starts reading {@code source}. */
    public synchronized void start(FrameSource source) {
        stop();
        current = new Run(source);
        current.begin();
    }

    /** Stops reading; the source is closed. Returns without waiting for the threads to end. */
    public synchronized void stop() {
        if (current != null) {
            current.end();
            current = null;
        }
    }

    @Override
    public void close() {
        stop();
    }

    private void publish(CameraStatus.State state, String message) {
        CameraStatus status = new CameraStatus(state, message);
        statusListeners.forEach(listener -> listener.changed(status));
    }

    /** One source's two threads and its mailbox. */
    private final class Run {
        private final FrameSource source;
        private final LatestFrame mailbox = new LatestFrame();
        private final Thread camera;
        private final Thread decoder;
        private volatile boolean stopping;
        private volatile CameraStatus decodingFailure;

        Run(FrameSource source) {
            this.source = source;
            this.camera = threads.newThread(this::readFrames);
            this.decoder = threads.newThread(this::decodeFrames);
        }

        void begin() {
            publish(CameraStatus.State.STARTING, source.description());
            camera.start();
            decoder.start();
        }

        void end() {
            stopping = true;
            camera.interrupt();
            mailbox.close();
        }

        private void readFrames() {
            CameraStatus last;
            try (source) {
                publish(CameraStatus.State.RUNNING, source.description());
                for (Frame frame = source.next(); frame != null && !stopping; frame = source.next()) {
                    Frame shown = frame;
                    frameListeners.forEach(listener -> listener.accept(shown));
                    mailbox.put(frame);
                }
                last = ending();
            } catch (FrameSourceException e) {
                LOG.warn("frame source {} failed: {}", source.description(), e.getMessage());
                last = new CameraStatus(CameraStatus.State.FAILED, e.getMessage());
            } catch (InterruptedException e) {
                last = ending();
            } finally {
                mailbox.close();
            }
            awaitDecoder();
            CameraStatus failure = decodingFailure;
            CameraStatus reported = failure != null ? failure : last;
            publish(reported.state(), reported.message());
        }

        /** The decoder finishes the frame it holds, so a failure on the last frame is still reported, last. */
        private void awaitDecoder() {
            try {
                decoder.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        /** The status after the source is closed: stopped by the cashier or a decoding failure, or ended. */
        private CameraStatus ending() {
            return new CameraStatus(stopping ? CameraStatus.State.STOPPED : CameraStatus.State.ENDED,
                    source.description());
        }

        /**
         * Decodes the newest frame until the mailbox closes. A decoding error ends the whole run: the camera thread
         * closes the source and then reports the failure, so the preview stops and the camera can be picked again.
         */
        private void decodeFrames() {
            try {
                for (Frame frame = mailbox.take(); frame != null; frame = mailbox.take()) {
                    Optional<DecodedCode> code = pipeline.decode(frame);
                    if (code.isPresent() && debouncer.firstSighting(code.get().text(), frame.nanos())) {
                        codeListeners.forEach(listener -> listener.decoded(code.get()));
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (RuntimeException e) {
                LOG.error("camera decoding of {} stopped", source.description(), e);
                decodingFailure = new CameraStatus(CameraStatus.State.DECODER_FAILED, source.description());
                end();
            }
            LOG.debug("decoder for {} ended after dropping {} stale frames", source.description(), mailbox.dropped());
        }
    }
}
