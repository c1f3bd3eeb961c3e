package io.redeemdesk.client.cashier;

import io.redeemdesk.client.exec.Background;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import javax.sound.sampled.AudioInputStream;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.Clip;
import javax.sound.sampled.LineEvent;
import java.io.ByteArrayInputStream;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Plays the generated verdict tones through {@code javax.sound.sampled} on a background thread. A till without
 * a sound device (or a muted one) logs that once and stays silent: a missing speaker never stops a scan.
 */
public final class ToneSounds implements SoundPlayer {
    private static final Logger LOG = LoggerFactory.getLogger(ToneSounds.class);

    private final Background background;
    private final Map<VerdictLook.Sound, byte[]> tones = new EnumMap<>(VerdictLook.Sound.class);
    private final AtomicBoolean silent = new AtomicBoolean();

    public ToneSounds(Background background) {
        this.background = background;
        for (VerdictLook.Sound sound : VerdictLook.Sound.values()) {
            tones.put(sound, Tones.wav(sound));
        }
    }

    @Override
    public void play(VerdictLook.Sound sound) {
        if (sound == VerdictLook.Sound.NONE || silent.get()) {
            return;
        }
        try {
            background.run(() -> playNow(tones.get(sound)));
        } catch (RejectedExecutionException closing) {
            LOG.debug("sound skipped: the till is shutting down");
        }
    }

    private void playNow(byte[] wav) {
        try (AudioInputStream in = AudioSystem.getAudioInputStream(new ByteArrayInputStream(wav))) {
            Clip clip = AudioSystem.getClip();
            clip.addLineListener(event -> {
                if (event.getType() == LineEvent.Type.STOP) {
                    clip.close();
                }
            });
            clip.open(in);
            clip.start();
        } catch (Exception | LinkageError e) {
            if (silent.compareAndSet(false, true)) {
                LOG.warn("no sound device, verdict sounds are off: {}", e.toString());
            }
        }
    }
}
