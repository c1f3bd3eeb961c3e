package io.redeemdesk.client.cashier;

import io.redeemdesk.client.exec.SameThreadBackground;
import org.junit.jupiter.api.Test;

import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioInputStream;
import javax.sound.sampled.AudioSystem;
import java.io.ByteArrayInputStream;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

/** The generated verdict tones: readable WAV, a different one per sound class, and silence without a device. */
class SoundsTest {

    @Test
    void everySoundClassIsAReadableWavOfItsOwn() throws Exception {
        Set<String> distinct = new HashSet<>();
        for (VerdictLook.Sound sound : EnumSet.complementOf(EnumSet.of(VerdictLook.Sound.NONE))) {
            byte[] wav = Tones.wav(sound);
            try (AudioInputStream in = AudioSystem.getAudioInputStream(new ByteArrayInputStream(wav))) {
                AudioFormat format = in.getFormat();
                assertThat(format.getSampleRate()).isEqualTo(Tones.SAMPLE_RATE);
                assertThat(format.getSampleSizeInBits()).isEqualTo(16);
                long millis = in.getFrameLength() * 1000 / Tones.SAMPLE_RATE;
                assertThat(millis).as(sound.name()).isBetween(150L, 700L);
            }
            assertThat(distinct.add(Arrays.toString(wav))).as(sound + " differs from the others").isTrue();
        }
        for (VerdictLook look : VerdictLook.values()) {
            assertThat(look.sound() == VerdictLook.Sound.NONE).as(look.name()).isEqualTo(!look.settles());
        }
    }

    @Test
    void playingWithoutASoundDeviceNeverThrows() {
        ToneSounds sounds = new ToneSounds(new SameThreadBackground());
        assertThatCode(() -> {
            for (VerdictLook.Sound sound : VerdictLook.Sound.values()) {
                sounds.play(sound);
                sounds.play(sound);
            }
        }).doesNotThrowAnyException();
    }
}
