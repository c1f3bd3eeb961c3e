package io.redeemdesk.client.cashier;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.client.redeem.RedeemOutcome;
import io.redeemdesk.client.redeem.TillStorageException;
import io.redeemdesk.client.scan.KeyboardLayoutHint;
import io.redeemdesk.client.text.DateTimes;
import io.redeemdesk.client.text.Messages;
import io.redeemdesk.protocol.ProtocolJson;
import io.redeemdesk.protocol.RedemptionResponse;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.protocol.VoucherCode;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.time.Clock;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;

/**
 * Turns the redeem engine's outcome into the words of a {@link VerdictCard}: the voucher's name and value, the
 * masked code, and the detail a cashier needs — when and where an already used voucher was used, why a code is
 * not a voucher code (naming a wrong keyboard layout when that explains it). Runs on a background thread.
 */
final class VerdictCards {
    private static final Logger LOG = LoggerFactory.getLogger(VerdictCards.class);

    private final Messages text;
    private final PassWords passes;
    private final HeldBySaleWords held;
    private final Clock clock;
    private final String terminalId;
    private final ObjectMapper json = ProtocolJson.lenientMapper();
    private final DateTimeFormatter when;

    VerdictCards(Messages text, Clock clock, String terminalId) {
        this.text = text;
        this.passes = new PassWords(text);
        this.held = new HeldBySaleWords(text, clock.getZone(), terminalId);
        this.clock = clock;
        this.terminalId = terminalId;
        this.when = DateTimes.dayTime(text.locale(), clock.getZone());
    }

    VerdictCard of(RedeemOutcome outcome, String typed) {
        VerdictLook look = VerdictLook.of(outcome);
        RedeemAction action = outcome.action();
        String code = action != null ? action.code() : VoucherCode.normalize(typed);
        String voucher = action == null ? "" : voucherLine(action);
        return card(look, voucher, VoucherCode.mask(code), detail(look, outcome, typed));
    }

    VerdictCard checking(String typed) {
        return card(VerdictLook.CHECKING, "", VoucherCode.mask(VoucherCode.normalize(typed)), "");
    }

    VerdictCard ready() {
        return card(VerdictLook.READY, "", "", "");
    }

    VerdictCard signedOut(String typed) {
        return card(VerdictLook.SIGNED_OUT, "", VoucherCode.mask(VoucherCode.normalize(typed)),
                text.text("detail.signedOut"));
    }

    /** The scan could not be recorded; the words say why (a full disk) and never name a Java type. */
    VerdictCard failed(String typed, Throwable error) {
        return card(VerdictLook.CANNOT_VERIFY, "", VoucherCode.mask(VoucherCode.normalize(typed)),
                text.text(failureKey(error)));
    }

    private static String failureKey(Throwable error) {
        return failureKey(error, "detail.diskFull", "detail.diskFailed", "detail.failed");
    }

