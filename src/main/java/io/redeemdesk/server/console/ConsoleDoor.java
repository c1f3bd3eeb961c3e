package io.redeemdesk.server.console;

import io.javalin.http.Context;
import io.javalin.http.Handler;
import io.javalin.http.HttpStatus;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;

/**
 * What every console request passes before its page: the security headers; the session from its cookie (a GET
 * without one is sent to the sign-in page, a POST is refused 403); the CSRF token of every POST (403 when missing
 * or wrong); the route's permission against the operator's role (403). A page that fails is answered with a plain
 * error page, the cause in the log.
 */
public final class ConsoleDoor {
    private static final Logger LOG = LoggerFactory.getLogger(ConsoleDoor.class);

    private final ConsoleSessions sessions;
    private final Templates templates;
    private final ConsoleSettings settings;

    public ConsoleDoor(ConsoleSessions sessions, Templates templates, ConsoleSettings settings) {
        this.sessions = sessions;
        this.templates = templates;
        this.settings = settings;
    }

    /** {@code handler} for signed-in operators whose role grants {@code needed}; a POST must carry its token. */
    Handler signedIn(Permission needed, boolean post, ConsoleHandler handler) {
        return ctx -> {
            SecurityHeaders.page(ctx);
            try {
                Optional<SignedIn> session = sessions.find(ctx.cookie(ConsoleCookies.SESSION));
                if (session.isEmpty()) {
                    if (post) {
                        refuse(ctx, 403, "error.csrf");
                    } else {
                        ctx.redirect(LoginPage.PATH + "?next=" + URLEncoder.encode(pathAndQuery(ctx),
                                StandardCharsets.UTF_8), HttpStatus.SEE_OTHER);
                    }
                    return;
                }
                SignedIn signedIn = session.get();
                if (post && !CsrfTokens.matches(signedIn.csrf(), ctx.formParam(CsrfTokens.FIELD))) {
                    refuse(ctx, 403, "error.csrf");
                } else if (!signedIn.role().permits(needed)) {
                    refuse(ctx, 403, "error.role");
                } else {
                    handler.handle(new ConsoleRequest(ctx, page(ctx, signedIn), templates, signedIn));
                }
            } catch (Exception e) {
                failed(ctx, e);
            }
        };
    }

    /** {@code handler} for anyone (the sign-in page): the headers and the error page, no session needed. */
    Handler open(ConsoleHandler handler) {
        return ctx -> {
            SecurityHeaders.page(ctx);
            try {
                handler.handle(new ConsoleRequest(ctx, page(ctx, null), templates, null));
            } catch (Exception e) {
                failed(ctx, e);
            }
        };
    }

    /** The page context of a request, signed in or not ({@code session} null). */
    PageContext page(Context ctx, SignedIn session) {
        Messages messages = new Messages(ConsoleCookies.languageOf(ctx));
        return new PageContext(session == null ? null : session.operator(), session == null ? null : session.role(),
                session == null ? null : session.csrf(), messages, ctx.path(), ctx.queryParamMap(), settings.zone());
    }

    /** {@code status} with the plain error page saying the message {@code key}. */
    void refuse(Context ctx, int status, String key) {
        templates.write(ctx, status, "console/problem.jte", Map.of("page", page(ctx, null), "model", key));
    }

    private void failed(Context ctx, Exception e) {
        LOG.error("console request {} {} failed", ctx.method(), ctx.path(), e);
        refuse(ctx, 500, "error.failed");
    }

    private static String pathAndQuery(Context ctx) {
        String query = ctx.queryString();
        return query == null || query.isEmpty() ? ctx.path() : ctx.path() + "?" + query;
    }
}
