package io.redeemdesk.client.outbox;

import java.util.List;

/**
 * One sale as its outbox steps tell it: its lines in scan order, and its capture or void if one was asked for.
 *
 * @param lines   every voucher it took, in scan order, released ones included
 * @param capture the CAPTURE step, or null
 * @param voided  the VOID step, or null
 * @param orderNo the order number given at completion, or null
 */
public record Sale(String saleId, State state, List<SaleLine> lines, RedeemAction capture, RedeemAction voided,
                   String orderNo, int steps) {

    /** Where the sale stands. */
    public enum State {
        /** Taking vouchers. */
        OPEN,
        /** Completed by the cashier; the capture waits for its holds' answers or its own. */
        COMPLETING,
        /** Completed while the service could not confirm, under the offline policy {@code accept}. */
        COMPLETED_OFFLINE,
        /** The service captured it. */
        COMPLETED,
        /** The service refused the capture (the detail is on the capture step). */
        CAPTURE_FAILED,
        /** Voided by the cashier; the void is being delivered. */
        VOIDING,
        /** The service gave every voucher back (or the sale never held one). */
        VOIDED;

        /** True once the cashier completed or voided it: nothing more can be added. */
        public boolean closed() {
            return this != OPEN;
        }
    }

    /**
     * True when the capture was not sent because the service held none of the sale's vouchers (each refused or
     * taken off): nothing was captured.
     */
    public boolean nothingHeld() {
        EngineReason why = capture == null ? null : EngineReason.read(capture.lastError());
        return why != null && why.kind() == EngineReason.Kind.NOTHING_HELD;
    }

    /** The lines the cashier sees (released ones are gone). */
    public List<SaleLine> shownLines() {
        return lines.stream().filter(l -> l.state().shown()).toList();
    }

    /** The line of {@code code} still on the sale, if any. */
    public java.util.Optional<SaleLine> shownLine(String code) {
        return shownLines().stream().filter(l -> l.code().equals(code)).findFirst();
    }

    /** The sum of the counted lines' known values, in minor units. */
    public long totalCents() {
        return lines.stream().filter(l -> l.state().counts() && l.valueCents() != null)
                .mapToLong(SaleLine::valueCents).sum();
    }

    /** The currency of the first line with one, or null. */
    public String currency() {
        return lines.stream().map(SaleLine::currency).filter(c -> c != null).findFirst().orElse(null);
    }
}
