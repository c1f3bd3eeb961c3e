package io.redeemdesk.server.ops;

import io.javalin.http.Context;
import io.redeemdesk.server.db.ServerDatabase;
import io.redeemdesk.server.http.Utf8Bodies;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.sql.SQLException;

/** {@code GET /health}: 200 UP when this node can reach its database, 503 DOWN (with the reason) when not. */
public final class HealthCheck {
    private static final Logger LOG = LoggerFactory.getLogger(HealthCheck.class);
    private static final ObjectMapper JSON = new ObjectMapper();
    private final ServerDatabase database;

    public HealthCheck(ServerDatabase database) {
        this.database = database;
    }

    public void answer(Context ctx) {
        try {
            if (database.read(c -> c.isValid(2))) {
                Utf8Bodies.json(ctx, 200, "{\"status\":\"UP\"}");
                return;
            }
            down(ctx, "the database connection is not valid");
        } catch (SQLException | RuntimeException e) {
            LOG.warn("health check failed", e);
            down(ctx, "the database is unreachable: " + e.getMessage());
        }
    }

    private static void down(Context ctx, String reason) {
        Utf8Bodies.json(ctx, 503, JSON.createObjectNode().put("status", "DOWN").put("reason", reason).toString());
    }
}
