package io.redeemdesk.server.http;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import io.redeemdesk.protocol.Enrollment;
import io.redeemdesk.protocol.FieldRules;
import io.redeemdesk.protocol.ProblemType;
import io.redeemdesk.protocol.ProtocolJson;
import io.redeemdesk.server.auth.EnrollmentCodes;
import io.redeemdesk.server.limits.GlobalLimit;
import io.redeemdesk.server.ops.ServiceMetrics;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * {@code POST /v1/admin/enrollment-codes} (admin token): a one-time code for a terminal.
 * {@code POST /v1/enrollments} (no token: the code is the credential): the terminal's token, once; rate limited
 * per remote address, one limit for the whole service, before the body is read.
 */
public final class EnrollmentRoutes {
    /** The {@code limit} label of this endpoint's 429s in {@code redeemdesk_rate_limited_total}. */
    public static final String LIMIT = "enrollments";
    private static final Logger LOG = LoggerFactory.getLogger(EnrollmentRoutes.class);

    private static final JsonObjectBody CODE_REQUEST = new JsonObjectBody("an enrollment code request",
            "{\"terminalId\":\"TILL-3\",\"storeId\":\"STORE-1\"}",
            List.of(JsonObjectBody.Field.text("terminalId"), JsonObjectBody.Field.text("storeId")));
    private static final JsonObjectBody ENROLLMENT = new JsonObjectBody("an enrollment",
            "{\"code\":\"enr-XXXX-XXXX-XXXX-XXXX\"}", List.of(JsonObjectBody.Field.text("code")));

    private final EnrollmentCodes codes;
    private final RequestAuthenticator authenticator;
    private final GlobalLimit limiter;
    private final ServiceMetrics metrics;
    private final ProblemWriter problems;
    private final Duration ttl;
    private final ObjectMapper json = ProtocolJson.lenientMapper();

    public EnrollmentRoutes(EnrollmentCodes codes, RequestAuthenticator authenticator, GlobalLimit limiter,
                            ServiceMetrics metrics, ProblemWriter problems, Duration ttl) {
        this.codes = codes;
        this.authenticator = authenticator;
        this.limiter = limiter;
        this.metrics = metrics;
        this.problems = problems;
        this.ttl = ttl;
    }

    public void createCode(Context ctx) throws SQLException, IOException {
        if (authenticator.admin(ctx) == null) {
            return;
        }
        JsonObjectBody.Read body = CODE_REQUEST.read(ctx, problems);
        if (body == null) {
            return;
        }
        String terminal = body.text("terminalId");
        String store = body.text("storeId");
        for (String refusal : new String[] {FieldRules.id("terminalId", terminal), FieldRules.id("storeId", store)}) {
            if (refusal != null) {
                problems.write(ctx, ProblemType.INVALID_REQUEST, 422, refusal);
                return;
            }
        }
        String code = codes.create(terminal, store, ttl);
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("code", code);
        answer.put("terminalId", terminal);
        answer.put("storeId", store);
        answer.put("expiresAt", Instant.now().plus(ttl).toString());
        write(ctx, 201, answer);
    }

    public void enroll(Context ctx) throws SQLException, IOException {
        String address = ctx.ip();
        OptionalLong wait = limiter.admit(address);
        if (wait.isPresent()) {
            metrics.rateLimited(LIMIT);
            LOG.warn("enrollment attempts from {} rate limited", address);
            problems.tooManyRequests(ctx, wait.getAsLong(), "Too many enrollment attempts from " + address
                    + "; wait " + wait.getAsLong() + " s before the next one");
            return;
        }
        JsonObjectBody.Read body = ENROLLMENT.read(ctx, problems);
        if (body == null) {
            return;
        }
        String code = body.text("code");
        if (code.length() > 64) {
            problems.write(ctx, ProblemType.INVALID_REQUEST, 422, "code is longer than 64 characters: an enrollment "
                    + "code looks like enr-XXXX-XXXX-XXXX-XXXX");
            return;
        }
        Optional<Enrollment> enrolled = codes.exchange(code);
        if (enrolled.isEmpty()) {
            problems.unauthorized(ctx, TokenKind.ENROLLMENT,
                    "The enrollment code is unknown, already used or expired: ask for a new one");
            return;
        }
        write(ctx, 201, enrolled.get());
    }

    private void write(Context ctx, int status, Object body) throws IOException {
        Utf8Bodies.json(ctx, status, json.writeValueAsString(body));
    }
}
