package io.redeemdesk.server.auth;

import io.redeemdesk.server.redeem.Fingerprint;

import java.security.SecureRandom;
import java.util.Base64;

/**
 * Terminal tokens: 256 random bits, stored only as their SHA-256. A slow KDF adds nothing for secrets of that
 * entropy and would cost every request.
 */
public final class TokenHash {
    private TokenHash() {
    }

    public static String newToken(SecureRandom random) {
        byte[] bytes = new byte[32];
        random.nextBytes(bytes);
        return "rdt_" + Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** The token's SHA-256 in hex, as stored. */
    public static String hash(String token) {
        return Fingerprint.sha256(token);
    }
}
