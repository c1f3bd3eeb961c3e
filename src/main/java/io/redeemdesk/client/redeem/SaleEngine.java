package io.redeemdesk.client.redeem;

import io.redeemdesk.client.outbox.ActionKind;
import io.redeemdesk.client.outbox.EngineReason;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.client.outbox.Sale;
import io.redeemdesk.client.outbox.SaleLine;
import io.redeemdesk.client.outbox.SaleReading;
import io.redeemdesk.client.outbox.SaleStep;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.protocol.VoucherCode;

import java.sql.SQLException;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/**
 * Sale mode's foreground: turns scans, Delete, F4 and F8 into HOLD, RELEASE, CAPTURE and VOID actions of one sale.
 * Each is minted with its own request_id and committed to the outbox before anything is sent; then, when the
 * service is reachable and no earlier step of the sale waits, it is sent once with the short foreground deadline
 * (the drain delivers the rest, in order, with the redemptions' retry machinery; the cashier waits for a step
 * queued behind an earlier one no longer than for one sent at once). A step the till cannot commit (its disk is
 * full) is refused with a {@link TillStorageException} and nothing is sent, exactly as a redemption is. The sale
 * itself lives only in the outbox, so a restarted till reads it back as it was. Runs on a background thread, never
 * on the FX thread.
 */
public final class SaleEngine {
    private final SaleReading reading = new SaleReading();
    private final Object minting = new Object();

    private final EngineParts parts;
    private final SaleStepSender sender;

    SaleEngine(EngineParts parts) {
        this.parts = parts;
        this.sender = new SaleStepSender(parts);
    }

    /** What became of one request of the cashier's, and the sale as it now stands. */
    public record Step(Result result, Sale sale, String code, String detail) {
    }

    /** The classes of answer the sale screen distinguishes. */
    public enum Result {
        /** The step is committed; the sale (its line, its state) tells how far it got. */
        DONE,
        /** The code is not a voucher code: nothing was minted. */
        MALFORMED,
        /** The voucher is on this sale already: not sent again. */
        ALREADY_IN_SALE,
        /**
         * Another sale or a redemption of this till took the voucher already (used, or not yet confirmed by the
         * service): not sent, so it is not honoured twice.
         */
        TAKEN_HERE_BEFORE,
        /** The sale was completed or voided: nothing more can be done to it. */
        SALE_CLOSED,
        /** The service could not be asked and the offline policy refuses: do not honour; nothing stays held. */
        CANNOT_VERIFY,
        /** F4 on a sale with no voucher that counts. */
        NOTHING_TO_COMPLETE,
        /** F8 on a paid sale: refused here, nothing sent. */
        VOID_AFTER_CAPTURE
    }

    /** A new sale id (a UUID, as the service requires); the sale exists once its first hold is committed. */
    public String newSaleId() {
        return UUID.randomUUID().toString();
    }

    /**
     * The sale a restarted till shows again: the newest one neither completed nor voided that still has a line on
     * it (see {@link OutboxStatus#openSale()}).
     */
    public Optional<Sale> openSale() throws SQLException {
        Optional<String> saleId = parts.lookups().openSale();
        return saleId.isEmpty() ? Optional.empty() : Optional.of(sale(saleId.get()));
    }

    public Sale sale(String saleId) throws SQLException {
        sender.awaitStored(saleId);
        return reading.read(saleId, parts.lookups().saleSteps(saleId));
    }

    /** The sale as it reads once {@code answered}, shown before its commit, is stored. */
    private Sale sale(String saleId, RedeemAction answered) throws SQLException {
        return reading.read(saleId, parts.lookups().saleSteps(saleId).stream()
                .map(step -> step.requestId().equals(answered.requestId()) ? answered : step).toList());
    }

    /** A scan in sale mode: the voucher joins the sale as a hold. */
    public Step hold(String saleId, String rawCode, String cashierId) throws SQLException {
        Optional<VoucherCode.Problem> problem = VoucherCode.check(rawCode);
        if (problem.isPresent()) {
            return new Step(Result.MALFORMED, sale(saleId), rawCode, problem.get().message());
        }
        String code = VoucherCode.normalize(rawCode);
        parts.inFlight().awaitStored(code, parts.settings().foregroundDeadline());
        RedeemAction hold;
        boolean claimed;
        synchronized (minting) {
            Sale sale = sale(saleId);
            if (sale.state().closed()) {
                return new Step(Result.SALE_CLOSED, sale, code, null);
            }
            if (sale.shownLine(code).isPresent()) {
                return new Step(Result.ALREADY_IN_SALE, sale, code, null);
            }
            if (takenHereBefore(code, saleId)) {
                return new Step(Result.TAKEN_HERE_BEFORE, sale, code, null);
            }
            hold = mint(ActionKind.HOLD, sale, code, null, cashierId);
            if (!parts.connectivity().state().canSend()) {
                return holdOffline(sale, hold);
            }
            claimed = insertClaimed(hold, false);
        }
        Optional<SaleStepSender.Answered> answered = sender.send(hold, claimed, true);
        RedeemAction after = answered.isPresent() ? answered.get().action()
                : parts.lookups().find(hold.requestId()).orElseThrow();
        if (after.state().unfinished()) {
            return unanswered(saleId, after, after.lastError());
        }
        return new Step(Result.DONE, sale(saleId, after), code, null);
    }

