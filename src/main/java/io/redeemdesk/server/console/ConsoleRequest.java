package io.redeemdesk.server.console;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;

import java.util.HashMap;
import java.util.Map;

/**
 * One console request of a signed-in operator, as a handler sees it: the form and query fields, who acts (for
 * the audit trail: {@code console:<name>}), the page context for the template, and the answers a page gives
 * (a rendered template, a redirect after a POST).
 */
public final class ConsoleRequest {
    private final Context ctx;
    private final PageContext page;
    private final Templates templates;
    private final SignedIn session;

    ConsoleRequest(Context ctx, PageContext page, Templates templates, SignedIn session) {
        this.ctx = ctx;
        this.page = page;
        this.templates = templates;
        this.session = session;
    }

    /** The session of the request (null on the sign-in page). */
    SignedIn session() {
        return session;
    }

    /** The Javalin request, for what this class does not cover (a file download, a path parameter). */
    public Context ctx() {
        return ctx;
    }

    public PageContext page() {
        return page;
    }

    /** The signed-in operator's name. */
    public String operator() {
        return page.operator();
    }

    /** Who acts, as the audit trail and the voucher's history name them: {@code console:<name>}. */
    public String actor() {
        return ConsoleAudit.actor(page.operator());
    }

    public Role role() {
        return page.role();
    }

    /** A posted form field, trimmed, or "" when absent. */
    public String form(String name) {
        String value = ctx.formParam(name);
        return value == null ? "" : value.trim();
    }

    /** A query parameter, trimmed, or "" when absent. */
    public String query(String name) {
        String value = ctx.queryParam(name);
        return value == null ? "" : value.trim();
    }

    public String pathParam(String name) {
        return ctx.pathParam(name);
    }

    /** Text of the operator's language. */
    public String t(String key, Object... args) {
        return page.t(key, args);
    }

    /** 200 with {@code template} ({@code console/x.jte}) rendered with {@code page} and {@code model}. */
    public void render(String template, Object model) {
        render(200, template, model);
    }

    public void render(int status, String template, Object model) {
        Map<String, Object> params = new HashMap<>();
        params.put("page", page);
        params.put("model", model);
        templates.write(ctx, status, template, params);
    }

    /** 303 to {@code path}: the answer to a POST that did what it was asked (the browser then GETs the page). */
    public void redirect(String path) {
        ctx.redirect(path, HttpStatus.SEE_OTHER);
    }
}
