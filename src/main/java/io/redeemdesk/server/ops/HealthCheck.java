package io.redeemdesk.server.ops;

import io.javalin.http.Context;
import io.redeemdesk.server.db.ServerDatabase;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.sql.SQLException;
import java.util.Map;

/** {@code GET /health}: 200 UP when this node can reach its database, 503 DOWN (with the reason) when not. */
public final class HealthCheck {
    private static final Logger LOG = LoggerFactory.getLogger(HealthCheck.class);
    private final ServerDatabase database;

    public HealthCheck(ServerDatabase database) {
        this.database = database;
    }

    public void answer(Context ctx) {
        try {
            if (database.read(c -> c.isValid(2))) {
                ctx.json(Map.of("status", "UP"));
                return;
            }
            down(ctx, "the database connection is not valid");
        } catch (SQLException | RuntimeException e) {
            LOG.warn("health check failed", e);
            down(ctx, "the database is unreachable: " + e.getMessage());
        }
    }

    private static void down(Context ctx, String reason) {
        ctx.status(503);
        ctx.json(Map.of("status", "DOWN", "reason", reason));
    }
}
