package io.redeemdesk.server.http;

import io.javalin.http.Context;
import io.redeemdesk.protocol.ApiHeaders;

import java.util.Locale;
import java.util.UUID;

/**
 * The form checks the terminal door and the claim routes share: whether the body is declared JSON, and whether an
 * Idempotency-Key or id is a UUID. Their bodies are read by {@link JsonObjectBody}.
 */
final class RequestForm {
    static final String INVALID_KEY = "Idempotency-Key must be a UUID such as 0b7d4c1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e";

    private RequestForm() {
    }

    /** Whether the request's Content-Type is application/json (any parameters). */
    static boolean declaresJson(Context ctx) {
        String contentType = ctx.contentType();
        return contentType != null && contentType.toLowerCase(Locale.ROOT).startsWith(ApiHeaders.JSON);
    }

    /** Whether {@code value} is a UUID in its 36-character form. */
    static boolean isUuid(String value) {
        if (value == null || value.length() != 36) {
            return false;
        }
        try {
            UUID.fromString(value);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }
}