    /**
     * True when this till took the voucher already elsewhere and the service has not confirmed it free again: a
     * redemption that stops a new one, or another sale whose line of the voucher still counts (held, holding,
     * accepted offline, captured) or is a conflict, or whose release or void of it is not answered yet. A hold sent
     * now could beat that sale's queued steps to the service, and one accepted offline would be honoured twice. A
     * voucher is free again once its release or its sale's void is answered, or when the service refused it to
     * that sale (its hold, its capture, or the capture as a whole).
     */
    private boolean takenHereBefore(String code, String saleId) throws SQLException {
        Set<String> otherSales = new LinkedHashSet<>();
        for (RedeemAction other : parts.lookups().actionsForCodeOutside(code, saleId)) {
            if (other.sale() == null ? RedeemEngine.blocksNewAction(other)
                    : other.kind() == ActionKind.RELEASE && other.state().unfinished()) {
                return true;
            }
            if (other.sale() != null) {
                otherSales.add(other.sale().saleId());
            }
        }
        for (String other : otherSales) {
            Sale sale = sale(other);
            if (sale.state() == Sale.State.VOIDING) {
                return true;
            }
            boolean settled = sale.state() == Sale.State.VOIDED || sale.state() == Sale.State.CAPTURE_FAILED;
            if (!settled && sale.shownLine(code).filter(SaleEngine::stillTaken).isPresent()) {
                return true;
            }
        }
        return false;
    }

    /**
     * A line that keeps its voucher: held, holding, accepted offline, a conflict, or captured (unless a pass the
     * capture left uses on: the customer's next visit takes the next use).
     */
    private static boolean stillTaken(SaleLine line) {
        boolean passWithUsesLeft = line.state() == SaleLine.State.CAPTURED && line.usesLeft() != null
                && line.usesLeft() > 0;
        return (line.state().counts() && !passWithUsesLeft) || line.state() == SaleLine.State.CONFLICT;
    }

    private Step holdOffline(Sale sale, RedeemAction hold) throws SQLException {
        if (!parts.caps().allowsOneMore()) {
            return new Step(Result.CANNOT_VERIFY, sale, hold.code(), why());
        }
        parts.storage().insertNew(hold.mintedOffline(true));
        parts.queueChanged().run();
        return new Step(Result.DONE, sale(sale.saleId()), hold.code(), null);
    }

    /** A hold sent but not answered in time: accepted offline if the policy allows, else taken off again. */
    private Step unanswered(String saleId, RedeemAction hold, String why) throws SQLException {
        synchronized (minting) {
            if (parts.caps().allowsOneMore()) {
                parts.writes().acceptOffline(hold.requestId());
                return new Step(Result.DONE, sale(saleId), hold.code(), null);
            }
            RedeemAction release = mint(ActionKind.RELEASE, sale(saleId), hold.code(), null, hold.cashierId());
            parts.storage().insertNew(release);
        }
        parts.queueChanged().run();
        return new Step(Result.CANNOT_VERIFY, sale(saleId), hold.code(), why);
    }

    /** Delete on a line: the voucher comes off the sale (a refused one needs nothing sent). */
    public Step release(String saleId, String code, String cashierId) throws SQLException {
        RedeemAction release;
        boolean claimed;
        synchronized (minting) {
            Sale sale = sale(saleId);
            if (sale.state().closed()) {
                return new Step(Result.SALE_CLOSED, sale, code, null);
            }
            Optional<SaleLine> line = sale.shownLine(code);
            if (line.isEmpty()) {
                return new Step(Result.DONE, sale, code, null);
            }
            release = mint(ActionKind.RELEASE, sale, code, null, cashierId);
            SaleLine.State state = line.get().state();
            if (state == SaleLine.State.REFUSED) {
                parts.storage().insertNew(release.settledHere(Verdict.RELEASED,
                        "the service never held it: nothing to release"));
                return new Step(Result.DONE, sale(saleId), code, null);
            }
            claimed = insertClaimed(release, state == SaleLine.State.ACCEPTED_OFFLINE);
        }
        sender.send(release, claimed);
        return new Step(Result.DONE, sale(saleId), code, null);
    }

