package io.redeemdesk.client.manager;

import io.redeemdesk.client.manager.store.Lockout;
import io.redeemdesk.client.manager.store.ManagerEvent;
import io.redeemdesk.client.manager.store.ManagerStore;
import io.redeemdesk.client.manager.store.PinRecord;
import io.redeemdesk.client.pin.PinHasher;

import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The manager PIN check with its lockout: {@value #MAX_TRIES} wrong tries lock the gate for {@link #LOCK_TIME};
 * the counter lives in {@code manager.db}, so restarting the till does not reset it. While locked, no PIN is
 * even hashed. Every try is written to the manager actions log.
 */
public final class PinGate {
    public static final int MAX_TRIES = 5;
    public static final Duration LOCK_TIME = Duration.ofMinutes(5);
    private static final int RECENT_MANAGERS = 8;
    public static final int MIN_LENGTH = 6;
    public static final int MAX_LENGTH = 12;

    private final ManagerStore store;
    private final PinHasher hasher;
    private final Clock clock;

    public PinGate(ManagerStore store, PinHasher hasher, Clock clock) {
        this.store = store;
        this.hasher = hasher;
        this.clock = clock;
    }

    /** NOT_SET, LOCKED or READY, without trying anything. */
    public PinCheck status() throws SQLException {
        if (store.pin().isEmpty()) {
            return new PinCheck(PinCheck.Kind.NOT_SET, 0, null);
        }
        Lockout lockout = store.lockout();
        if (lockout.lockedUntil() > clock.millis()) {
            return new PinCheck(PinCheck.Kind.LOCKED, 0, Instant.ofEpochMilli(lockout.lockedUntil()));
        }
        return new PinCheck(PinCheck.Kind.READY, MAX_TRIES - lockout.failures(), null);
    }

    /** Who unlocked the gate before, the latest first: the gate offers them so nobody types a name. */
    public List<String> recentManagers() throws SQLException {
        return store.recentManagers(RECENT_MANAGERS);
    }

    /** Tries {@code pin} for {@code manager}; slow on purpose (the KDF), so never call it on the FX thread. */
    public PinCheck attempt(String manager, char[] pin) throws SQLException {
        PinCheck status = status();
        if (status.kind() != PinCheck.Kind.READY) {
            return status;
        }
        boolean right = hasher.matches(pin, store.pin().orElseThrow().hash());
        long now = clock.millis();
        if (right) {
            store.clearFailures();
            store.record(new ManagerEvent(now, manager, "UNLOCK", null, null));
            return new PinCheck(PinCheck.Kind.UNLOCKED, MAX_TRIES, null);
        }
        Lockout after = store.recordFailure(now, MAX_TRIES, LOCK_TIME.toMillis());
        if (after.lockedUntil() > now) {
            store.record(new ManagerEvent(now, manager, "LOCKED_OUT", null, MAX_TRIES + " wrong PIN tries"));
            return new PinCheck(PinCheck.Kind.LOCKED, 0, Instant.ofEpochMilli(after.lockedUntil()));
        }
        store.record(new ManagerEvent(now, manager, "WRONG_PIN", null, null));
        return new PinCheck(PinCheck.Kind.WRONG, MAX_TRIES - after.failures(), null);
    }

    /** Why {@code pin} cannot be a manager PIN, in words the person setting it can act on. */
    public static Optional<String> problem(char[] pin) {
        if (pin.length < MIN_LENGTH || pin.length > MAX_LENGTH) {
            return Optional.of("the PIN must have " + MIN_LENGTH + " to " + MAX_LENGTH + " digits (it has "
                    + pin.length + " characters)");
        }
        for (char c : pin) {
            if (c < '0' || c > '9') {
                return Optional.of("the PIN must be digits only (0-9)");
            }
        }
        return Optional.empty();
    }

    /** Sets a new PIN (after {@link #problem} found nothing wrong with it). */
    public void setPin(char[] pin) throws SQLException {
        store.setPin(new PinRecord(hasher.hash(pin), clock.millis()));
        store.record(new ManagerEvent(clock.millis(), "set-manager-pin", "PIN_SET", null, null));
    }
}
