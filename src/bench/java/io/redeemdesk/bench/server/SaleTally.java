package io.redeemdesk.bench.server;

import java.util.concurrent.atomic.LongAdder;

/**
 * What the tills of the sale mix saw: sales captured and voided, vouchers used and refused, deliveries replayed;
 * conflicts waited out, errors and every attempt's latency are kept in the shared {@link Tally}.
 */
final class SaleTally {
    final Tally attempts = new Tally();
    /** The latencies of the holds' attempts alone, and of the captures' and voids'. */
    final Tally holdAttempts = new Tally();
    final Tally closeAttempts = new Tally();
    /** Requests sent, each counted once (a wait-out of 409/429 is the same request). */
    final LongAdder requests = new LongAdder();
    final LongAdder sales = new LongAdder();
    final LongAdder captured = new LongAdder();
    final LongAdder voided = new LongAdder();
    final LongAdder held = new LongAdder();
    final LongAdder heldElsewhere = new LongAdder();
    final LongAdder used = new LongAdder();
    final LongAdder refusedAtCapture = new LongAdder();
}
