package io.redeemdesk.server;

import io.redeemdesk.server.console.Assets;
import io.redeemdesk.server.console.ConsoleAudit;
import io.redeemdesk.server.console.ConsoleDoor;
import io.redeemdesk.server.console.ConsoleLogin;
import io.redeemdesk.server.console.ConsoleRoutes;
import io.redeemdesk.server.console.ConsoleSessions;
import io.redeemdesk.server.console.ConsoleSettings;
import io.redeemdesk.server.console.CsrfTokens;
import io.redeemdesk.server.console.LanguageSwitch;
import io.redeemdesk.server.console.LoginPage;
import io.redeemdesk.server.console.Templates;
import io.redeemdesk.server.console.overview.OverviewPage;
import io.redeemdesk.server.console.tills.TillsPage;
import io.redeemdesk.server.console.vouchers.VouchersPage;

/**
 * The operator's console of one node ({@code /console}): its one template engine, sessions, sign-in and door, and
 * every page over the node's services. A new page is one {@code .add(...)} line here.
 */
final class ConsoleWiring {
    private ConsoleWiring() {
    }

    static ConsoleRoutes routes(ServerParts parts, ConsoleSettings settings) {
        Templates templates = Templates.precompiled();
        CsrfTokens tokens = new CsrfTokens(parts.random());
        ConsoleSessions sessions = new ConsoleSessions(parts.database(), tokens, parts.clock(), settings);
        ConsoleAudit audit = parts.consoleAudit();
        ConsoleLogin login = new ConsoleLogin(parts.operators(), parts.passwordHasher(), sessions, settings,
                parts.clock());
        return new ConsoleRoutes(new ConsoleDoor(sessions, templates, settings))
                .add(new Assets())
                .add(new LanguageSwitch())
                .add(new LoginPage(login, sessions, tokens, audit))
                .add(new OverviewPage())
                .add(new VouchersPage(parts.voucherAdmin(), audit))
                .add(new TillsPage(parts.terminalRoster(), parts.terminals(), parts.enrollmentCodes(), audit));
    }
}
