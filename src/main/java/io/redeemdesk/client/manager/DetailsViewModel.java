package io.redeemdesk.client.manager;

import io.redeemdesk.client.exec.Background;
import io.redeemdesk.client.exec.UiTasks;
import io.redeemdesk.client.manager.store.Acknowledgement;
import io.redeemdesk.client.manager.store.ActionDetails;
import io.redeemdesk.client.manager.store.Formats;
import io.redeemdesk.client.redeem.ActionState;
import io.redeemdesk.client.redeem.AttemptRecord;
import io.redeemdesk.client.redeem.RedeemAction;
import io.redeemdesk.protocol.RedemptionResponse;
import io.redeemdesk.protocol.VoucherCode;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.time.ZoneId;
import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * One action in detail: its facts, the attempt timeline, the service's answer, the conflict story, and the
 * buttons that apply to it (reveal code, retry now — asked first when the action is held —, check status,
 * release a hold, acknowledge). After an action that changes something, {@code changed} lets the log and the
 * summary reload; after a release, {@code released} does (the drain sends the action afterwards).
 */
public final class DetailsViewModel {
    private final ManagerActions actions;
    private final UiTasks tasks;
    private final ZoneId zone;
    private final Runnable changed;
    private final Runnable released;
    private final Confirmation retryConfirmation = new Confirmation();

    private ActionDetails details;
    private final ReadOnlyStringWrapper headline = new ReadOnlyStringWrapper("Select an action in the log");
    private final ReadOnlyStringWrapper facts = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper code = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper response = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper conflict = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper canReveal = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper canRetry = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper canCheck = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper canRelease = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper canAcknowledge = new ReadOnlyBooleanWrapper();
    private final ObservableList<String> timeline = FXCollections.observableArrayList();
    private final ObservableList<String> timelineView = FXCollections.unmodifiableObservableList(timeline);

    public DetailsViewModel(ManagerActions actions, Background background, Executor fxThread, ZoneId zone,
                            Runnable changed, Runnable released) {
        this.actions = actions;
        this.tasks = new UiTasks(background, fxThread);
        this.zone = zone;
        this.changed = changed;
        this.released = released;
    }

    public CompletableFuture<ActionDetails> show(String requestId) {
        return tasks.run(() -> actions.details(requestId), this::present,
                e -> message.set("Could not read the action: " + e.getMessage()));
    }

    /** Shows the full code; the reveal is written to the manager actions log. */
    public CompletableFuture<String> revealCode() {
        String id = currentId();
        return tasks.run(() -> actions.revealCode(id), full -> {
            code.set(VoucherCode.display(full));
            canReveal.set(false);
            message.set("Full code shown; the reveal was logged");
        }, e -> message.set("Could not reveal: " + e.getMessage()));
    }

    /**
     * One attempt now with the action's own request_id. A HELD action was held for a reason (possibly delivered,
     * older than the service keeps request_ids): the manager is asked first through {@link #retryConfirmation()}.
     */
    public CompletableFuture<ActionDetails> retryNow() {
        String id = currentId();
        RedeemAction action = details.action();
        if (action.state() == ActionState.HELD) {
            return retryConfirmation.ask(heldRetryQuestion(action), () -> retry(id));
        }
        return retry(id);
    }

    private CompletableFuture<ActionDetails> retry(String id) {
        return act(() -> actions.retryNow(id), id, "Retried", changed);
    }

    private static String heldRetryQuestion(RedeemAction held) {
        return "This action is held for a manager" + (held.lastError() == null ? "" : ": " + held.lastError())
                + ".\nIts first delivery may have reached the service, which no longer keeps its request_id, so a"
                + " retry may not be recognised as the same redemption. \"Check status\" asks without deciding"
                + " for you.\nRetry it now anyway?";
    }

    public CompletableFuture<ActionDetails> checkStatus() {
        String id = currentId();
        return act(() -> actions.checkStatus(id), id, "Status checked", changed);
    }

    /** A held action goes back to the queue (same request_id, not held again); the drain sends it. */
    public CompletableFuture<ActionDetails> releaseHeld() {
        String id = currentId();
        return act(() -> {
            if (!actions.releaseHeld(id)) {
                throw new IllegalStateException("it is not held any more");
            }
            return null;
        }, id, "Released to the queue", released);
    }

    public CompletableFuture<ActionDetails> acknowledge() {
        String id = currentId();
        return act(() -> actions.acknowledge(id), id, "Conflict acknowledged", changed);
    }

    private CompletableFuture<ActionDetails> act(Callable<?> step, String id, String done, Runnable after) {
        message.set("Working…");
        return tasks.run(() -> {
            step.call();
            return actions.details(id);
        }, d -> {
            present(d);
            message.set(done + ": now " + d.action().state()
                    + (d.action().verdict() == null ? "" : " " + d.action().verdict()));
            after.run();
        }, e -> message.set("Could not do it: " + e.getMessage()));
    }

    private String currentId() {
        ActionDetails d = details;
        if (d == null) {
            throw new IllegalStateException("no action selected");
        }
        return d.action().requestId();
    }

