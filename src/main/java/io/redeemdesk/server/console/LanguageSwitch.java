package io.redeemdesk.server.console;

import io.javalin.http.HttpStatus;

/**
 * {@code GET /console/language?to=zh&back=/console/…}: remembers the language in a cookie and goes back to the
 * page it was switched on (only a console page: never elsewhere).
 */
public final class LanguageSwitch implements ConsolePage {
    public static final String PATH = "/console/language";

    @Override
    public void addRoutes(ConsoleRoutes routes) {
        routes.open(PATH, false, request -> {
            Language.ofTag(request.query("to")).ifPresent(l -> ConsoleCookies.language(request.ctx(), l));
            String back = request.query("back");
            request.ctx().redirect(isConsolePath(back) ? back : NavItem.OVERVIEW.path(), HttpStatus.SEE_OTHER);
        });
    }

    /** True for a path of this console ({@code /console} or below), never another site or scheme. */
    static boolean isConsolePath(String path) {
        return path != null && (path.equals("/console") || path.startsWith("/console/") || path.startsWith("/console?"))
                && !path.contains("//") && !path.contains("\\") && path.chars().noneMatch(ch -> ch < 0x20);
    }
}
