package io.redeemdesk.client.cashier;

import io.redeemdesk.client.outbox.ActionKind;
import io.redeemdesk.client.outbox.Sale;
import io.redeemdesk.client.outbox.SaleLine;
import io.redeemdesk.client.redeem.SaleEngine;
import io.redeemdesk.client.text.Messages;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.protocol.VoucherCode;

import java.time.Clock;
import java.util.Objects;

/**
 * The words of sale mode: each line's amount and state, the total, and the verdict card after a scan, Delete,
 * F4 or F8, in the cashier's language ({@code sale.*} keys) and with the verdict panel's looks and sounds.
 */
final class SaleCards {
    private final Messages text;
    private final PassWords passes;
    private final HeldBySaleWords held;
    private final Clock clock;

    SaleCards(Messages text, Clock clock, String terminalId) {
        this.text = text;
        this.passes = new PassWords(text);
        this.held = new HeldBySaleWords(text, clock.getZone(), terminalId);
        this.clock = clock;
    }

    /** A line of {@code sale}; in a voided sale the vouchers it counted read "given back". */
    SaleLineRow row(SaleLine line, Sale sale) {
        boolean givenBack = sale.state() == Sale.State.VOIDED && line.state().counts();
        return new SaleLineRow(line.code(), VoucherCode.mask(line.code()), Objects.toString(line.voucherName(), ""),
                amount(line), givenBack ? text.text("sale.state.line.givenBack") : state(line),
                givenBack ? VerdictLook.READY : look(line));
    }

    String total(Sale sale) {
        long counted = sale.lines().stream().filter(l -> l.state().counts()).count();
        String currency = sale.currency();
        return currency == null ? text.text("sale.totalCount", counted)
                : text.text("sale.total", counted, text.money(sale.totalCents(), currency));
    }

    String saleState(Sale sale) {
        return text.text("sale.state." + sale.state().name(), Objects.toString(sale.orderNo(), ""));
    }

    /** The card after a scan: what became of the scanned line. */
    VerdictCard afterScan(SaleEngine.Step step) {
        String masked = VoucherCode.mask(Objects.toString(step.code(), ""));
        return switch (step.result()) {
            case MALFORMED -> card(VerdictLook.MALFORMED_CODE, text.text("verdict.MALFORMED_CODE"), "", masked,
                    VoucherCode.check(step.code()).map(p -> text.text("problem." + p.name())).orElse(""));
            case ALREADY_IN_SALE -> card(VerdictLook.ALREADY_IN_SALE, text.text("sale.card.alreadyInSale"), "", masked,
                    text.text("sale.detail.alreadyInSale"));
            case TAKEN_HERE_BEFORE -> card(VerdictLook.PENDING_HERE, text.text("sale.card.takenHereBefore"), "",
                    masked, text.text("sale.detail.takenHereBefore"));
            case CANNOT_VERIFY -> card(VerdictLook.CANNOT_VERIFY, text.text("verdict.CANNOT_VERIFY"), "", masked,
                    text.text("sale.detail.cannotVerify") + engineWords(step.detail()));
            case SALE_CLOSED -> card(VerdictLook.PENDING_HERE, text.text("sale.card.closed"), "", masked, "");
            default -> step.sale().shownLine(step.code()).map(l -> lineCard(l, step.sale()))
                    .orElse(card(VerdictLook.READY, text.text("sale.card.removed"), "", masked, ""));
        };
    }

    /** The card after F4 or F8 (or a sale whose capture or void was answered later). */
    VerdictCard afterClose(SaleEngine.Step step) {
        Sale sale = step.sale();
        return switch (step.result()) {
            case NOTHING_TO_COMPLETE -> card(VerdictLook.PENDING_HERE, text.text("sale.card.nothing"), "", "", "");
            case VOID_AFTER_CAPTURE -> card(VerdictLook.PENDING_HERE, text.text("sale.card.voidAfterCapture"), "",
                    "", "");
            case CANNOT_VERIFY -> card(VerdictLook.CANNOT_VERIFY, text.text("sale.card.cannotComplete"), "", "",
                    text.text(sale.capture() == null ? "sale.detail.cannotComplete" : "sale.detail.captureQueued")
                            + engineWords(step.detail()));
            default -> saleCard(sale);
        };
    }

