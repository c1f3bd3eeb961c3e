package io.redeemdesk.server.refund;

import io.redeemdesk.protocol.VoucherCode;

import java.nio.charset.StandardCharsets;
import java.util.UUID;

/**
 * A request to replace a voucher.
 *
 * @param code   the used voucher's code, as typed (normalized here)
 * @param use    the use to replace (1 for a single voucher), or null for the latest use without a replacement
 * @param reason why, 1-200 characters without control characters (see {@link #reasonProblem})
 * @param actor  who asks, for the audit trail: {@code admin:<name>}, {@code console:<name>}
 * @param key    the idempotency key: a retry with the same key and body gets the first replacement back
 */
public record ReplacementRequest(String code, Integer use, String reason, String actor, String key) {
    /** The longest reason, in code points (the rule of a revocation's reason). */
    public static final int MAX_REASON = 200;

    public ReplacementRequest {
        code = VoucherCode.normalize(code);
        reason = reason == null ? null : reason.strip();
    }

    /** What is wrong with {@code reason} in one plain sentence, or null when it is fine. */
    public static String reasonProblem(String reason) {
        String r = reason == null ? "" : reason.strip();
        if (r.isEmpty() || r.codePointCount(0, r.length()) > MAX_REASON
                || r.chars().anyMatch(Character::isISOControl)) {
            return "reason must be 1-" + MAX_REASON + " characters without control characters: replacements are "
                    + "audited";
        }
        return null;
    }

    /**
     * The key {@code server replace} uses for use {@code use} of {@code code}: the same on every run, so a
     * command run again after a failure replays the first replacement rather than issuing a second one.
     */
    public static String keyFor(String code, int use) {
        return UUID.nameUUIDFromBytes(("server replace " + VoucherCode.normalize(code) + " use " + use)
                .getBytes(StandardCharsets.UTF_8)).toString();
    }
}
