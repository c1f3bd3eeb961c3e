package io.redeemdesk.client.pin;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

/**
 * The one PIN hasher of the till, for manager and cashier PINs alike: the JDK's PBKDF2-HMAC-SHA256 with a
 * 16-byte random salt and a 32-byte hash, so a copied data directory does not give a PIN away cheaply. The
 * iteration count is kept with each hash; checking uses the kept one.
 */
public final class PinHasher {
    public static final String ALGORITHM = "PBKDF2WithHmacSHA256";
    /** For manager PINs: OWASP's 2023 floor. */
    public static final int MANAGER_ITERATIONS = 600_000;
    /** For cashier PINs, checked at every sign-in. */
    public static final int CASHIER_ITERATIONS = 120_000;

    private final int iterations;
    private final SecureRandom random;

    public PinHasher(int iterations, SecureRandom random) {
        this.iterations = iterations;
        this.random = random;
    }

    public PinHash hash(char[] pin) {
        byte[] salt = new byte[16];
        random.nextBytes(salt);
        return new PinHash(ALGORITHM, iterations, salt, derive(pin, salt, iterations));
    }

    /** Whether {@code pin} is the one {@code stored} was derived from; deliberately slow, so off the FX thread. */
    public boolean matches(char[] pin, PinHash stored) {
        if (!ALGORITHM.equals(stored.algorithm())) {
            throw new IllegalStateException("a PIN is kept hashed with " + stored.algorithm()
                    + ", which this version cannot check: set the PIN again");
        }
        return MessageDigest.isEqual(derive(pin, stored.salt(), stored.iterations()), stored.hash());
    }

    private static byte[] derive(char[] pin, byte[] salt, int iterations) {
        PBEKeySpec spec = new PBEKeySpec(pin, salt, iterations, 256);
        try {
            return SecretKeyFactory.getInstance(ALGORITHM).generateSecret(spec).getEncoded();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("this Java runtime cannot derive PIN hashes (" + ALGORITHM + ")", e);
        } finally {
            spec.clearPassword();
        }
    }
}
