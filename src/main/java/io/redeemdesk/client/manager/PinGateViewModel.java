package io.redeemdesk.client.manager;

import io.redeemdesk.client.exec.Background;
import io.redeemdesk.client.exec.UiTasks;
import io.redeemdesk.client.manager.store.ManagerText;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * The PIN gate in front of the manager view: says how to set a PIN when there is none, how many tries are left,
 * until when it is locked; the (slow, deliberately) PIN check runs on the background. {@link #unlockedByProperty}
 * turns to the manager's name on success.
 */
public final class PinGateViewModel {
    private final PinGate gate;
    private final UiTasks tasks;
    private final ManagerText text;
    private final Path dataDir;

    private final ReadOnlyObjectWrapper<PinCheck.Kind> state = new ReadOnlyObjectWrapper<>(PinCheck.Kind.READY);
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper unlockedBy = new ReadOnlyStringWrapper();
    private final ObservableList<String> managers = FXCollections.observableArrayList();

    public PinGateViewModel(PinGate gate, Background background, Executor fxThread, ManagerText text, Path dataDir) {
        this.gate = gate;
        this.tasks = new UiTasks(background, fxThread);
        this.text = text;
        this.dataDir = dataDir;
    }

    /** Reads the gate's state and the managers who unlocked it before (the latest first). */
    public CompletableFuture<PinCheck> refresh() {
        busy.set(true);
        return tasks.run(() -> new Status(gate.status(), gate.recentManagers()), status -> {
            managers.setAll(status.managers());
            show(status.check());
        }, this::failed).thenApply(Status::check);
    }

    private record Status(PinCheck check, List<String> managers) {
    }

    /** Names that unlocked the gate before, the latest first; the view preselects the first. */
    public ObservableList<String> managers() {
        return FXCollections.unmodifiableObservableList(managers);
    }

    /**
     * Tries the PIN; the array is wiped once checked. Without a name or without a PIN nothing is tried (no try
     * is spent): the message asks for what is missing.
     */
    public CompletableFuture<PinCheck> submit(String manager, char[] pin) {
        boolean noName = manager == null || manager.isBlank();
        if (noName || pin.length == 0) {
            Arrays.fill(pin, '\0');
            message.set(text.text(noName ? "pin.needName" : "pin.needPin"));
            return CompletableFuture.completedFuture(null);
        }
        busy.set(true);
        message.set(text.text("pin.checking"));
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
            case NOT_SET -> text.text("pin.notSet", "java -jar redeemdesk.jar set-manager-pin --data-dir " + dataDir);
            case READY -> text.text("pin.ready");
            case UNLOCKED -> text.text("pin.unlocked");
            case WRONG -> text.text("pin.wrong", check.triesLeft(), PinGate.LOCK_TIME.toMinutes());
            case LOCKED -> text.text("pin.locked", text.clock(check.lockedUntil()));
        });
    }

    private void failed(Throwable e) {
        busy.set(false);
        message.set(text.text("pin.failed", e.getMessage()));
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
