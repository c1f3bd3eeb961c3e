package io.redeemdesk.client.outbox;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.redeemdesk.protocol.CaptureLine;
import io.redeemdesk.protocol.CaptureResponse;
import io.redeemdesk.protocol.ProtocolJson;
import io.redeemdesk.protocol.RedemptionResponse;
import io.redeemdesk.protocol.Verdict;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Rebuilds a {@link Sale} from its outbox steps: the same answer after a restart as before it, and the same for the
 * manager's log as for the cashier's screen.
 */
public final class SaleReading {
    private final ObjectMapper json = ProtocolJson.lenientMapper();

    /** The sale told by {@code steps}, every step of it in the order minted. */
    public Sale read(String saleId, List<RedeemAction> steps) {
        RedeemAction capture = find(steps, ActionKind.CAPTURE);
        RedeemAction voided = find(steps, ActionKind.VOID);
        CaptureResponse captured = capture != null && capture.state() == ActionState.DONE
                && capture.responseBody() != null ? capture(capture.responseBody()) : null;
        List<SaleLine> lines = new ArrayList<>();
        for (RedeemAction step : steps) {
            if (step.kind() == ActionKind.HOLD) {
                lines.add(line(step, released(steps, step), captured));
            }
        }
        return new Sale(saleId, state(capture, voided), List.copyOf(lines), capture, voided,
                capture == null ? null : capture.sale().orderNo(), steps.size());
    }

    private static RedeemAction find(List<RedeemAction> steps, ActionKind kind) {
        return steps.stream().filter(s -> s.kind() == kind).findFirst().orElse(null);
    }

    private static boolean released(List<RedeemAction> steps, RedeemAction hold) {
        return steps.stream().anyMatch(s -> s.kind() == ActionKind.RELEASE && s.code().equals(hold.code())
                && s.sale().seq() > hold.sale().seq());
    }

    private static Sale.State state(RedeemAction capture, RedeemAction voided) {
        if (voided != null) {
            return voided.state() == ActionState.DONE || voided.state() == ActionState.FAILED
                    ? Sale.State.VOIDED : Sale.State.VOIDING;
        }
        if (capture == null) {
            return Sale.State.OPEN;
        }
        return switch (capture.state()) {
            case DONE -> Sale.State.COMPLETED;
            case FAILED, CONFLICT -> Sale.State.CAPTURE_FAILED;
            default -> capture.offlineAccepted() ? Sale.State.COMPLETED_OFFLINE : Sale.State.COMPLETING;
        };
    }

    private SaleLine line(RedeemAction hold, boolean released, CaptureResponse captured) {
        if (released) {
            return line(hold, SaleLine.State.RELEASED, null, null, hold.usesLeft(), null);
        }
        RedemptionResponse answer = answer(hold);
        Integer usesTotal = answer == null ? null : answer.usesTotal();
        if (captured != null) {
            Optional<CaptureLine> used = find(captured.captured(), hold.code());
            if (used.isPresent()) {
                return line(hold, SaleLine.State.CAPTURED, null, null, used.get().usesLeft(), used.get().usesTotal());
            }
            Optional<CaptureLine> refused = find(captured.refused(), hold.code());
            if (refused.isPresent()) {
                SaleLine.State state = hold.state() == ActionState.CONFLICT ? SaleLine.State.CONFLICT
                        : SaleLine.State.CAPTURE_REFUSED;
                return line(hold, state, refused.get().verdict(), refused.get().detail(), refused.get().usesLeft(),
                        refused.get().usesTotal());
            }
        }
        return switch (hold.state()) {
            case CONFLICT -> line(hold, SaleLine.State.CONFLICT, hold.verdict(), hold.lastError(), hold.usesLeft(),
                    usesTotal);
            case DONE -> hold.verdict() == Verdict.HELD
                    ? line(hold, SaleLine.State.HELD, null, null, hold.usesLeft(), usesTotal)
                    : line(hold, SaleLine.State.REFUSED, hold.verdict(), detail(hold, answer), hold.usesLeft(),
                            usesTotal);
            case FAILED -> heldElsewhere(line(hold, SaleLine.State.REFUSED, null, detail(hold, answer), null, null),
                    answer);
            default -> line(hold, hold.offlineAccepted() ? SaleLine.State.ACCEPTED_OFFLINE : SaleLine.State.HOLDING,
                    null, null, hold.usesLeft(), usesTotal);
        };
    }

    private static Optional<CaptureLine> find(List<CaptureLine> lines, String code) {
        return lines.stream().filter(l -> code.equals(l.code())).findFirst();
    }

    private static SaleLine line(RedeemAction hold, SaleLine.State state, Verdict verdict, String detail,
                                 Integer usesLeft, Integer usesTotal) {
        return new SaleLine(hold.code(), state, verdict, detail, hold.voucherName(), hold.valueCents(),
                hold.currency(), usesLeft, usesTotal, null, hold);
    }

    /** A refused line, naming the other sale when the service said one holds the voucher. */
    private static SaleLine heldElsewhere(SaleLine l, RedemptionResponse answer) {
        return answer == null || answer.heldBy() == null ? l : new SaleLine(l.code(), l.state(), l.verdict(),
                l.detail(), l.voucherName(), l.valueCents(), l.currency(), l.usesLeft(), l.usesTotal(),
                answer.heldBy(), l.hold());
    }

    /** The service's own words for a refused hold, else what the outbox noted. */
    private static String detail(RedeemAction hold, RedemptionResponse answer) {
        return answer != null && answer.detail() != null ? answer.detail() : hold.lastError();
    }

    /** The hold's stored answer (a hold's answer reads as a redemption's: one shape), or null. */
    private RedemptionResponse answer(RedeemAction hold) {
        if (hold.responseBody() == null || hold.responseBody().isBlank()) {
            return null;
        }
        try {
            return json.readValue(hold.responseBody(), RedemptionResponse.class);
        } catch (IOException e) {
            return null;
        }
    }

    private CaptureResponse capture(String raw) {
        try {
            return json.readValue(raw, CaptureResponse.class);
        } catch (IOException e) {
            return null;
        }
    }
}
