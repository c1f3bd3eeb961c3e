package io.redeemdesk.client.manager.store;

import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Optional;

/**
 * Derives and checks manager PIN hashes with the JDK's PBKDF2-HMAC-SHA256 (600,000 iterations, OWASP's 2023
 * floor; 16-byte random salt; 32-byte hash), so a copied {@code manager.db} does not give the PIN away cheaply.
 * The iteration count is stored with each hash; checking uses the stored one.
 */
public final class PinHasher {
    public static final String ALGORITHM = "PBKDF2WithHmacSHA256";
    public static final int ITERATIONS = 600_000;
    public static final int MIN_LENGTH = 6;
    public static final int MAX_LENGTH = 12;

    private final int iterations;
    private final SecureRandom random;

    public PinHasher(int iterations, SecureRandom random) {
        this.iterations = iterations;
        this.random = random;
    }

    /** Why {@code pin} cannot be a manager PIN, in words the person setting it can act on. */
    public static Optional<String> problem(char[] pin) {
        if (pin.length < MIN_LENGTH || pin.length > MAX_LENGTH) {
            return Optional.of("the PIN must have " + MIN_LENGTH + " to " + MAX_LENGTH + " digits (it has "
                    + pin.length + " characters)");
        }
        for (char c : pin) {
            if (c < '0' || c > '9') {
                return Optional.of("the PIN must be digits only (0-9)");
            }
        }
        return Optional.empty();
    }

    public PinRecord hash(char[] pin, long now) {
        byte[] salt = new byte[16];
        random.nextBytes(salt);
        return new PinRecord(ALGORITHM, iterations, salt, derive(pin, salt, iterations), now);
    }

    public boolean matches(char[] pin, PinRecord stored) {
        if (!ALGORITHM.equals(stored.algorithm())) {
            throw new IllegalStateException("manager.db holds a PIN hashed with " + stored.algorithm()
                    + ", which this version cannot check: set the PIN again with set-manager-pin");
        }
        return MessageDigest.isEqual(derive(pin, stored.salt(), stored.iterations()), stored.hash());
    }

    private static byte[] derive(char[] pin, byte[] salt, int iterations) {
        PBEKeySpec spec = new PBEKeySpec(pin, salt, iterations, 256);
        try {
            return SecretKeyFactory.getInstance(ALGORITHM).generateSecret(spec).getEncoded();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("the JDK lacks " + ALGORITHM, e);
        } finally {
            spec.clearPassword();
        }
    }
}
