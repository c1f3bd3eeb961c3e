package io.redeemdesk.server.auth;

import org.bouncycastle.crypto.generators.Argon2BytesGenerator;
import org.bouncycastle.crypto.params.Argon2Parameters;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;

/**
 * Operators' passwords under Argon2id (BouncyCastle): 16 random bytes of salt, 19 MiB, 2 passes, 1 lane (the
 * OWASP minimum), stored as a PHC string {@code $argon2id$v=19$m=19456,t=2,p=1$salt$hash}; a password is checked
 * with the parameters of its stored string, compared in constant time.
 */
public final class PasswordHasher {
    private static final int MEMORY_KIB = 19 * 1024;
    private static final int PASSES = 2;
    private static final int LANES = 1;
    private static final int SALT_BYTES = 16;
    private static final int HASH_BYTES = 32;
    private static final Base64.Encoder B64 = Base64.getEncoder().withoutPadding();
    private static final Base64.Decoder B64_IN = Base64.getDecoder();

    private final SecureRandom random;

    public PasswordHasher(SecureRandom random) {
        this.random = random;
    }

    /** The PHC string of {@code password} under a fresh salt. */
    public String hash(char[] password) {
        byte[] salt = new byte[SALT_BYTES];
        random.nextBytes(salt);
        byte[] hash = derive(password, salt, MEMORY_KIB, PASSES, LANES, HASH_BYTES);
        return "$argon2id$v=19$m=" + MEMORY_KIB + ",t=" + PASSES + ",p=" + LANES + "$" + B64.encodeToString(salt)
                + "$" + B64.encodeToString(hash);
    }

    /** True when {@code password} is the one {@code stored} (a PHC string of {@link #hash}) was made of. */
    public boolean verify(String stored, char[] password) {
        String[] parts = stored == null ? new String[0] : stored.split("\\$");
        if (parts.length != 6 || !"argon2id".equals(parts[1]) || !"v=19".equals(parts[2])) {
            return false;
        }
        try {
            int memory = 0;
            int passes = 0;
            int lanes = 0;
            for (String parameter : parts[3].split(",")) {
                int value = Integer.parseInt(parameter.substring(2));
                switch (parameter.substring(0, 2)) {
                    case "m=" -> memory = value;
                    case "t=" -> passes = value;
                    case "p=" -> lanes = value;
                    default -> throw new IllegalArgumentException(parameter);
                }
            }
            byte[] salt = B64_IN.decode(parts[4]);
            byte[] expected = B64_IN.decode(parts[5]);
            return MessageDigest.isEqual(expected, derive(password, salt, memory, passes, lanes, expected.length));
        } catch (IllegalArgumentException | StringIndexOutOfBoundsException e) {
            return false;
        }
    }

    private static byte[] derive(char[] password, byte[] salt, int memory, int passes, int lanes, int length) {
        Argon2BytesGenerator generator = new Argon2BytesGenerator();
        generator.init(new Argon2Parameters.Builder(Argon2Parameters.ARGON2_id).withVersion(
                Argon2Parameters.ARGON2_VERSION_13).withSalt(salt).withMemoryAsKB(memory).withIterations(passes)
                .withParallelism(lanes).build());
        ByteBuffer encoded = StandardCharsets.UTF_8.encode(CharBuffer.wrap(password));
        byte[] bytes = Arrays.copyOfRange(encoded.array(), encoded.position(), encoded.limit());
        byte[] out = new byte[length];
        try {
            generator.generateBytes(bytes, out);
            return out;
        } finally {
            Arrays.fill(bytes, (byte) 0);
            Arrays.fill(encoded.array(), (byte) 0);
        }
    }
}
