package io.redeemdesk.server.http;

import io.javalin.http.Context;
import io.redeemdesk.protocol.ApiHeaders;
import io.redeemdesk.protocol.ProblemType;
import io.redeemdesk.server.auth.AdminTokens;
import io.redeemdesk.server.auth.TerminalRegistry;
import io.redeemdesk.server.auth.TerminalSightings;
import io.redeemdesk.server.redeem.Terminal;

import java.sql.SQLException;
import java.util.Optional;

/**
 * Resolves the bearer token of a request to a terminal or an admin; answers 401 or 403 itself when it cannot. A
 * request with a known terminal token is a sighting of its terminal (with the outbox depth it reported), kept in
 * memory for {@link TerminalSightings} to write later.
 */
public final class RequestAuthenticator {
    private static final String BEARER = "Bearer ";
    private final TerminalRegistry terminals;
    private final AdminTokens admins;
    private final ProblemWriter problems;
    private final TerminalSightings sightings;

    public RequestAuthenticator(TerminalRegistry terminals, AdminTokens admins, ProblemWriter problems,
                                TerminalSightings sightings) {
        this.terminals = terminals;
        this.sightings = sightings;
        this.admins = admins;
        this.problems = problems;
    }

    /** The admin's name, or null after a 401 was written (a terminal token is not an admin token). */
    public String admin(Context ctx) throws SQLException {
        String token = bearer(ctx);
        Optional<String> admin = token == null ? Optional.empty() : admins.authenticate(token);
        if (admin.isEmpty()) {
            problems.unauthorized(ctx, TokenKind.ADMIN, "Admin operations need Authorization: Bearer "
                    + "<admin token>; create one with 'redeemdesk server create-admin-token'");
            return null;
        }
        return admin.get();
    }

    private static String bearer(Context ctx) {
        String header = ctx.header(ApiHeaders.AUTHORIZATION);
        if (header == null || !header.startsWith(BEARER) || header.length() > 256) {
            return null;
        }
        return header.substring(BEARER.length()).trim();
    }

    /** The request's terminal, or null after an error answer was written. */
    public Terminal authenticate(Context ctx) throws SQLException {
        String token = bearer(ctx);
        if (token == null) {
            problems.unauthorized(ctx, TokenKind.TERMINAL, "Send Authorization: Bearer <terminal token> (made by "
                    + "'redeemdesk server create-terminal' or an enrollment)");
            return null;
        }
        TerminalRegistry.Authentication auth = terminals.authenticate(token);
        if (auth.terminal().isEmpty()) {
            problems.unauthorized(ctx, TokenKind.TERMINAL, "Unknown terminal token (a channel or admin token is not "
                    + "a terminal token)");
            return null;
        }
        sightings.seen(auth.terminal().get().id(), TerminalSightings.depth(ctx.header(ApiHeaders.QUEUE_DEPTH)));
        if (!auth.enabled()) {
            problems.write(ctx, ProblemType.TERMINAL_DISABLED, 403,
                    "Terminal " + auth.terminal().get().id() + " is disabled; ask the administrator to enable it");
            return null;
        }
        return auth.terminal().get();
    }
}
