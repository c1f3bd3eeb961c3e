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
import io.redeemdesk.server.console.batches.BatchFilesPage;
import io.redeemdesk.server.console.batches.BatchesPage;
import io.redeemdesk.server.console.campaigns.CampaignPage;
import io.redeemdesk.server.console.campaigns.CampaignsPage;
import io.redeemdesk.server.console.campaigns.ChannelsPage;
import io.redeemdesk.server.console.events.EventsPage;
import io.redeemdesk.server.console.overview.OverviewFigures;
import io.redeemdesk.server.console.overview.OverviewPage;
import io.redeemdesk.server.console.reconcile.ReconcilePage;
import io.redeemdesk.server.console.templates.TemplatesPage;
import io.redeemdesk.server.console.tills.TillsPage;
import io.redeemdesk.server.console.vouchers.VouchersPage;
import io.redeemdesk.server.sheet.SheetFont;
import org.slf4j.LoggerFactory;

/**
 * The operator's console of one node ({@code /console}): its one template engine, sessions, sign-in and door, and
 * every page over the node's services. A new page is one {@code .add(...)} line in {@link #of}.
 */
final class ConsoleWiring {
    private ConsoleWiring() {
    }

    /** The console's routes, and its sessions for the sweeper to forget the ended ones. */
    record Console(ConsoleRoutes routes, ConsoleSessions sessions) {
        void forgetEndedSessions() {
            try {
                sessions.forgetEnded();
            } catch (Exception e) {
                LoggerFactory.getLogger(ConsoleWiring.class).warn("forgetting ended console sessions failed: {}",
                        e.getMessage());
            }
        }
    }

    static Console of(ServerParts parts, NodeParts node, ServerOptions options) {
        ConsoleSettings settings = ConsoleSettings.DEFAULT.withIdleTimeout(options.consoleIdle());
        Templates templates = Templates.precompiled();
        CsrfTokens tokens = new CsrfTokens(parts.random());
        ConsoleSessions sessions = new ConsoleSessions(parts.database(), tokens, parts.clock(), settings);
        ConsoleAudit audit = parts.consoleAudit();
        ConsoleLogin login = new ConsoleLogin(parts.operators(), parts.passwordHasher(), sessions, settings,
                parts.clock());
        ConsoleRoutes routes = new ConsoleRoutes(new ConsoleDoor(sessions, templates, settings))
                .add(new Assets())
                .add(new LanguageSwitch())
                .add(new LoginPage(login, sessions, tokens, audit))
                .add(new OverviewPage(new OverviewFigures(parts.database(), parts.clock(), settings.zone(),
                        node.metrics(), node.eventMetrics())))
                .add(new VouchersPage(parts.voucherAdmin(), parts.replacements(), audit))
                .add(new EventsPage(parts.eventAdmin(), audit))
                .add(new ReconcilePage(parts.reconciler(options.lockTimeout()), audit))
                .add(new TillsPage(parts.terminalRoster(), parts.terminals(), parts.enrollmentCodes(), audit))
                .add(new TemplatesPage(parts.templateList(), parts.issuer(), audit, parts.clock()))
                .add(new BatchesPage(parts.batchList(), parts.templateList(), parts.issuer(), audit))
                .add(new BatchFilesPage(parts.batchList(), audit, sheetFont()))
                .add(new CampaignsPage(parts.campaignList(), parts.campaigns(), audit))
                .add(new CampaignPage(parts.campaigns(), audit))
                .add(new ChannelsPage(parts.channels(), audit));
        return new Console(routes, sessions);
    }

    /** The sheets' fallback font for what Helvetica cannot show: a system font with Chinese glyphs, if any. */
    private static SheetFont sheetFont() {
        try {
            return SheetFont.find(null);
        } catch (SheetFont.Unusable e) {
            return SheetFont.none();
        }
    }
}
