package io.redeemdesk.server.console.campaigns;

import io.redeemdesk.protocol.FieldRules;
import io.redeemdesk.server.auth.ChannelTokens;
import io.redeemdesk.server.console.ConsoleAudit;
import io.redeemdesk.server.console.ConsolePage;
import io.redeemdesk.server.console.ConsoleRequest;
import io.redeemdesk.server.console.ConsoleRoutes;
import io.redeemdesk.server.console.Keyset;
import io.redeemdesk.server.console.Permission;
import io.redeemdesk.server.console.RuleWords;

import java.sql.SQLException;
import java.util.List;

/**
 * {@code GET /console/channels}: the channels (web shops, apps) that claim campaign vouchers, by name, a page at a
 * time, never a token; {@code POST /console/channels} creates one's token (admin, marketing), audited as
 * {@code channel.create} without the token, and shows the token once in the answer itself (not after a redirect;
 * the page is never cached), as {@code server create-channel-token} prints it once.
 */
public final class ChannelsPage implements ConsolePage {
    public static final String PATH = "/console/channels";

    private final ChannelTokens channels;
    private final ConsoleAudit audit;

    /**
     * What the page shows: a page of channels, the next cursor, the name typed, why it was refused, and the
     * channel just created with its token (shown this once).
     */
    public record View(List<ChannelTokens.Listed> rows, String next, String name, String problem, String created,
                       String token) {
    }

    public ChannelsPage(ChannelTokens channels, ConsoleAudit audit) {
        this.channels = channels;
        this.audit = audit;
    }

    @Override
    public void addRoutes(ConsoleRoutes routes) {
        routes.get(PATH, Permission.VIEW, this::show).post(PATH, Permission.CAMPAIGNS, this::create);
    }

    private void show(ConsoleRequest request) throws SQLException {
        render(request, 200, "", null, null, null);
    }

    private void create(ConsoleRequest request) throws SQLException {
        String name = request.form("name");
        FieldRules.Problem rule = FieldRules.idProblem(name);
        String label = request.t("channels.name");
        String problem = rule != null ? RuleWords.of(request.page(), rule, label)
                : channels.exists(name) ? request.t("rule.channelTaken", label, name) : null;
        if (problem != null) {
            render(request, 422, name, problem, null, null);
            return;
        }
        String token = channels.create(name);
        audit.record(request.operator(), "channel.create", name, "token created (shown once)");
        render(request, 201, "", null, name, token);
    }

    private void render(ConsoleRequest request, int status, String name, String problem, String created,
                        String token) throws SQLException {
        String after = Keyset.after(request).map(key -> key.get(0)).orElse(null);
        Keyset.Slice<ChannelTokens.Listed> slice = Keyset.slice(channels.page(after, Keyset.PAGE_SIZE + 1),
                Keyset.PAGE_SIZE, row -> List.of(row.name()));
        request.render(status, "console/channels.jte", new View(slice.rows(), slice.next(), name, problem, created,
                token));
    }
}
