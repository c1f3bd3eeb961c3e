package io.redeemdesk.server.events;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.HexFormat;
import java.util.List;

/**
 * The {@code RedeemDesk-Signature} header: {@code t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">}, one
 * {@code v1} per secret of the endpoint (two while a secret is rotated), as Stripe signs its webhooks.
 */
public final class EventSignature {
    public static final String HEADER = "RedeemDesk-Signature";
    public static final String EVENT_ID_HEADER = "RedeemDesk-Event-Id";

    private EventSignature() {
    }

    public static String header(List<String> secrets, long unixSeconds, byte[] body) {
        StringBuilder header = new StringBuilder("t=").append(unixSeconds);
        for (String secret : secrets) {
            header.append(",v1=").append(hmac(secret, unixSeconds, body));
        }
        return header.toString();
    }

    /** The hex HMAC-SHA256 of {@code "<t>.<body>"} with {@code secret}. */
    public static String hmac(String secret, long unixSeconds, byte[] body) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            mac.update((unixSeconds + ".").getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(mac.doFinal(body));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HMAC-SHA256 is part of every Java runtime", e);
        }
    }
}
