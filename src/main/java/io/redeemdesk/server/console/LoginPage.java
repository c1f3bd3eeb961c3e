package io.redeemdesk.server.console;

import io.redeemdesk.server.console.ConsoleLogin.Outcome;

import java.util.Arrays;

/**
 * {@code GET/POST /console/login} (the form posts {@code name}, {@code password} and its CSRF token, kept in a
 * cookie until there is a session) and {@code POST /console/logout}. Every sign-in and sign-out is audited.
 */
public final class LoginPage implements ConsolePage {
    public static final String PATH = "/console/login";
    public static final String LOGOUT_PATH = "/console/logout";

    private final ConsoleLogin login;
    private final ConsoleSessions sessions;
    private final CsrfTokens tokens;
    private final ConsoleAudit audit;

    /** What the sign-in template shows: the CSRF token, the name typed, the page to go to, and what went wrong. */
    public record Form(String csrf, String name, String next, String errorKey) {
    }

    public LoginPage(ConsoleLogin login, ConsoleSessions sessions, CsrfTokens tokens, ConsoleAudit audit) {
        this.login = login;
        this.sessions = sessions;
        this.tokens = tokens;
        this.audit = audit;
    }

    @Override
    public void addRoutes(ConsoleRoutes routes) {
        routes.open(PATH, false, this::form).open(PATH, true, this::signIn)
                .post(LOGOUT_PATH, Permission.VIEW, this::signOut);
    }

    private void form(ConsoleRequest request) {
        show(request, 200, request.query("name"), null);
    }

    private void signIn(ConsoleRequest request) throws Exception {
        String expected = request.ctx().cookie(ConsoleCookies.LOGIN_CSRF);
        if (!CsrfTokens.matches(expected, request.ctx().formParam(CsrfTokens.FIELD))) {
            request.render(403, "console/problem.jte", "error.csrf");
            return;
        }
        String name = request.form("name");
        char[] password = request.ctx().formParam("password") == null ? new char[0]
                : request.ctx().formParam("password").toCharArray();
        try {
            ConsoleLogin.Result result = login.signIn(name, password);
            if (result.outcome() == Outcome.SIGNED_IN) {
                ConsoleCookies.session(request.ctx(), result.opened().token());
                ConsoleCookies.clear(request.ctx(), ConsoleCookies.LOGIN_CSRF);
                audit.record(name, "console.sign-in", name, "");
                request.redirect(next(request.form("next")));
            } else {
                show(request, result.outcome() == Outcome.LOCKED ? 423 : 401, name,
                        result.outcome() == Outcome.LOCKED ? "login.locked" : "login.wrong");
            }
        } finally {
            Arrays.fill(password, '\0');
        }
    }

    private void signOut(ConsoleRequest request) throws Exception {
        sessions.close(request.session().id());
        ConsoleCookies.clear(request.ctx(), ConsoleCookies.SESSION);
        audit.record(request.operator(), "console.sign-out", request.operator(), "");
        request.redirect(PATH);
    }

    private void show(ConsoleRequest request, int status, String name, String errorKey) {
        String csrf = request.ctx().cookie(ConsoleCookies.LOGIN_CSRF);
        if (csrf == null || csrf.isEmpty()) {
            csrf = tokens.next();
            ConsoleCookies.loginCsrf(request.ctx(), csrf);
        }
        String next = request.query("next").isEmpty() ? request.form("next") : request.query("next");
        request.render(status, "console/login.jte", new Form(csrf, name, next(next), errorKey));
    }

    /** Where to go after signing in: a console page the request named, else the overview. */
    static String next(String wanted) {
        return LanguageSwitch.isConsolePath(wanted) ? wanted : NavItem.OVERVIEW.path();
    }
}