    VerdictCard saleCard(Sale sale) {
        long used = sale.lines().stream().filter(l -> l.state() == SaleLine.State.CAPTURED).count();
        long gone = sale.lines().stream().filter(l -> l.state() == SaleLine.State.CAPTURE_REFUSED
                || l.state() == SaleLine.State.CONFLICT).count();
        String order = sale.orderNo() == null ? "" : text.text("sale.detail.order", sale.orderNo());
        return switch (sale.state()) {
            case COMPLETED -> card(gone == 0 ? VerdictLook.REDEEMED : VerdictLook.ALREADY_REDEEMED,
                    text.text(gone == 0 ? "sale.card.completed" : "sale.card.completedWithGone"), "", "",
                    text.text("sale.detail.completed", used, gone) + order);
            case COMPLETED_OFFLINE -> card(VerdictLook.SAVED_OFFLINE, text.text("sale.card.completedOffline"), "",
                    "", text.text("detail.savedOffline") + order);
            case COMPLETING -> card(VerdictLook.CHECKING, text.text("sale.card.completing"), "", "", order);
            case CAPTURE_FAILED -> sale.nothingHeld()
                    ? card(VerdictLook.SERVER_WRONG, text.text("sale.card.nothingCaptured"), "", "",
                            text.text("sale.detail.nothingCaptured"))
                    : card(VerdictLook.SERVER_WRONG, text.text("sale.card.captureFailed"), "", "",
                            (engineWords(sale.capture().lastError()) + lineByLine(sale)).strip());
            case VOIDING, VOIDED -> card(VerdictLook.READY, text.text("sale.card.voided"), "", "",
                    text.text("sale.detail.voided"));
            case OPEN -> card(VerdictLook.READY, text.text("verdict.READY"), "", "", "");
        };
    }

    /** Each line the cashier sees, one a line: its masked code, name and what became of it. */
    private String lineByLine(Sale sale) {
        StringBuilder lines = new StringBuilder();
        for (SaleLine line : sale.shownLines()) {
            lines.append('\n').append(VoucherCode.mask(line.code())).append("  ")
                    .append(Objects.toString(line.voucherName(), "")).append(" — ").append(state(line));
        }
        return lines.toString();
    }

    /** Ready for the next scan; the sale's total stays in view. */
    VerdictCard ready(Sale sale) {
        return card(VerdictLook.READY, text.text("verdict.READY"), "", "",
                sale.state().closed() || sale.lines().isEmpty() ? "" : total(sale));
    }

    VerdictCard orderNumberNeeded() {
        return card(VerdictLook.PENDING_HERE, text.text("sale.card.orderNeeded"), "", "",
                text.text("sale.detail.orderNeeded", OrderNumberRule.MAX_LENGTH));
    }

    VerdictCard signedOut() {
        return card(VerdictLook.SIGNED_OUT, text.text("sale.card.signedOut"), "", "", text.text("detail.signedOut"));
    }

    /**
     * The step could not be recorded: on a full disk, what was not done (nothing added, taken off, completed or
     * voided) and to call support, as a redemption says it; never a Java type.
     */
    VerdictCard failed(ActionKind step, Throwable error) {
        return card(VerdictLook.CANNOT_VERIFY, text.text("verdict.CANNOT_VERIFY"), "", "",
                text.text(VerdictCards.failureKey(error, "sale.detail.diskFull." + step.name(),
                        "sale.detail.diskFailed", "sale.detail.failed")));
    }

    VerdictCard holding(String typed) {
        return card(VerdictLook.CHECKING, text.text("sale.state.line.HOLDING"), "",
                VoucherCode.mask(VoucherCode.normalize(typed)), "");
    }

