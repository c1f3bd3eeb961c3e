package io.redeemdesk.server.http;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import io.redeemdesk.protocol.ProtocolJson;
import io.redeemdesk.server.db.DatabaseOutage;
import io.redeemdesk.server.db.Dialect;
import io.redeemdesk.server.db.ServerDatabase;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.sql.SQLException;

/**
 * {@code GET /health}: 200 UP when this node can use its database, 503 DOWN with the reason in plain words when not.
 * On SQLite it takes the file's write lock for a moment (a file locked by another process still reads, but no
 * redemption could be written); on PostgreSQL it checks a connection.
 */
public final class HealthCheck {
    private static final Logger LOG = LoggerFactory.getLogger(HealthCheck.class);
    private static final ObjectMapper JSON = ProtocolJson.lenientMapper();
    private static final int VALID_WITHIN_SECONDS = 2;
    private final ServerDatabase database;
    private final DatabaseOutage outage;

    public HealthCheck(ServerDatabase database, DatabaseOutage outage) {
        this.database = database;
        this.outage = outage;
    }

    public void answer(Context ctx) {
        try {
            boolean valid = database.dialect() == Dialect.SQLITE
                    ? database.inTransaction(c -> c.isValid(VALID_WITHIN_SECONDS))
                    : database.read(c -> c.isValid(VALID_WITHIN_SECONDS));
            if (valid) {
                Utf8Bodies.json(ctx, 200, "{\"status\":\"UP\"}");
                return;
            }
            down(ctx, "the database did not answer a check within " + VALID_WITHIN_SECONDS + " s");
        } catch (SQLException | RuntimeException e) {
            String why = outage.reason(e).orElse("the database answered the check with an error");
            LOG.warn("health check: {}", why);
            LOG.debug("health check failure", e);
            down(ctx, why);
        }
    }

    private static void down(Context ctx, String reason) {
        Utf8Bodies.json(ctx, 503, JSON.createObjectNode().put("status", "DOWN")
                .put("reason", reason + "; redemptions answer 503 until it is back").toString());
    }
}
