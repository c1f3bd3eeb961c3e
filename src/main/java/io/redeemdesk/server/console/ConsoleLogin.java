package io.redeemdesk.server.console;

import io.redeemdesk.server.auth.OperatorAccount;
import io.redeemdesk.server.auth.OperatorAccounts;
import io.redeemdesk.server.auth.PasswordHasher;

import java.sql.SQLException;
import java.time.Clock;
import java.util.Optional;

/**
 * Signing in: the operator's password checked against its Argon2id hash; a right one opens a session and clears
 * the count of wrong ones, a wrong one is counted (the {@code maxFailedLogins}-th in a row locks the account for a
 * while). An unknown name costs the same hash as a known one, and a locked account is refused even with the right
 * password.
 */
public final class ConsoleLogin {
    private final OperatorAccounts accounts;
    private final PasswordHasher hasher;
    private final ConsoleSessions sessions;
    private final ConsoleSettings settings;
    private final Clock clock;
    private final String unknownNameHash;

    /** How a sign-in ended. */
    public enum Outcome { SIGNED_IN, WRONG, LOCKED }

    /** The outcome, with the new session when signed in. */
    public record Result(Outcome outcome, ConsoleSessions.Opened opened) {
    }

    public ConsoleLogin(OperatorAccounts accounts, PasswordHasher hasher, ConsoleSessions sessions,
                        ConsoleSettings settings, Clock clock) {
        this.accounts = accounts;
        this.hasher = hasher;
        this.sessions = sessions;
        this.settings = settings;
        this.clock = clock;
        this.unknownNameHash = hasher.hash("not an operator's password".toCharArray());
    }

    public Result signIn(String name, char[] password) throws SQLException {
        Optional<OperatorAccount> account = accounts.find(name);
        if (account.isEmpty()) {
            hasher.verify(unknownNameHash, password);
            return new Result(Outcome.WRONG, null);
        }
        OperatorAccount found = account.get();
        Optional<Role> role = Role.parse(found.role());
        if (found.lockedUntil() > clock.millis()) {
            return new Result(Outcome.LOCKED, null);
        }
        if (!hasher.verify(found.passwordHash(), password) || role.isEmpty()) {
            accounts.failed(found.name(), settings.maxFailedLogins(), settings.lockFor());
            boolean nowLocked = found.failedLogins() + 1 >= settings.maxFailedLogins();
            return new Result(nowLocked ? Outcome.LOCKED : Outcome.WRONG, null);
        }
        accounts.succeeded(found.name());
        return new Result(Outcome.SIGNED_IN, sessions.open(found.name(), role.get()));
    }
}
