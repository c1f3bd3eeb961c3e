package io.redeemdesk.bench.manager;

import io.redeemdesk.client.redeem.ActionState;
import io.redeemdesk.client.redeem.Outbox;
import io.redeemdesk.client.redeem.SqliteFiles;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.protocol.VoucherCode;

import java.nio.file.Path;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.UUID;

/**
 * Builds a realistic outbox of any size for the paging tests and {@code bench log}: actions spread evenly over
 * the days before {@code now} by six cashiers, mostly redeemed, some refused, a few failed, conflicting or
 * still queued, each with its attempt rows. One transaction, batched inserts, seeded so runs are comparable.
 */
public final class SyntheticLog {
    public static final List<String> CASHIERS = List.of("alice", "bob", "carol", "dave", "erin", "frank");
    private static final int BATCH = 5_000;
    private static final Duration RECENT = Duration.ofHours(2);

    private final Random random;
    private final SecureRandom codes;

    public SyntheticLog(long seed) {
        this.random = new Random(seed);
        try {
            this.codes = SecureRandom.getInstance("SHA1PRNG");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK lacks SHA1PRNG", e);
        }
        codes.setSeed(seed);
    }

    /** What was written: every code and request_id in insertion order, for searches that must hit. */
    public record Written(List<String> codes, List<String> requestIds) {
    }

    /** Creates (or extends) the outbox at {@code outboxFile} with {@code rows} actions over {@code days}. */
    public Written write(Path outboxFile, int rows, Instant now, int days) throws SQLException {
        Outbox.open(outboxFile).close();
        List<String> writtenCodes = new ArrayList<>(rows);
        List<String> writtenIds = new ArrayList<>(rows);
        long start = now.minus(Duration.ofDays(days)).toEpochMilli();
        double step = (double) (now.toEpochMilli() - start) / rows;
        try (Connection c = SqliteFiles.openWritable(outboxFile)) {
            try (var pragma = c.createStatement()) {
                pragma.execute("PRAGMA cache_size = -262144");
            }
            c.setAutoCommit(false);
            try (PreparedStatement action = c.prepareStatement("INSERT INTO actions (request_id, code, store_id, "
                    + "terminal_id, cashier_id, created_at, state, verdict, http_status, response_body, attempts, "
                    + "next_attempt_at, last_error, offline_accepted, honoured, voucher_name, value_cents, currency, "
                    + "completed_at) VALUES (?, ?, 'STORE-1', 'TILL-1', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
                 PreparedStatement attempt = c.prepareStatement("INSERT INTO attempts (request_id, attempt_no, "
                         + "started_at, duration_ms, outcome, http_status, detail) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
                for (int i = 0; i < rows; i++) {
                    long created = start + (long) (i * step);
                    String requestId = new UUID(random.nextLong(), random.nextLong()).toString();
                    String code = VoucherCode.generate(codes);
                    writtenCodes.add(code);
                    writtenIds.add(requestId);
                    boolean recent = now.toEpochMilli() - created < RECENT.toMillis();
                    Attempts tried = bindAction(action, requestId, code, created, recent);
                    bindAttempts(attempt, requestId, created, tried);
                    if ((i + 1) % BATCH == 0) {
                        action.executeBatch();
                        attempt.executeBatch();
                    }
                }
                action.executeBatch();
                attempt.executeBatch();
                c.commit();
            } catch (SQLException | RuntimeException e) {
                c.rollback();
                throw e;
            }
        }
        return new Written(writtenCodes, writtenIds);
    }

    /** How many attempts an action had and what the last one got back ({@code null}: no answer). */
    private record Attempts(int count, Integer lastStatus) {
    }

    private Attempts bindAction(PreparedStatement st, String requestId, String code, long created, boolean recent)
            throws SQLException {
        String cashier = CASHIERS.get(random.nextInt(CASHIERS.size()));
        double roll = random.nextDouble();
        ActionState state = ActionState.DONE;
        Verdict verdict = null;
        boolean offline = false;
        String error = null;
        Integer status;
        if (recent && roll < 0.05) {
            state = roll < 0.03 ? ActionState.PENDING : ActionState.UNKNOWN;
            offline = true;
            error = "connect timed out";
            status = null;
        } else if (roll < 0.00005) {
            state = ActionState.CONFLICT;
            verdict = Verdict.ALREADY_REDEEMED;
            offline = true;
            status = 409;
        } else if (roll < 0.01) {
            state = ActionState.FAILED;
            error = "HTTP 400 Bad request: terminal clock too far off";
            status = 400;
        } else {
            verdict = pickVerdict(random.nextDouble());
            offline = random.nextDouble() < 0.02;
            status = verdict.httpStatus();
        }
        boolean honoured = verdict == Verdict.REDEEMED || state == ActionState.CONFLICT
                || (offline && state.unfinished());
        long cents = (1 + random.nextInt(5)) * 500L;
        boolean known = verdict != null;
        int attempts = state == ActionState.PENDING ? 2 : 1 + (random.nextDouble() < 0.05 ? 1 : 0);
        st.setString(1, requestId);
        st.setString(2, code);
        st.setString(3, cashier);
        st.setLong(4, created);
        st.setString(5, state.name());
        st.setString(6, verdict == null ? null : verdict.name());
        st.setObject(7, status);
        st.setString(8, known ? body(verdict, requestId, code, cents, created) : null);
        st.setInt(9, attempts);
        st.setLong(10, created + (state.unfinished() ? 30_000 : 0));
        st.setString(11, error);
        st.setInt(12, offline ? 1 : 0);
        st.setInt(13, honoured ? 1 : 0);
        st.setString(14, known ? "Gift voucher " + cents / 100 + " EUR" : null);
        st.setObject(15, known ? cents : null);
        st.setString(16, known ? "EUR" : null);
        st.setObject(17, state.unfinished() ? null : created + 300);
        st.addBatch();
        return new Attempts(attempts, status);
    }

    private void bindAttempts(PreparedStatement st, String requestId, long created, Attempts tried)
            throws SQLException {
        for (int n = 1; n <= tried.count(); n++) {
            boolean answered = n == tried.count() && tried.lastStatus() != null;
            st.setString(1, requestId);
            st.setInt(2, n);
            st.setLong(3, created + (n - 1) * 2_000L);
            st.setLong(4, answered ? 40 + random.nextInt(200) : 3_000);
            st.setString(5, !answered ? "UNREACHABLE" : tried.lastStatus() == 400 ? "REFUSED" : "VERDICT");
            st.setObject(6, answered ? tried.lastStatus() : null);
            st.setString(7, answered ? null : "connect timed out");
            st.addBatch();
        }
    }

    private static Verdict pickVerdict(double roll) {
        if (roll < 0.84) {
            return Verdict.REDEEMED;
        }
        if (roll < 0.92) {
            return Verdict.ALREADY_REDEEMED;
        }
        if (roll < 0.96) {
            return Verdict.UNKNOWN_CODE;
        }
        return roll < 0.99 ? Verdict.EXPIRED : Verdict.REVOKED;
    }

    private static String body(Verdict verdict, String requestId, String code, long cents, long created) {
        String at = Instant.ofEpochMilli(created).toString();
        return "{\"verdict\":\"" + verdict.name() + "\",\"status\":" + verdict.httpStatus() + ",\"requestId\":\""
                + requestId + "\",\"code\":\"" + code + "\",\"voucherName\":\"Gift voucher " + cents / 100
                + " EUR\",\"valueCents\":" + cents + ",\"currency\":\"EUR\",\"redeemedAt\":\"" + at + "\"}";
    }
}