    private VerdictCard lineCard(SaleLine line, Sale sale) {
        String voucher = (Objects.toString(line.voucherName(), "") + "  ·  " + amount(line)).strip();
        String masked = VoucherCode.mask(line.code());
        return switch (line.state()) {
            case HELD -> new VerdictCard(VerdictLook.REDEEMED, text.text("sale.card.held"),
                    text.text("sale.short.held"), voucher, masked, total(sale), clock.instant());
            case HOLDING -> card(VerdictLook.CHECKING, text.text("sale.state.line.HOLDING"), voucher, masked, "");
            case ACCEPTED_OFFLINE -> card(VerdictLook.SAVED_OFFLINE, text.text("sale.card.acceptedOffline"), voucher,
                    masked, text.text("detail.savedOffline"));
            default -> card(look(line), refusal(line), voucher, masked, refusalDetail(line));
        };
    }

    private String refusal(SaleLine line) {
        if (heldElsewhere(line)) {
            return text.text("verdict.HELD_BY_SALE");
        }
        return line.verdict() != null && line.verdict().problemType() != null
                ? text.text("verdict." + line.verdict().name()) : text.text("sale.card.refused");
    }

    /** Why a line is refused, in the till's words (the service's own sentence stays in the outbox and the log). */
    private String refusalDetail(SaleLine line) {
        if (heldElsewhere(line)) {
            return held.words(line.heldBy());
        }
        Verdict verdict = line.verdict();
        if (verdict != null && verdict.problemType() != null) {
            return switch (verdict) {
                case ALREADY_REDEEMED -> text.text("detail.alreadyRedeemedUnknown");
                case UNKNOWN_CODE -> text.text("detail.unknown");
                case EXPIRED -> text.text("detail.expiredNoDate");
                case REVOKED -> text.text("detail.revoked");
                default -> "";
            };
        }
        return text.reason(line.hold().lastError());
    }

    /** Another sale has the voucher: the hold was refused {@code voucher-held}, or the capture found it held. */
    private static boolean heldElsewhere(SaleLine line) {
        return line.heldBy() != null || line.verdict() == Verdict.HELD;
    }

    private VerdictLook look(SaleLine line) {
        return switch (line.state()) {
            case HOLDING -> VerdictLook.CHECKING;
            case HELD, CAPTURED -> VerdictLook.REDEEMED;
            case ACCEPTED_OFFLINE -> VerdictLook.SAVED_OFFLINE;
            case RELEASED -> VerdictLook.READY;
            case CONFLICT -> VerdictLook.PENDING_HERE;
            case REFUSED, CAPTURE_REFUSED -> line.verdict() != null && line.verdict().problemType() != null
                    ? VerdictLook.of(line.verdict()) : VerdictLook.ALREADY_REDEEMED;
        };
    }

    /** The line's state and, for a refused line, the verdict's short word; the card has the longer words. */
    private String state(SaleLine line) {
        String words = text.text("sale.state.line." + line.state().name());
        Verdict verdict = line.verdict();
        if (heldElsewhere(line)) {
            return words + " — " + text.text("short.HELD_BY_SALE");
        }
        return verdict != null && verdict.problemType() != null
                ? words + " — " + text.text("short." + verdict.name()) : words;
    }

    /** The value; for a pass, the one use it takes of how many (once captured: what it has left). */
    private String amount(SaleLine line) {
        String pass = line.state() == SaleLine.State.CAPTURED ? passes.afterUse(line.usesLeft(), line.usesTotal())
                : passes.held(line.hold().usesLeft(), line.usesTotal());
        if (!pass.isEmpty()) {
            return pass;
        }
        return line.valueCents() == null || line.currency() == null ? "" : text.money(line.valueCents(), line.currency());
    }

    private String engineWords(String detail) {
        return detail == null || detail.isBlank() ? "" : "\n(" + text.reason(detail) + ")";
    }

    private VerdictCard card(VerdictLook look, String headline, String voucher, String masked, String detail) {
        return new VerdictCard(look, headline, text.text("short." + look.name()), voucher, masked, detail,
                clock.instant());
    }
}