    private void present(ActionDetails d) {
        RedeemAction a = d.action();
        details = d;
        headline.set((a.verdict() == null ? "" : a.verdict() + " · ") + a.state());
        code.set(VoucherCode.mask(a.code()));
        facts.set(factsOf(a) + saleOf(d));
        response.set(a.responseBody() == null ? "No answer from the service yet"
                : "HTTP " + a.httpStatus() + "\n" + a.responseBody());
        conflict.set(conflictOf(d));
        timeline.setAll(d.attempts().stream().map(this::attemptLine).toList());
        canReveal.set(true);
        canRetry.set(ManagerActions.canRetry(a));
        canCheck.set(ManagerActions.canCheckStatus(a));
        canRelease.set(ManagerActions.canRelease(a));
        canAcknowledge.set(a.state() == ActionState.CONFLICT && d.acknowledgement() == null);
        message.set("");
    }

    private String factsOf(RedeemAction a) {
        return "Scanned " + Formats.time(a.createdAt(), zone) + " by " + a.cashierId() + " at " + a.storeId() + " / "
                + a.terminalId()
                + "\nrequest_id " + a.requestId()
                + "\nAttempts " + a.attempts() + (a.state().unfinished() || a.state() == ActionState.HELD
                ? ", next " + Formats.time(a.nextAttemptAt(), zone) : "")
                + "\nAccepted offline: " + (a.offlineAccepted() ? "yes (honoured before the service confirmed)" : "no")
                + (a.voucherName() == null ? "" : "\nVoucher " + a.voucherName()
                + (a.valueCents() == null ? "" : ", " + Formats.money(a.valueCents(), a.currency())))
                + (a.completedAt() == null ? "" : "\nFinished " + Formats.time(a.completedAt(), zone))
                + (a.lastError() == null ? "" : "\nLast error: " + a.lastError());
    }

    /** A sale's step: the sale, its order number, and every voucher of it with what became of it. */
    private static String saleOf(ActionDetails d) {
        RedeemAction a = d.action();
        if (a.sale() == null) {
            return "";
        }
        StringBuilder text = new StringBuilder("\n" + a.kind() + " of sale " + a.sale().saleId());
        d.saleSteps().stream().map(s -> s.sale().orderNo()).filter(Objects::nonNull).findFirst()
                .ifPresent(order -> text.append(", order ").append(order));
        for (RedeemAction step : d.saleSteps()) {
            text.append("\n  ").append(step.kind())
                    .append(step.code().isEmpty() ? "" : " " + VoucherCode.mask(step.code())).append(": ").append(step.verdict() == null ? "" : step.verdict() + " · ").append(step.state());
        }
        return text.toString();
    }

    private String conflictOf(ActionDetails d) {
        RedeemAction a = d.action();
        if (a.state() != ActionState.CONFLICT) {
            return "";
        }
        RedemptionResponse r = d.response();
        StringBuilder text = new StringBuilder("Honoured offline by " + a.cashierId() + " at "
                + Formats.time(a.createdAt(), zone) + ", then refused by the service");
        if (r != null && r.verdict() != null) {
            text.append(": ").append(r.verdict());
            if (r.redeemedAt() != null) {
                text.append(", already redeemed at ").append(r.redeemedAt());
            }
            if (r.redeemedByTerminal() != null) {
                text.append(" by terminal ").append(r.redeemedByTerminal());
            }
            if (r.redeemedByRequest() != null) {
                text.append(" (request ").append(r.redeemedByRequest()).append(')');
            }
        } else if (a.lastError() != null) {
            text.append(": ").append(a.lastError());
        }
        Acknowledgement ack = d.acknowledgement();
        text.append(ack == null ? "\nNot acknowledged yet" : "\nAcknowledged by " + ack.by() + " at "
                + Formats.time(ack.at(), zone));
        return text.toString();
    }

    private String attemptLine(AttemptRecord t) {
        return "#" + t.attemptNo() + "  " + Formats.time(t.startedAt(), zone) + "  "
                + (t.durationMs() == null ? "(no end recorded)" : t.durationMs() + " ms") + "  " + t.outcome()
                + (t.httpStatus() == null ? "" : "  HTTP " + t.httpStatus())
                + (t.detail() == null ? "" : "  " + t.detail());
    }

    /** Asked before a HELD action is retried; the view shows it as a dialog. */
    public Confirmation retryConfirmation() {
        return retryConfirmation;
    }

    public ReadOnlyStringProperty headlineProperty() {
        return headline.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty factsProperty() {
        return facts.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty codeProperty() {
        return code.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty responseProperty() {
        return response.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty conflictProperty() {
        return conflict.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canRevealProperty() {
        return canReveal.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canRetryProperty() {
        return canRetry.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canCheckProperty() {
        return canCheck.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canReleaseProperty() {
        return canRelease.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canAcknowledgeProperty() {
        return canAcknowledge.getReadOnlyProperty();
    }

    public ObservableList<String> timeline() {
        return timelineView;
    }
}
