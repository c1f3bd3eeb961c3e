package io.redeemdesk.client.manager;

import io.redeemdesk.client.exec.Background;
import io.redeemdesk.client.exec.UiTasks;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.nio.file.Path;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * The PIN gate in front of the manager view: says how to set a PIN when there is none, how many tries are left,
 * until when it is locked; the (slow, deliberately) PIN check runs on the background. {@link #unlockedByProperty}
 * turns to the manager's name on success.
 */
public final class PinGateViewModel {
    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm:ss", Locale.ROOT);

    private final PinGate gate;
    private final UiTasks tasks;
    private final ZoneId zone;
    private final Path dataDir;

    private final ReadOnlyObjectWrapper<PinCheck.Kind> state = new ReadOnlyObjectWrapper<>(PinCheck.Kind.READY);
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper unlockedBy = new ReadOnlyStringWrapper();

    public PinGateViewModel(PinGate gate, Background background, Executor fxThread, ZoneId zone, Path dataDir) {
        this.gate = gate;
        this.tasks = new UiTasks(background, fxThread);
        this.zone = zone;
        this.dataDir = dataDir;
    }

    public CompletableFuture<PinCheck> refresh() {
        busy.set(true);
        return tasks.run(gate::status, this::show, this::failed);
    }

    /** Tries the PIN; the array is wiped once checked. */
    public CompletableFuture<PinCheck> submit(String manager, char[] pin) {
        if (manager == null || manager.isBlank()) {
            Arrays.fill(pin, '\0');
            message.set("Type your name first: every manager action is logged with it");
            return CompletableFuture.completedFuture(null);
        }
        busy.set(true);
        message.set("Checking…");
        String name = manager.strip();
        return tasks.run(() -> {
            try {
                return gate.attempt(name, pin);
            } finally {
                Arrays.fill(pin, '\0');
            }
        }, check -> {
            show(check);
            if (check.kind() == PinCheck.Kind.UNLOCKED) {
                unlockedBy.set(name);
            }
        }, this::failed);
    }

    private void show(PinCheck check) {
        busy.set(false);
        state.set(check.kind());
        message.set(switch (check.kind()) {
            case NOT_SET -> "No manager PIN is set on this till. Set one in a terminal with:\n"
                    + "java -jar redeemdesk.jar set-manager-pin --data-dir " + dataDir;
            case READY -> "Enter the manager PIN";
            case UNLOCKED -> "Unlocked";
            case WRONG -> "Wrong PIN. " + check.triesLeft() + (check.triesLeft() == 1 ? " try" : " tries")
                    + " left before the gate locks for " + PinGate.LOCK_TIME.toMinutes() + " minutes";
            case LOCKED -> "Too many wrong PINs: locked until "
                    + CLOCK.format(check.lockedUntil().atZone(zone));
        });
    }

    private void failed(Throwable e) {
        busy.set(false);
        message.set("Could not check the PIN: " + e.getMessage());
    }

    public ReadOnlyObjectProperty<PinCheck.Kind> stateProperty() {
        return state.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty unlockedByProperty() {
        return unlockedBy.getReadOnlyProperty();
    }
}
