package io.redeemdesk.server.refund;

import io.redeemdesk.server.redeem.VoucherStatus;

/** What a replacement request came to. */
public sealed interface ReplacementOutcome {
    /** A new voucher was issued ({@code replayed} false), or this key's earlier one is given back (true). */
    record Issued(Replacement replacement, boolean replayed) implements ReplacementOutcome {
    }

    /** No voucher has the code. */
    record UnknownCode(String code) implements ReplacementOutcome {
    }

    /** The voucher has no use taken (it is UNUSED, LOCKED, EXPIRED or REVOKED and never used). */
    record NotUsed(String code, VoucherStatus status) implements ReplacementOutcome {
    }

    /** The use asked for was not taken: the voucher has {@code usesTaken} uses taken. */
    record UseNotTaken(String code, int use, int usesTaken, int usesTotal) implements ReplacementOutcome {
    }

    /** The use (or, with no use given, every use taken) already has its replacement, under another key. */
    record AlreadyReplaced(Replacement existing) implements ReplacementOutcome {
    }

    /** The key was used before for another request (another code, use or reason): {@code first} is its answer. */
    record KeyReused(Replacement first) implements ReplacementOutcome {
    }
}