    /**
     * The words for an action the till could not record: {@code diskFull} when its disk is full, the kept-answer
     * words when the service's answer waits in memory, {@code notSaved} for another write error of its own files,
     * {@code other} for anything else. Shared by redemptions and a sale's steps.
     */
    static String failureKey(Throwable error, String diskFull, String notSaved, String other) {
        for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof TillStorageException storage) {
                if (storage.answerKept()) {
                    return "detail.diskAnswerKept";
                }
                return storage.diskFull() ? diskFull : notSaved;
            }
        }
        return other;
    }

    private VerdictCard card(VerdictLook look, String voucher, String masked, String detail) {
        return new VerdictCard(look, text.text("verdict." + look.name()), text.text("short." + look.name()),
                voucher, masked, detail, clock.instant());
    }

    private String detail(VerdictLook look, RedeemOutcome outcome, String typed) {
        RedeemAction action = outcome.action();
        return switch (look) {
            case REDEEMED -> action == null ? "" : text.text("detail.redeemed", when.format(completedAt(action)))
                    + passUse(action);
            case ALREADY_REDEEMED -> alreadyRedeemed(action);
            case EXPIRED -> expired(action);
            case REVOKED -> text.text("detail.revoked");
            case UNKNOWN_CODE -> text.text("detail.unknown");
            case MALFORMED_CODE -> malformed(typed);
            case PENDING_HERE -> text.text("detail.pendingHere");
            case SAVED_OFFLINE -> text.text("detail.savedOffline");
            case CANNOT_VERIFY -> withEngineWords(text.text("detail.cannotVerify"), outcome);
            case SERVER_WRONG -> withEngineWords(text.text("detail.serverWrong"), outcome);
            case HELD_BY_SALE -> heldBySale(action);
            case PASS_USED_JUST_NOW -> passUsedJustNow(outcome);
            case READY, CHECKING, SIGNED_OUT, ALREADY_IN_SALE -> "";
        };
    }

    /** For a pass, the use taken and what is left of how many (the last use says so). */
    private String passUse(RedeemAction action) {
        RedemptionResponse response = response(action);
        String words = passes.afterUse(action.usesLeft(), response == null ? null : response.usesTotal());
        return words.isEmpty() ? "" : "\n" + words;
    }

    /** A second scan of a pass just used here: what it has left, and when a scan takes the next use. */
    private String passUsedJustNow(RedeemOutcome outcome) {
        RedeemAction action = outcome.action();
        RedemptionResponse response = response(action);
        return text.text("detail.passUsedJustNow",
                passes.left(action.usesLeft(), response == null ? null : response.usesTotal()),
                outcome.scanAgainIn().toSeconds());
    }

    /** The engine's reason, in the till's words, as a second line for the support desk. */
    private String withEngineWords(String words, RedeemOutcome outcome) {
        return outcome.detail() == null || outcome.detail().isBlank() ? words
                : words + "\n(" + text.reason(outcome.detail()) + ")";
    }

    /** When and where it was used; for a pass, that all its uses are taken and when the last one was. */
    private String alreadyRedeemed(RedeemAction action) {
        if (action == null) {
            return text.text("detail.alreadyRedeemedUnknown");
        }
        RedemptionResponse response = response(action);
        Integer total = response == null ? null : response.usesTotal();
        String prefix = total != null && total > 1 ? "detail.passUsedUp" : "detail.alreadyRedeemed";
        if (action.verdict() == Verdict.REDEEMED) {
            return text.text(prefix + "Here", when.format(completedAt(action)), total);
        }
        if (response == null || response.redeemedAt() == null) {
            return text.text("detail.alreadyRedeemedUnknown");
        }
        String at = formatIso(response.redeemedAt());
        if (response.redeemedByTerminal() == null || response.redeemedByTerminal().equals(terminalId)) {
            return text.text(prefix + "Here", at, total);
        }
        return text.text(prefix, at, response.redeemedByTerminal(), total);
    }

    /** Which till's open sale has it, and until when; the cashier finishes or voids that sale first. */
    private String heldBySale(RedeemAction action) {
        RedemptionResponse response = action == null ? null : response(action);
        return held.words(response == null ? null : response.heldBy());
    }

    private String expired(RedeemAction action) {
        RedemptionResponse response = action == null ? null : response(action);
        if (response == null || response.expiresAt() == null) {
            return text.text("detail.expiredNoDate");
        }
        return text.text("detail.expired", formatIso(response.expiresAt()));
    }

    private String malformed(String typed) {
        String problem = VoucherCode.check(typed).map(p -> text.text("problem." + p.name())).orElse("");
        return KeyboardLayoutHint.explain(typed)
                .map(hint -> problem + "\n" + text.text("layout." + hint.layout().name()))
                .orElse(problem);
    }

    private String voucherLine(RedeemAction action) {
        if (action.voucherName() == null) {
            return "";
        }
        if (action.valueCents() == null || action.currency() == null) {
            return action.voucherName();
        }
        return action.voucherName() + "  ·  " + text.money(action.valueCents(), action.currency());
    }

    private Instant completedAt(RedeemAction action) {
        return Instant.ofEpochMilli(action.completedAt() != null ? action.completedAt() : action.createdAt());
    }

    private String formatIso(String iso) {
        try {
            return when.format(Instant.parse(iso));
        } catch (DateTimeParseException e) {
            return iso;
        }
    }

    private RedemptionResponse response(RedeemAction action) {
        if (action.responseBody() == null || action.responseBody().isBlank()) {
            return null;
        }
        try {
            return json.readValue(action.responseBody(), RedemptionResponse.class);
        } catch (IOException e) {
            LOG.warn("stored response of {} is not readable: {}", VoucherCode.mask(action.code()), e.toString());
            return null;
        }
    }
}
