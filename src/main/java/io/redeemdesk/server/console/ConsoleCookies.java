package io.redeemdesk.server.console;

import io.javalin.http.Context;
import io.javalin.http.Cookie;
import io.javalin.http.SameSite;

/**
 * The console's cookies, all on path {@code /console}, HttpOnly, SameSite=Strict, and Secure when the request
 * came over TLS: the session's token, the sign-in form's CSRF token (before there is a session) and the language.
 */
public final class ConsoleCookies {
    public static final String SESSION = "rd_console";
    public static final String LOGIN_CSRF = "rd_console_login";
    public static final String LANGUAGE = "rd_console_lang";
    private static final String PATH = "/console";
    private static final int UNTIL_BROWSER_CLOSES = -1;
    private static final int ONE_YEAR = 365 * 24 * 3600;

    private ConsoleCookies() {
    }

    public static void session(Context ctx, String token) {
        set(ctx, SESSION, token, UNTIL_BROWSER_CLOSES);
    }

    public static void loginCsrf(Context ctx, String token) {
        set(ctx, LOGIN_CSRF, token, UNTIL_BROWSER_CLOSES);
    }

    public static void language(Context ctx, Language language) {
        set(ctx, LANGUAGE, language.tag(), ONE_YEAR);
    }

    /** Removes a cookie from the browser. */
    public static void clear(Context ctx, String name) {
        set(ctx, name, "", 0);
    }

    /** The language the request asks for: the switch's cookie, else the browser's Accept-Language. */
    public static Language languageOf(Context ctx) {
        return Language.ofTag(ctx.cookie(LANGUAGE))
                .orElseGet(() -> Language.ofAcceptLanguage(ctx.header("Accept-Language")));
    }

    private static void set(Context ctx, String name, String value, int maxAge) {
        boolean tls = "https".equalsIgnoreCase(ctx.scheme());
        ctx.cookie(new Cookie(name, value, PATH, maxAge, tls, true, null, SameSite.STRICT));
    }
}
