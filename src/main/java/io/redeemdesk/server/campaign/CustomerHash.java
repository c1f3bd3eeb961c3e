package io.redeemdesk.server.campaign;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.HexFormat;

/**
 * The only form in which a {@code customerId} (a phone number, an app account) is stored: HMAC-SHA256 under the
 * service secret {@code claims.customer.secret}. Every node must have the same secret, or one customer counts as
 * several; the secret lives in configuration, never in the database, so a copy of the database alone cannot
 * test guesses of phone numbers against it.
 */
public final class CustomerHash {
    /** A shorter secret is refused: guessable secrets make the hash a lookup table of phone numbers. */
    public static final int MIN_SECRET_LENGTH = 32;
    private static final String ALGORITHM = "HmacSHA256";

    private final SecretKeySpec key;
    /** One keyed Mac per thread: looking the algorithm up and keying it costs more than hashing a phone number. */
    private final ThreadLocal<Mac> macs;

    public CustomerHash(String secret) {
        if (secret == null || secret.length() < MIN_SECRET_LENGTH) {
            throw new IllegalArgumentException("the customer secret must have at least " + MIN_SECRET_LENGTH
                    + " characters");
        }
        this.key = new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), ALGORITHM);
        this.macs = ThreadLocal.withInitial(this::keyedMac);
    }

    /** The hash of the id's normalized form ({@link CustomerId#normalize}): one customer, one hash. */
    public String of(String customerId) {
        byte[] id = CustomerId.normalize(customerId).getBytes(StandardCharsets.UTF_8);
        return HexFormat.of().formatHex(macs.get().doFinal(id));
    }

    private Mac keyedMac() {
        try {
            Mac mac = Mac.getInstance(ALGORITHM);
            mac.init(key);
            return mac;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HMAC-SHA256 missing from the JDK", e);
        }
    }
}
