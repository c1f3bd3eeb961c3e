package io.redeemdesk.client.pin;

/** A PIN as kept on disk: the key derivation, its cost, the salt and the derived hash, never the PIN itself. */
public record PinHash(String algorithm, int iterations, byte[] salt, byte[] hash) {
}
