package io.redeemdesk.bench.console;

import io.redeemdesk.protocol.VoucherCode;

import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.UUID;

/**
 * The vouchers of a {@link FillPlan} with what their history left in the schema, row for row as the service
 * writes it: the voucher, its uses in the ledger, each use's UNUSED → LOCKED → USED (or back to UNUSED for a
 * pass's use with uses left) transitions, an idempotency record for each use of the last 72 hours, a claim for a
 * campaign's voucher, a batch entry for an issued one, the open sale of a held one. All in the caller's
 * transaction; codes are real codes (check symbol and all) from a seeded generator, so every run fills the same.
 */
final class VoucherFill {
    private static final String VOUCHER = "INSERT INTO vouchers (code, template_id, status, locked_by, locked_at, "
            + "used_at, used_by_terminal, used_by_store, used_by_request, expires_at, created_at, uses_total, "
            + "uses_left, held_by_sale, held_until, campaign_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
    private static final String USE = "INSERT INTO redemptions (code, use_no, request_id, terminal_id, store_id, "
            + "cashier_id, value_cents, redeemed_at, offline) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)";
    private static final String TRANSITION = "INSERT INTO voucher_transitions (code, from_status, to_status, "
            + "request_id, actor, at, detail) VALUES (?, ?, ?, ?, ?, ?, ?)";
    private static final String RECORD = "INSERT INTO idempotency_records (terminal_id, request_id, fingerprint, "
            + "state, code, response_status, response_body, created_at, expires_at, outcome) "
            + "VALUES (?, ?, ?, 'SUCCEEDED', ?, 201, ?, ?, ?, 'REDEEMED')";
    private static final String CLAIM = "INSERT INTO campaign_claims (campaign_id, customer_hash, n, code, channel, "
            + "request_id, claimed_at) VALUES (?, ?, 1, ?, 'bench-shop', ?, ?)";
    private static final String IN_BATCH = "INSERT INTO batch_vouchers (batch_id, n, code) VALUES (?, ?, ?)";
    private static final String SALE = "INSERT INTO sales (sale_id, terminal_id, store_id, cashier_id, state, "
            + "opened_at) VALUES (?, ?, ?, 'bench', 'OPEN', ?)";
    private static final String HOLD = "INSERT INTO sale_holds (sale_id, code, state, held_at, held_until) "
            + "VALUES (?, ?, 'HELD', ?, ?)";
    private static final long RETENTION = 3 * FillPlan.DAY;

    private final FillPlan plan;
    private final SecureRandom codes;
    private final SplittableRandom random = new SplittableRandom(27);
    private final Map<String, Integer> batchSizes = new HashMap<>();
    private long redemptions;

