package io.redeemdesk.client.cashier;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * Makes the verdict sounds as WAV bytes (16-bit mono PCM), so no audio file ships with the app and every
 * class is clearly different: a rising two-note chime for "give the goods", a low double buzz for "refuse",
 * three short mid beeps for "look at the screen", and a falling two-note chime for "saved offline".
 */
final class Tones {
    static final int SAMPLE_RATE = 22_050;

    private Tones() {
    }

    /** One note: a frequency in Hz (0 for silence) held for some milliseconds. */
    record Note(double hz, int millis) {
    }

    static byte[] wav(VerdictLook.Sound sound) {
        return switch (sound) {
            case NONE -> wav(new Note[0]);
            case OK -> wav(new Note(880, 110), new Note(1320, 170));
            case REFUSED -> wav(new Note(196, 220), new Note(0, 70), new Note(196, 320));
            case WARNING -> wav(new Note(660, 80), new Note(0, 60), new Note(660, 80), new Note(0, 60),
                    new Note(660, 80));
            case OFFLINE -> wav(new Note(1320, 110), new Note(880, 170));
        };
    }

    static byte[] wav(Note... notes) {
        ByteArrayOutputStream pcm = new ByteArrayOutputStream();
        for (Note note : notes) {
            int samples = SAMPLE_RATE * note.millis() / 1000;
            int fade = Math.min(samples / 4, SAMPLE_RATE / 200);
            for (int i = 0; i < samples; i++) {
                double envelope = Math.min(1.0, Math.min(i, samples - 1 - i) / (double) Math.max(1, fade));
                double wave = note.hz() == 0 ? 0 : Math.sin(2 * Math.PI * note.hz() * i / SAMPLE_RATE);
                short value = (short) (wave * envelope * 0.6 * Short.MAX_VALUE);
                pcm.write(value & 0xFF);
                pcm.write((value >> 8) & 0xFF);
            }
        }
        return withHeader(pcm.toByteArray());
    }

    private static byte[] withHeader(byte[] pcm) {
        ByteBuffer out = ByteBuffer.allocate(44 + pcm.length).order(ByteOrder.LITTLE_ENDIAN);
        out.put("RIFF".getBytes(java.nio.charset.StandardCharsets.US_ASCII)).putInt(36 + pcm.length);
        out.put("WAVEfmt ".getBytes(java.nio.charset.StandardCharsets.US_ASCII)).putInt(16);
        out.putShort((short) 1).putShort((short) 1).putInt(SAMPLE_RATE).putInt(SAMPLE_RATE * 2);
        out.putShort((short) 2).putShort((short) 16);
        out.put("data".getBytes(java.nio.charset.StandardCharsets.US_ASCII)).putInt(pcm.length).put(pcm);
        return out.array();
    }
}
