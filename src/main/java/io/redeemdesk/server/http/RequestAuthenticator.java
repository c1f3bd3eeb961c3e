package io.redeemdesk.server.http;

import io.javalin.http.Context;
import io.redeemdesk.protocol.ApiHeaders;
import io.redeemdesk.protocol.ProblemType;
import io.redeemdesk.server.auth.TerminalRegistry;
import io.redeemdesk.server.redeem.Terminal;

import java.sql.SQLException;

/** Resolves the bearer token of a request; answers 401 or 403 itself when it cannot. */
public final class RequestAuthenticator {
    private static final String BEARER = "Bearer ";
    private final TerminalRegistry terminals;
    private final ProblemWriter problems;

    public RequestAuthenticator(TerminalRegistry terminals, ProblemWriter problems) {
        this.terminals = terminals;
        this.problems = problems;
    }

    /** The request's terminal, or null after an error answer was written. */
    public Terminal authenticate(Context ctx) throws SQLException {
        String header = ctx.header(ApiHeaders.AUTHORIZATION);
        if (header == null || !header.startsWith(BEARER) || header.length() > 256) {
            ctx.header("WWW-Authenticate", "Bearer");
            problems.write(ctx, ProblemType.UNAUTHORIZED, 401, "Send Authorization: Bearer <terminal token>");
            return null;
        }
        TerminalRegistry.Authentication auth = terminals.authenticate(header.substring(BEARER.length()).trim());
        if (auth.terminal().isEmpty()) {
            ctx.header("WWW-Authenticate", "Bearer");
            problems.write(ctx, ProblemType.UNAUTHORIZED, 401, "Unknown terminal token");
            return null;
        }
        if (!auth.enabled()) {
            problems.write(ctx, ProblemType.TERMINAL_DISABLED, 403,
                    "Terminal " + auth.terminal().get().id() + " is disabled; ask the administrator to enable it");
            return null;
        }
        return auth.terminal().get();
    }
}