    VoucherFill(FillPlan plan) {
        this.plan = plan;
        try {
            this.codes = SecureRandom.getInstance("SHA1PRNG");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        codes.setSeed(27);
    }

    /** Inserts every voucher of the plan; returns the redemptions written. */
    long fill(Connection c) throws SQLException {
        try (Rows vouchers = new Rows(c, VOUCHER); Rows uses = new Rows(c, USE);
             Rows transitions = new Rows(c, TRANSITION); Rows records = new Rows(c, RECORD);
             Rows claims = new Rows(c, CLAIM); Rows inBatch = new Rows(c, IN_BATCH);
             Rows sales = new Rows(c, SALE); Rows holds = new Rows(c, HOLD)) {
            Writers w = new Writers(vouchers, uses, transitions, records, claims, inBatch, sales, holds);
            for (int i = 0; i < plan.vouchers(); i++) {
                one(w, i);
            }
        }
        return redemptions;
    }

    /** The batches' sizes, by batch id. */
    Map<String, Integer> batchSizes() {
        return batchSizes;
    }

    private record Writers(Rows vouchers, Rows uses, Rows transitions, Rows records, Rows claims, Rows inBatch,
                           Rows sales, Rows holds) {
    }

    private void one(Writers w, int i) throws SQLException {
        String code = VoucherCode.generate(codes);
        int t = i % FillPlan.TEMPLATES;
        long valueCents = (t + 1) * 500L;
        long created = plan.now() - 8 * FillPlan.DAY - (i % 1000) * 1000L;
        String campaign = plan.campaign(i);
        if (campaign == null) {
            String batch = plan.batch(i);
            w.inBatch().add(batch, plan.inBatch(i), code);
            batchSizes.merge(batch, 1, Integer::sum);
        } else {
            w.claims().add(campaign, Long.toHexString(random.nextLong()) + Long.toHexString(random.nextLong()), code,
                    UUID.randomUUID().toString(), created);
            w.transitions().add(code, "UNUSED", "UNUSED", null, "channel:bench-shop", created,
                    "issued from campaign " + campaign);
        }
        FillPlan.Kind kind = plan.kind(i);
        int usesTotal = kind == FillPlan.Kind.PASS ? FillPlan.PASS_USES : 1;
        int uses = kind == FillPlan.Kind.PASS ? 2 : kind == FillPlan.Kind.USED ? 1 : 0;
        long last = 0;
        int terminal = random.nextInt(FillPlan.terminals());
        String request = null;
        long first = plan.now() - random.nextLong(7 * FillPlan.DAY);
        for (int u = 1; u <= uses; u++) {
            long at = u == 1 ? first : first + random.nextLong(Math.max(1, plan.now() - first));
            terminal = random.nextInt(FillPlan.terminals());
            request = UUID.randomUUID().toString();
            use(w, code, u, u == usesTotal ? "USED" : "UNUSED", request, FillPlan.terminal(terminal), valueCents, at);
            last = at;
        }
        String status = switch (kind) {
            case USED -> "USED";
            case REVOKED -> "REVOKED";
            case HELD, STUCK -> "LOCKED";
            default -> "UNUSED";
        };
        String tid = uses > 0 ? FillPlan.terminal(terminal) : null;
        String store = tid == null ? null : tid.substring(0, 3);
        String sale = kind == FillPlan.Kind.HELD ? UUID.randomUUID().toString() : null;
        String lockedBy = kind == FillPlan.Kind.STUCK ? UUID.randomUUID().toString() : sale;
        Long lockedAt = switch (kind) {
            case HELD -> plan.now() - 60_000;
            case STUCK -> plan.now() - 600_000;
            default -> null;
        };
        Long heldUntil = sale == null ? null : Long.valueOf(plan.now() + 14 * 60_000);
        w.vouchers().add(code, FillPlan.template(t), status, lockedBy, lockedAt, uses > 0 ? last : null, tid, store,
                request, null, created, usesTotal, usesTotal - uses, sale, heldUntil, campaign);
        if (kind == FillPlan.Kind.REVOKED) {
            w.transitions().add(code, "UNUSED", "REVOKED", null, "admin:bench", plan.now() - FillPlan.DAY,
                    "bench: lost");
        }
        if (sale != null) {
            String till = FillPlan.terminal(i % FillPlan.terminals());
            w.sales().add(sale, till, till.substring(0, 3), lockedAt);
            w.holds().add(sale, code, lockedAt, heldUntil);
            w.transitions().add(code, "UNUSED", "LOCKED", sale, till, lockedAt, null);
        }
    }

    private void use(Writers w, String code, int useNo, String after, String request, String terminal,
                     long valueCents, long at) throws SQLException {
        String store = terminal.substring(0, 3);
        w.uses().add(code, useNo, request, terminal, store, "cashier-" + (at % 12), valueCents, at, 0);
        w.transitions().add(code, "UNUSED", "LOCKED", request, terminal, at - 3, null);
        w.transitions().add(code, "LOCKED", after, request, terminal, at, null);
        if (at > plan.now() - RETENTION) {
            w.records().add(terminal, request, "bench", code, "{\"verdict\":\"REDEEMED\",\"code\":\"" + code + "\"}",
                    at - 3, at + RETENTION);
        }
        redemptions++;
    }
}
