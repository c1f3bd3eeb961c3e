package io.redeemdesk.server.console.events;

import io.redeemdesk.server.console.ConsoleAudit;
import io.redeemdesk.server.console.ConsolePage;
import io.redeemdesk.server.console.ConsoleRequest;
import io.redeemdesk.server.console.ConsoleRoutes;
import io.redeemdesk.server.console.Keyset;
import io.redeemdesk.server.console.NavItem;
import io.redeemdesk.server.console.PageContext;
import io.redeemdesk.server.console.Permission;
import io.redeemdesk.server.events.EventAdmin;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/**
 * {@code /console/events}: the pending or the dead deliveries, oldest first in keyset pages; an admin replays one
 * event or every dead delivery, the same as {@code server events replay --id} / {@code --dead}, each audited.
 */
public final class EventsPage implements ConsolePage {
    static final String TEMPLATE = "console/events.jte";
    private static final String PATH = NavItem.EVENTS.path();

    private final EventAdmin events;
    private final ConsoleAudit audit;

    public EventsPage(EventAdmin events, ConsoleAudit audit) {
        this.events = events;
        this.audit = audit;
    }

    @Override
    public void addRoutes(ConsoleRoutes routes) {
        routes.get(PATH, Permission.VIEW, this::list)
                .post(PATH + "/{id}/replay", Permission.EVENTS, this::replayOne)
                .post(PATH + "/replay-dead", Permission.EVENTS, this::replayDead);
    }

    private void list(ConsoleRequest request) throws SQLException {
        boolean dead = "dead".equals(request.query("show"));
        String notice = switch (request.query("done")) {
            case "replayed" -> request.t("events.replayed", request.query("event"), request.query("n"));
            case "replayedDead" -> request.t("events.replayedDead", request.query("n"));
            default -> null;
        };
        EventAdmin.Cursor after = Keyset.after(request).flatMap(EventsPage::cursor).orElse(EventAdmin.Cursor.FIRST);
        List<EventAdmin.Line> fetched = events.deliveries(dead, after, Keyset.PAGE_SIZE + 1);
        Keyset.Slice<EventAdmin.Line> slice = Keyset.slice(fetched, Keyset.PAGE_SIZE,
                l -> List.of(Long.toString(l.occurredAt()), l.eventId(), l.endpoint()));
        PageContext page = request.page();
        List<EventRow> rows = slice.rows().stream().map(l -> row(page, l)).toList();
        request.render(TEMPLATE, new EventsView(dead, rows, slice.next(), notice, page.can(Permission.EVENTS)));
    }

    private static Optional<EventAdmin.Cursor> cursor(List<String> key) {
        try {
            return key.size() == 3 ? Optional.of(new EventAdmin.Cursor(Long.parseLong(key.get(0)), key.get(1),
                    key.get(2))) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    private static EventRow row(PageContext page, EventAdmin.Line l) {
        return new EventRow(l.eventId(), l.type(), l.code(), l.endpoint(), page.t("events.state." + l.state()),
                l.attempts(), l.lastError() == null ? "" : l.lastError(), page.time(l.occurredAt()),
                page.time(l.nextAttemptAt()));
    }

    private void replayOne(ConsoleRequest request) throws SQLException {
        String id = request.pathParam("id");
        int queued = events.replay(id);
        audit.record(request.operator(), "event.replay", id, queued + " deliveries");
        request.redirect(PATH + "?done=replayed&event=" + URLEncoder.encode(id, StandardCharsets.UTF_8) + "&n=" + queued);
    }

    private void replayDead(ConsoleRequest request) throws SQLException {
        int queued = events.replayDead();
        audit.record(request.operator(), "event.replay", "dead", queued + " deliveries");
        request.redirect(PATH + "?done=replayedDead&n=" + queued);
    }
}