    /** F4: the sale is paid; every voucher it holds is used, bound to {@code orderNo} (null when none). */
    public Step complete(String saleId, String orderNo, String cashierId) throws SQLException {
        RedeemAction capture;
        boolean claimed;
        synchronized (minting) {
            Sale sale = sale(saleId);
            if (sale.state().closed()) {
                return new Step(Result.SALE_CLOSED, sale, null, null);
            }
            if (sale.lines().stream().noneMatch(l -> l.state().counts())) {
                return new Step(Result.NOTHING_TO_COMPLETE, sale, null, null);
            }
            capture = mint(ActionKind.CAPTURE, sale, "", orderNo, cashierId);
            if (!parts.connectivity().state().canSend()) {
                if (parts.settings().offlinePolicy() != OfflinePolicy.ACCEPT) {
                    return new Step(Result.CANNOT_VERIFY, sale, null, why());
                }
                parts.storage().insertSaleAcceptedOffline(capture.mintedOffline(true));
                parts.queueChanged().run();
                return new Step(Result.DONE, sale(saleId), null, null);
            }
            claimed = insertClaimed(capture, false);
        }
        RedeemAction after = sender.send(capture, claimed).orElse(parts.lookups().find(capture.requestId()).orElseThrow());
        if (after.state().unfinished()) {
            if (parts.settings().offlinePolicy() == OfflinePolicy.ACCEPT) {
                parts.writes().acceptSaleOffline(capture.requestId());
                return new Step(Result.DONE, sale(saleId), null, null);
            }
            return new Step(Result.CANNOT_VERIFY, sale(saleId), null, after.lastError());
        }
        return new Step(Result.DONE, sale(saleId), null, null);
    }

    /** F8: the customer walked away; every voucher goes back. Refused here once the sale is paid. */
    public Step voidSale(String saleId, String cashierId) throws SQLException {
        RedeemAction voiding;
        boolean claimed;
        synchronized (minting) {
            Sale sale = sale(saleId);
            if (sale.capture() != null) {
                return new Step(Result.VOID_AFTER_CAPTURE, sale, null, null);
            }
            if (sale.voided() != null) {
                return new Step(Result.SALE_CLOSED, sale, null, null);
            }
            voiding = mint(ActionKind.VOID, sale, "", null, cashierId);
            boolean anyHeld = sale.lines().stream().anyMatch(l -> l.state() != SaleLine.State.REFUSED);
            if (!anyHeld) {
                parts.storage().insertNew(voiding.settledHere(null, "the sale never held a voucher: nothing to send"));
                return new Step(Result.DONE, sale(saleId), null, null);
            }
            claimed = insertClaimed(voiding, true);
        }
        sender.send(voiding, claimed);
        return new Step(Result.DONE, sale(saleId), null, null);
    }

    private RedeemAction mint(ActionKind kind, Sale sale, String code, String orderNo, String cashierId) {
        return RedeemAction.freshSaleStep(kind, new SaleStep(sale.saleId(), sale.steps() + 1, orderNo),
                UUID.randomUUID().toString(), code, parts.till(), cashierId, parts.clock().millis());
    }

    /**
     * Commits the step, having first claimed its sale when the service is reachable, so that the drain does not
     * pick the fresh row up meanwhile; true when the caller holds the claim and must send and release it.
     *
     * @param givesBack the step (a RELEASE or VOID) also withdraws the offline acceptance of what it gives back,
     *                  in the same commit
     */
    private boolean insertClaimed(RedeemAction step, boolean givesBack) throws SQLException {
        boolean claimed = parts.connectivity().state().canSend() && parts.inFlight().tryClaim(step.claimKey());
        try {
            if (givesBack) {
                parts.storage().insertGivingBack(step);
            } else {
                parts.storage().insertNew(step);
            }
        } catch (SQLException | RuntimeException e) {
            if (claimed) {
                parts.inFlight().release(step.claimKey());
            }
            throw e;
        }
        return claimed;
    }

    private String why() {
        Connectivity.State link = parts.connectivity().state();
        return link.authAlert() != null ? link.authAlert() : new EngineReason(EngineReason.Kind.UNREACHABLE, link.lastError()).phrase();
    }
}
