package io.redeemdesk.server.admin;

import io.redeemdesk.server.events.EventAdmin;
import io.redeemdesk.server.redeem.IdempotencyRecord;
import io.redeemdesk.server.redeem.RedemptionLedger;
import io.redeemdesk.server.redeem.TransitionLog;
import io.redeemdesk.server.redeem.VoucherStatus;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A voucher's history ({@link VoucherAdmin#history}) as one story in time order: each line a message key (in
 * the console's messages, English and Chinese) with its arguments, so it reads in plain words in either
 * language. Requests, transitions, uses with their sale and order, holds and how they ended, and events are
 * merged by time; lines of the same moment keep the order request, transition, use, hold, event.
 */
public final class VoucherTimeline {
    /** Where a line came from: the console styles and filters by it. */
    public enum Kind { TRANSITION, USE, HOLD, REQUEST, EVENT }

    /**
     * One line: at {@code at}, message {@code key} with {@code args}; an {@link Instant} argument is a time to
     * format, a {@link VoucherStatus} one a status to translate, anything else is shown as it is. {@code detail}
     * is the record's own free text (a revocation's reason, a request's outcome), "" when it has none.
     */
    public record Line(Instant at, Kind kind, String key, List<Object> args, String detail) {
        public Line {
            args = List.copyOf(args);
        }

        Line withDetail(String text) {
            return new Line(at, kind, key, args, text(text));
        }
    }

    private VoucherTimeline() {
    }

    /** The story of {@code history}, oldest first. */
    public static List<Line> of(VoucherAdmin.History history) {
        int usesTotal = history.voucher().map(v -> v.usesTotal()).orElse(1);
        List<Line> lines = new ArrayList<>();
        for (IdempotencyRecord r : history.requests()) {
            lines.add(line(r.createdAt(), Kind.REQUEST, "timeline.request." + r.state().name(), r.terminalId(),
                    r.requestId()).withDetail(r.outcome()));
        }
        boolean first = true;
        for (TransitionLog.Entry t : history.transitions()) {
            lines.add(transition(t, first));
            first = false;
        }
        for (RedemptionLedger.Entry u : history.uses()) {
            lines.add(u.saleId() == null
                    ? line(u.redeemedAt(), Kind.USE, "timeline.redeemed", u.useNo(), usesTotal, u.storeId(),
                            u.terminalId(), u.requestId())
                    : line(u.redeemedAt(), Kind.USE, "timeline.redeemedInSale", u.useNo(), usesTotal, u.storeId(),
                            u.terminalId(), u.saleId(), text(u.orderNo())));
        }
        for (SaleHolds.Entry h : history.holds()) {
            lines.add(line(h.heldAt(), Kind.HOLD, "timeline.held", h.saleId(), h.terminalId(),
                    Instant.ofEpochMilli(h.heldUntil())));
            if (h.closedAt() != null) {
                lines.add(line(h.closedAt(), Kind.HOLD, "timeline.hold." + h.state(), h.saleId(),
                        text(h.orderNo())));
            }
        }
        for (EventAdmin.Line e : history.events()) {
            lines.add(line(e.occurredAt(), Kind.EVENT, "timeline.event." + e.state(), e.type(), text(e.endpoint()),
                    e.attempts()).withDetail(e.lastError()));
        }
        lines.sort(Comparator.comparing(Line::at));
        return lines;
    }

    private static Line transition(TransitionLog.Entry t, boolean first) {
        if (t.from() == t.to()) {
            return line(t.at(), Kind.TRANSITION, first ? "timeline.issued" : "timeline.noted", t.actor())
                    .withDetail(t.detail());
        }
        String key = switch (t.to()) {
            case LOCKED -> "timeline.locked";
            case UNUSED -> "timeline.released";
            case USED -> "timeline.used";
            case REVOKED -> "timeline.revoked";
            case EXPIRED -> "timeline.expired";
        };
        return line(t.at(), Kind.TRANSITION, key, t.actor(), t.from(), text(t.requestId())).withDetail(t.detail());
    }

    private static Line line(long at, Kind kind, String key, Object... args) {
        return new Line(Instant.ofEpochMilli(at), kind, key, List.of(args), "");
    }

    private static String text(String value) {
        return value == null ? "" : value;
    }
}
