package io.redeemdesk.server.console;

import io.redeemdesk.server.ServerFixture;
import io.redeemdesk.server.ServerParts;

import java.sql.SQLException;

/** Operators and browsers of a test node's console. */
final class ConsoleTesting {
    static final String PASSWORD = "correct horse battery staple";

    private ConsoleTesting() {
    }

    /** An operator of {@code role} ({@code admin}, {@code marketing}, {@code support}, {@code viewer}). */
    static void operator(ServerFixture node, String name, String role) throws SQLException {
        ServerParts parts = node.server.parts();
        parts.operators().create(name, role, parts.passwordHasher().hash(PASSWORD.toCharArray()));
    }

    /** A browser of the node's console whose language is {@code language}, not signed in yet. */
    static ConsoleBrowser browser(ServerFixture node, String language) {
        return new ConsoleBrowser(node.server.url("127.0.0.1"), language);
    }
}
