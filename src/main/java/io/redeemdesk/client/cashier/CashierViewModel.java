package io.redeemdesk.client.cashier;

import io.redeemdesk.client.exec.Background;
import io.redeemdesk.client.exec.UiTasks;
import io.redeemdesk.client.text.Messages;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.ObservableList;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Clock;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * State of the cashier screen. A scan is handed to the redeem engine on a background thread; the answer comes
 * back through {@code fxThread}, so the view only binds and the FX thread never waits. When answers arrive out
 * of order the panel keeps the newest scan's verdict; every answer still enters the last-scans strip. Tested
 * without JavaFX running by passing a direct executor.
 */
public final class CashierViewModel implements VerdictSource {
    private static final Logger LOG = LoggerFactory.getLogger(CashierViewModel.class);
    static final int RECENT_SCANS = RecentScans.SIZE;

    private final Redeemer redeemer;
    private final UiTasks tasks;
    private final CashierSession session;
    private final VerdictCards cards;
    private final SoundPlayer sounds;

    private final ReadOnlyObjectWrapper<VerdictCard> card;
    private final RecentScans recent = new RecentScans();
    private long submitted;

    /** @param terminalId this till, so "already used on this till" can be told from "at another till" */
    public CashierViewModel(Redeemer redeemer, Background background, Executor fxThread, CashierSession session,
                            Messages text, Clock clock, String terminalId, SoundPlayer sounds) {
        this.redeemer = redeemer;
        this.tasks = new UiTasks(background, fxThread);
        this.session = session;
        this.cards = new VerdictCards(text, clock, terminalId);
        this.sounds = sounds;
        this.card = new ReadOnlyObjectWrapper<>(cards.ready());
    }

    /**
     * Redeems a code from any input (scanner, camera, keyboard). Returns at once; call on the FX thread. The scan
     * is handed to the background before the "checking" card is shown, so restyling the panel does not hold it up.
     */
    public void submit(String code) {
        if (!session.signedIn()) {
            present(cards.signedOut(code), true);
            return;
        }
        long sequence = ++submitted;
        String cashierId = session.cashierProperty().get();
        CompletableFuture<VerdictCard> answered = tasks.run(() -> cards.of(redeemer.redeem(code, cashierId), code),
                shown -> present(shown, sequence == submitted), error -> {
                    LOG.error("redeem failed", error);
                    present(cards.failed(code, error), sequence == submitted);
                });
        if (!answered.isDone()) {
            card.set(cards.checking(code));
        }
    }

    @Override
    public void settle(VerdictCard shown) {
        if (card.get() == shown) {
            card.set(cards.ready());
        }
    }

    private void present(VerdictCard shown, boolean newest) {
        if (newest) {
            card.set(shown);
        }
        sounds.play(shown.look().sound());
        recent.add(shown);
    }

    @Override
    public ReadOnlyObjectProperty<VerdictCard> cardProperty() {
        return card.getReadOnlyProperty();
    }

    public ObservableList<VerdictCard> recentScans() {
        return recent.cards();
    }

    public CashierSession session() {
        return session;
    }
}
