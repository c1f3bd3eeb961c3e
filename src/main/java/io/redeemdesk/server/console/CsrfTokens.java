package io.redeemdesk.server.console;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;

/** The console's random tokens (session ids, CSRF tokens) and their comparison in constant time. */
public final class CsrfTokens {
    /** The hidden field every console form posts its token in. */
    public static final String FIELD = "csrf";

    private final SecureRandom random;

    public CsrfTokens(SecureRandom random) {
        this.random = random;
    }

    /** 256 random bits, URL-safe. */
    public String next() {
        byte[] bytes = new byte[32];
        random.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** True when both are present and equal, compared in time independent of where they differ. */
    public static boolean matches(String expected, String given) {
        if (expected == null || given == null || expected.isEmpty()) {
            return false;
        }
        return MessageDigest.isEqual(expected.getBytes(StandardCharsets.UTF_8), given.getBytes(StandardCharsets.UTF_8));
    }
}
