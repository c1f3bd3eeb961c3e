package io.redeemdesk.server.console;

import io.javalin.http.Context;

/**
 * The headers of every console answer: a strict Content-Security-Policy (only the console's own scripts, styles
 * and images; no inline code; no framing), no MIME sniffing, no referrer, and no caching of pages (assets may be
 * cached).
 */
public final class SecurityHeaders {
    public static final String CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
            + "form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'";

    private SecurityHeaders() {
    }

    /** The headers of a page: nothing of it is stored by the browser or a proxy. */
    public static void page(Context ctx) {
        common(ctx);
        ctx.header("Cache-Control", "no-store");
    }

    /** The headers of a static asset from the jar. */
    public static void asset(Context ctx) {
        common(ctx);
        ctx.header("Cache-Control", "public, max-age=3600");
    }

    private static void common(Context ctx) {
        ctx.header("Content-Security-Policy", CSP);
        ctx.header("X-Frame-Options", "DENY");
        ctx.header("X-Content-Type-Options", "nosniff");
        ctx.header("Referrer-Policy", "no-referrer");
    }
}
