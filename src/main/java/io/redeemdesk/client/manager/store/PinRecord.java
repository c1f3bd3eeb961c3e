package io.redeemdesk.client.manager.store;

/** A stored manager PIN: the KDF, its cost, the salt and the derived hash, never the PIN itself. */
public record PinRecord(String algorithm, int iterations, byte[] salt, byte[] hash, long setAt) {
}
