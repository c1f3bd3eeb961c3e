package io.redeemdesk.client.cashier;

import io.redeemdesk.client.exec.Background;
import io.redeemdesk.client.exec.UiTasks;
import io.redeemdesk.client.text.Messages;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.concurrent.Executor;

/**
 * Who is signed in at this till. Sign-in takes a cashier ID and, for cashiers who have one, a PIN (checked on a
 * background thread); every redeem action carries the signed-in cashier's ID. Empty when nobody is signed in.
 */
public final class CashierSession {
    private static final Logger LOG = LoggerFactory.getLogger(CashierSession.class);

    private final CashierPins pins;
    private final UiTasks tasks;
    private final Messages text;
    private final ReadOnlyStringWrapper cashier = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper("");

    public CashierSession(CashierPins pins, Background background, Executor fxThread, Messages text,
                          String initialCashier) {
        this.pins = pins;
        this.tasks = new UiTasks(background, fxThread);
        this.text = text;
        this.cashier.set(initialCashier == null ? "" : initialCashier.strip());
    }

    /** Checks the PIN off the FX thread; on success the cashier is signed in, otherwise {@link #problemProperty}. */
    public void signIn(String cashierId, String pin) {
        String id = cashierId == null ? "" : cashierId.strip();
        if (id.isEmpty()) {
            problem.set(text.text("signin.needId"));
            return;
        }
        tasks.run(() -> pins.accepts(id, pin), accepted -> {
            if (accepted) {
                problem.set("");
                cashier.set(id);
                LOG.info("cashier {} signed in", id);
            } else {
                problem.set(text.text(pin == null || pin.isEmpty() ? "signin.needPin" : "signin.unknownPin", id));
            }
        }, error -> {
            LOG.error("PIN check failed", error);
            problem.set(error.getMessage());
        });
    }

    public void signOut() {
        LOG.info("cashier {} signed out", cashier.get());
        cashier.set("");
        problem.set("");
    }

    public boolean signedIn() {
        return !cashier.get().isEmpty();
    }

    public ReadOnlyStringProperty cashierProperty() {
        return cashier.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }
}
