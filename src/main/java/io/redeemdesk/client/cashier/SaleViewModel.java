package io.redeemdesk.client.cashier;

import io.redeemdesk.client.exec.Background;
import io.redeemdesk.client.exec.UiTasks;
import io.redeemdesk.client.outbox.ActionKind;
import io.redeemdesk.client.outbox.Sale;
import io.redeemdesk.client.redeem.SaleEngine;
import io.redeemdesk.client.text.Messages;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Clock;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Function;

/**
 * State of the cashier screen in sale mode: the open sale's lines and total, and the verdict card of the last
 * scan, Delete, F4 or F8. Each is handed to the {@link SaleEngine} on a background thread and the sale as it then
 * stands comes back through {@code fxThread}; {@link #refresh()} re-reads it when the drain answered a step
 * later. The sale lives in the outbox, so {@link #restore()} brings back the one a crash left open. After a
 * sale is completed or voided the next scan opens a new one. The arrow keys choose a line ({@link #selectNext()},
 * {@link #selectPrevious()}) and Delete takes the chosen one off ({@link #removeSelected()}). Tested without JavaFX
 * running.
 */
public final class SaleViewModel implements VerdictSource {
    private static final Logger LOG = LoggerFactory.getLogger(SaleViewModel.class);

    private final SaleEngine sales;
    private final UiTasks tasks;
    private final CashierSession session;
    private final SaleCards cards;
    private final SoundPlayer sounds;
    private final OrderNumberRule orderRule;
    private final ReadOnlyObjectWrapper<VerdictCard> card;
    private final ObservableList<SaleLineRow> lines = FXCollections.observableArrayList();
    private final ObservableList<SaleLineRow> linesView = FXCollections.unmodifiableObservableList(lines);
    private final ReadOnlyStringWrapper total = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper saleState = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<Sale> sale = new ReadOnlyObjectWrapper<>();
    private final RecentScans recent = new RecentScans();
    private final ReadOnlyIntegerWrapper selected = new ReadOnlyIntegerWrapper(-1);
    private String selectedCode;
    private String saleId;

    /** @param terminalId this till, so a voucher held by its own sale is told from one held at another till */
    public SaleViewModel(SaleEngine sales, Background background, Executor fxThread, CashierSession session,
                         Messages text, Clock clock, String terminalId, SoundPlayer sounds,
                         OrderNumberRule orderRule) {
        this.sales = sales;
        this.tasks = new UiTasks(background, fxThread);
        this.session = session;
        this.cards = new SaleCards(text, clock, terminalId);
        this.sounds = sounds;
        this.orderRule = orderRule;
        this.card = new ReadOnlyObjectWrapper<>(cards.saleCard(emptySale("")));
    }

    /** At start: the sale the till left open (after a crash, exactly as it was), else a new one. */
    public CompletableFuture<Sale> restore() {
        return tasks.run(() -> sales.openSale().orElse(null), open -> {
            if (open == null) {
                startNewSale();
            } else {
                saleId = open.saleId();
                show(open);
                card.set(cards.saleCard(open));
                LOG.info("sale {} was open when the till stopped: shown again with {} lines", saleId,
                        open.shownLines().size());
            }
        }, e -> failed(ActionKind.HOLD, e));
    }

    /**
     * A scan (scanner, camera, keyboard): the voucher joins the sale. Call on the FX thread. The hold is handed to
     * the background before the "holding" card is shown, as {@link CashierViewModel#submit} does.
     */
    public CompletableFuture<?> submit(String code) {
        if (!session.signedIn()) {
            present(cards.signedOut());
            return CompletableFuture.completedFuture(null);
        }
        boolean newSale = saleId == null || (sale.get() != null && sale.get().state().closed());
        if (newSale) {
            saleId = sales.newSaleId();
        }
        String id = saleId;
        String cashier = session.cashierProperty().get();
        CompletableFuture<?> held = step(ActionKind.HOLD, () -> sales.hold(id, code, cashier), cards::afterScan, true);
        if (!held.isDone()) {
            if (newSale) {
                show(emptySale(id));
            }
            card.set(cards.holding(code));
        }
        return held;
    }

    /** Delete on a selected line: the voucher comes off the sale. */
    public CompletableFuture<?> remove(String code) {
        String id = saleId;
        if (id == null || code == null) {
            return CompletableFuture.completedFuture(null);
        }
        return step(ActionKind.RELEASE, () -> sales.release(id, code, session.cashierProperty().get()),
                cards::afterScan, false);
    }

    /** Delete: the chosen line comes off the sale; nothing when no line is chosen. */
    public CompletableFuture<?> removeSelected() {
        int at = selected.get();
        return at < 0 ? CompletableFuture.completedFuture(null) : remove(lines.get(at).code());
    }

    /** Arrow down: the next line is chosen (the first when none was); stays on the last. */
    public void selectNext() {
        select(Math.min(selected.get() + 1, lines.size() - 1));
    }

    /** Arrow up: the line above is chosen (the last when none was); stays on the first. */
    public void selectPrevious() {
        int at = selected.get();
        select(at < 0 ? lines.size() - 1 : Math.max(at - 1, 0));
    }

    /** A line chosen with the mouse; -1 or an index past the lines chooses none. */
    public void select(int index) {
        boolean valid = index >= 0 && index < lines.size();
        selectedCode = valid ? lines.get(index).code() : null;
        selected.set(valid ? index : -1);
    }

