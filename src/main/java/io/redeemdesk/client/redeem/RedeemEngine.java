package io.redeemdesk.client.redeem;

import io.redeemdesk.client.api.ApiResult;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.protocol.VoucherCode;

import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.UUID;

/**
 * Turns a scan into a redeem action: checks the code's format, reuses a pending or redeemed action for the same
 * code instead of minting a second request_id, otherwise mints one, commits it to the outbox, and only then
 * makes the foreground attempt. Runs on a background thread, never on the FX thread.
 */
public final class RedeemEngine {
    private final Outbox outbox;
    private final ActionSender sender;
    private final Clock clock;
    private final String storeId;
    private final String terminalId;
    private final Duration foregroundDeadline;

    public RedeemEngine(Outbox outbox, ActionSender sender, Clock clock, String storeId, String terminalId,
                        Duration foregroundDeadline) {
        this.outbox = outbox;
        this.sender = sender;
        this.clock = clock;
        this.storeId = storeId;
        this.terminalId = terminalId;
        this.foregroundDeadline = foregroundDeadline;
    }

    public RedeemOutcome redeem(String rawCode, String cashierId) throws SQLException {
        Optional<VoucherCode.Problem> problem = VoucherCode.check(rawCode);
        if (problem.isPresent()) {
            return new RedeemOutcome(RedeemOutcome.Kind.VERDICT, Verdict.MALFORMED_CODE, null,
                    problem.get().message());
        }
        String code = VoucherCode.normalize(rawCode);
        Optional<RedeemAction> previous = outbox.latestForCode(code);
        if (previous.isPresent() && blocksNewAction(previous.get())) {
            return describeExisting(previous.get());
        }
        RedeemAction action = RedeemAction.fresh(UUID.randomUUID().toString(), code, storeId, terminalId, cashierId,
                clock.millis());
        outbox.insert(action);
        ActionSender.Attempted attempted = sender.attempt(action, foregroundDeadline);
        return describe(attempted.action(), attempted.result());
    }

    /** A code with an unfinished or honoured action here gets no new request_id. */
    private static boolean blocksNewAction(RedeemAction previous) {
        return previous.state().unfinished() || previous.honoured() || previous.state() == ActionState.HELD
                || previous.state() == ActionState.CONFLICT;
    }

    private static RedeemOutcome describeExisting(RedeemAction previous) {
        if (previous.state() == ActionState.DONE && previous.verdict() == Verdict.REDEEMED) {
            return new RedeemOutcome(RedeemOutcome.Kind.VERDICT, Verdict.ALREADY_REDEEMED, previous,
                    "Redeemed on this till earlier");
        }
        return new RedeemOutcome(RedeemOutcome.Kind.PENDING_HERE, null, previous,
                "This voucher is already waiting to be confirmed on this till");
    }

    private static RedeemOutcome describe(RedeemAction action, ApiResult result) {
        if (action.state() == ActionState.DONE) {
            return new RedeemOutcome(RedeemOutcome.Kind.VERDICT, action.verdict(), action, detailOf(result));
        }
        if (result instanceof ApiResult.Garbled g) {
            return new RedeemOutcome(RedeemOutcome.Kind.SERVER_WRONG, null, action, g.reason());
        }
        return new RedeemOutcome(RedeemOutcome.Kind.CANNOT_VERIFY, null, action, action.lastError());
    }

    private static String detailOf(ApiResult result) {
        return result instanceof ApiResult.Answered a ? a.response().detail() : null;
    }
}
