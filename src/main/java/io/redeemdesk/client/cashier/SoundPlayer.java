package io.redeemdesk.client.cashier;

/** Plays the sound of a verdict class. Must return at once and never throw, with or without an audio device. */
@FunctionalInterface
public interface SoundPlayer {
    void play(VerdictLook.Sound sound);
}
