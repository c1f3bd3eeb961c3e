package io.redeemdesk.server.http;

import io.javalin.http.Context;
import io.redeemdesk.protocol.ApiHeaders;

import java.nio.charset.StandardCharsets;

/**
 * Writes every body the service sends as UTF-8 bytes under a content type that says {@code charset=utf-8}.
 * Javalin's {@code ctx.result(String)} encodes with the response's charset, which for a type without one (such as
 * {@code application/problem+json}) is ISO-8859-1: every character outside Latin-1 went out as {@code ?}.
 */
public final class Utf8Bodies {
    public static final String CHARSET = "; charset=utf-8";
    public static final String JSON = ApiHeaders.JSON + CHARSET;
    public static final String PROBLEM_JSON = ApiHeaders.PROBLEM_JSON + CHARSET;

    private Utf8Bodies() {
    }

    /** {@code status} with {@code body}, an {@code application/json} document. */
    public static void json(Context ctx, int status, String body) {
        write(ctx, status, JSON, body);
    }

    /** {@code status} with {@code body}, an RFC 9457 problem document. */
    public static void problem(Context ctx, int status, String body) {
        write(ctx, status, PROBLEM_JSON, body);
    }

    /** {@code status} with {@code body} as {@code mediaType}, which must not name a charset of its own. */
    public static void write(Context ctx, int status, String mediaType, String body) {
        ctx.status(status);
        ctx.contentType(mediaType.endsWith(CHARSET) ? mediaType : mediaType + CHARSET);
        ctx.result(body.getBytes(StandardCharsets.UTF_8));
    }
}