    /** The index of the chosen line in {@link #lines()}, -1 when none is. */
    public ReadOnlyIntegerProperty selectedProperty() {
        return selected.getReadOnlyProperty();
    }

    public OrderNumberRule orderNumberRule() {
        return orderRule;
    }

    /** Whether F4 asks for the order number first ({@code sale.order-number} not {@code off}). */
    public boolean asksOrderNumber() {
        return orderRule.asks();
    }

    /**
     * F4, after the order number prompt (null or blank when none was given): every held voucher is used.
     * A missing number under {@code required}, or one longer than the service takes, is refused here.
     */
    public CompletableFuture<?> complete(String orderNumber) {
        String order = orderNumber == null || orderNumber.isBlank() || !orderRule.asks() ? null : orderNumber.strip();
        if ((order == null && orderRule == OrderNumberRule.REQUIRED)
                || (order != null && order.length() > OrderNumberRule.MAX_LENGTH)) {
            present(cards.orderNumberNeeded());
            return CompletableFuture.completedFuture(null);
        }
        String id = saleId;
        if (id == null) {
            return CompletableFuture.completedFuture(null);
        }
        String cashier = session.cashierProperty().get();
        return step(ActionKind.CAPTURE, () -> sales.complete(id, order, cashier), cards::afterClose, false);
    }

    /** F8: the customer walked away; every voucher goes back. */
    public CompletableFuture<?> voidSale() {
        String id = saleId;
        if (id == null) {
            return CompletableFuture.completedFuture(null);
        }
        String cashier = session.cashierProperty().get();
        return step(ActionKind.VOID, () -> sales.voidSale(id, cashier), cards::afterClose, false);
    }

    /**
     * Re-reads the shown sale (the drain answered one of its steps): lines move from holding… to held, a
     * completing sale to complete. The card changes only when the sale's own state did. Does nothing once the
     * till is shutting down (its background no longer takes work).
     */
    public CompletableFuture<?> refresh() {
        String id = saleId;
        if (id == null) {
            return CompletableFuture.completedFuture(null);
        }
        try {
            return tasks.run(() -> sales.sale(id), fresh -> {
                Sale before = sale.get();
                if (!id.equals(saleId) || fresh.equals(before)) {
                    return;
                }
                show(fresh);
                if (before != null && before.state() != fresh.state()) {
                    present(cards.saleCard(fresh));
                }
            }, e -> failed(ActionKind.HOLD, e));
        } catch (RejectedExecutionException closing) {
            return CompletableFuture.completedFuture(null);
        }
    }

    /** @param scan a scan's step, whose card also enters the last scans */
    private CompletableFuture<?> step(ActionKind kind, Callable<SaleEngine.Step> work,
                                      Function<SaleEngine.Step, VerdictCard> words, boolean scan) {
        String id = saleId;
        return tasks.run(() -> {
            SaleEngine.Step step = work.call();
            return new Shown(step, words.apply(step));
        }, shown -> {
            if (id.equals(saleId)) {
                show(shown.step().sale());
            }
            present(shown.card());
            if (scan) {
                recent.add(shown.card());
            }
        }, e -> failed(kind, e));
    }

    private record Shown(SaleEngine.Step step, VerdictCard card) {
    }

    private void startNewSale() {
        saleId = sales.newSaleId();
        show(emptySale(saleId));
    }

    private static Sale emptySale(String id) {
        return new Sale(id, Sale.State.OPEN, List.of(), null, null, null, 0);
    }

    private void show(Sale shown) {
        sale.set(shown);
        lines.setAll(shown.shownLines().stream().map(l -> cards.row(l, shown)).toList());
        keepSelection();
        total.set(cards.total(shown));
        saleState.set(cards.saleState(shown));
    }

    /** The chosen line stays chosen while it is shown; once it is gone, the line now at its place is. */
    private void keepSelection() {
        int at = -1;
        for (int i = 0; i < lines.size() && selectedCode != null; i++) {
            if (lines.get(i).code().equals(selectedCode)) {
                at = i;
            }
        }
        if (at < 0 && selectedCode != null && !lines.isEmpty()) {
            at = Math.min(selected.get(), lines.size() - 1);
        }
        select(at);
    }

    private void present(VerdictCard shown) {
        card.set(shown);
        sounds.play(shown.look().sound());
    }

    /** A step (or a read of the sale, counted as the scan it served) that could not be done. */
    private void failed(ActionKind step, Throwable error) {
        LOG.error("a sale step failed", error);
        present(cards.failed(step, error));
    }

    @Override
    public void settle(VerdictCard shown) {
        if (card.get() == shown && sale.get() != null) {
            card.set(cards.ready(sale.get()));
        }
    }

    @Override
    public ReadOnlyObjectProperty<VerdictCard> cardProperty() {
        return card.getReadOnlyProperty();
    }

    /** The cards of the last ten scans (holds and refusals), newest first. */
    public ObservableList<VerdictCard> recentScans() {
        return recent.cards();
    }

    public ObservableList<SaleLineRow> lines() {
        return linesView;
    }

    public ReadOnlyStringProperty totalProperty() {
        return total.getReadOnlyProperty();
    }

    /** "Open", "Completing…", "Complete — order A-1001", "Voided" … */
    public ReadOnlyStringProperty saleStateProperty() {
        return saleState.getReadOnlyProperty();
    }

    /** The sale shown, as last read from the outbox. */
    public ReadOnlyObjectProperty<Sale> saleProperty() {
        return sale.getReadOnlyProperty();
    }

    public CashierSession session() {
        return session;
    }
}
