package io.redeemdesk.client.manager;

import io.redeemdesk.client.exec.Background;
import io.redeemdesk.client.exec.UiTasks;
import io.redeemdesk.client.manager.store.Acknowledgement;
import io.redeemdesk.client.manager.store.ActionDetails;
import io.redeemdesk.client.manager.store.ManagerText;
import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.client.outbox.AttemptRecord;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.client.outbox.Sale;
import io.redeemdesk.client.outbox.SaleLine;
import io.redeemdesk.protocol.RedemptionResponse;
import io.redeemdesk.protocol.VoucherCode;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * One action in detail: its facts, the attempt timeline, the service's answer (a readable summary and the JSON,
 * both with the code masked: only "Reveal code", logged, shows it whole), the conflict story, and the
 * buttons that apply to it (reveal code, retry now — asked first when the action is held —, check status,
 * release a hold, acknowledge). After an action that changes something, {@code changed} lets the log and the
 * summary reload; after a release, {@code released} does (the drain sends the action afterwards).
 */
public final class DetailsViewModel {
    private final ManagerActions actions;
    private final UiTasks tasks;
    private final ManagerText text;
    private final Runnable changed;
    private final Runnable released;
    private final Confirmation retryConfirmation = new Confirmation();

    private ActionDetails details;
    private final ReadOnlyStringWrapper headline = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper facts = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper code = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper response = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper responseJson = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper conflict = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper canReveal = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper canRetry = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper canCheck = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper canRelease = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper canAcknowledge = new ReadOnlyBooleanWrapper();
    private final ObservableList<String> timeline = FXCollections.observableArrayList();
    private final ObservableList<String> timelineView = FXCollections.unmodifiableObservableList(timeline);

    public DetailsViewModel(ManagerActions actions, Background background, Executor fxThread, ManagerText text,
                            Runnable changed, Runnable released) {
        this.actions = actions;
        this.tasks = new UiTasks(background, fxThread);
        this.text = text;
        headline.set(text.text("details.none"));
        this.changed = changed;
        this.released = released;
    }

    public CompletableFuture<ActionDetails> show(String requestId) {
        return tasks.run(() -> actions.details(requestId), this::present,
                e -> message.set(text.text("details.readFailed", e.getMessage())));
    }

    /** Shows the full code; the reveal is written to the manager actions log. */
    public CompletableFuture<String> revealCode() {
        String id = currentId();
        return tasks.run(() -> actions.revealCode(id), full -> {
            code.set(VoucherCode.display(full));
            canReveal.set(false);
            message.set(text.text("details.revealed"));
        }, e -> message.set(text.text("details.revealFailed", e.getMessage())));
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
        return act(() -> actions.retryNow(id), id, "details.retried", changed);
    }

    private String heldRetryQuestion(RedeemAction held) {
        return held.lastError() == null ? text.text("retry.question")
                : text.text("retry.questionWhy", text.reason(held.lastError()));
    }

    public CompletableFuture<ActionDetails> checkStatus() {
        String id = currentId();
        return act(() -> actions.checkStatus(id), id, "details.checked", changed);
    }

    /** A held action goes back to the queue (same request_id, not held again); the drain sends it. */
    public CompletableFuture<ActionDetails> releaseHeld() {
        String id = currentId();
        return act(() -> {
            if (!actions.releaseHeld(id)) {
                throw new IllegalStateException(text.text("details.notHeld"));
            }
            return null;
        }, id, "details.released", released);
    }

    public CompletableFuture<ActionDetails> acknowledge() {
        String id = currentId();
        return act(() -> actions.acknowledge(id), id, "details.acknowledged", changed);
    }

    private CompletableFuture<ActionDetails> act(Callable<?> step, String id, String doneKey, Runnable after) {
        message.set(text.text("details.working"));
        return tasks.run(() -> {
            step.call();
            return actions.details(id);
        }, d -> {
            present(d);
            message.set(text.text("details.done", text.text(doneKey), outcomeOf(d.action())));
            after.run();
        }, e -> message.set(text.text("details.failed", e.getMessage())));
    }

    private String currentId() {
        ActionDetails d = details;
        if (d == null) {
            throw new IllegalStateException(text.text("details.none"));
        }
        return d.action().requestId();
    }

    private void present(ActionDetails d) {
        RedeemAction a = d.action();
        details = d;
        headline.set(outcomeOf(a));
        code.set(a.code().isEmpty() ? "" : VoucherCode.mask(a.code()));
        facts.set(factsOf(a) + saleOf(d));
        ServiceAnswer answer = new ServiceAnswer(text, a.code());
        boolean answered = a.responseBody() != null;
        response.set(answered ? answer.summary(a.httpStatus() == null ? 0 : a.httpStatus(), a.responseBody())
                : text.text("details.noAnswer"));
        responseJson.set(answered ? answer.raw(a.responseBody()) : text.text("details.noAnswer"));
        conflict.set(conflictOf(d));
        timeline.setAll(d.attempts().stream().map(this::attemptLine).toList());
        canReveal.set(!a.code().isEmpty());
        canRetry.set(ManagerActions.canRetry(a));
        canCheck.set(ManagerActions.canCheckStatus(a));
        canRelease.set(ManagerActions.canRelease(a));
        canAcknowledge.set(a.state() == ActionState.CONFLICT && d.acknowledgement() == null);
        message.set("");
    }

    /** The verdict and the state in words, as {@code Expired · Done}. */
    private String outcomeOf(RedeemAction a) {
        String state = text.text("state." + a.state().name());
        return a.verdict() == null ? state
                : text.text("details.outcome", text.text("name." + a.verdict().name()), state);
    }

    private String factsOf(RedeemAction a) {
        StringBuilder f = new StringBuilder(text.text("facts.scanned", text.time(a.createdAt()), a.cashierId(),
                a.storeId(), a.terminalId()));
        f.append('\n').append(text.text("facts.requestId", a.requestId()));
        f.append('\n').append(a.state().unfinished() || a.state() == ActionState.HELD
                ? text.text("facts.attemptsNext", a.attempts(), text.time(a.nextAttemptAt()))
                : text.text("facts.attempts", a.attempts()));
        f.append('\n').append(text.text(a.offlineAccepted() ? "facts.offlineYes" : "facts.offlineNo"));
        if (a.voucherName() != null) {
            f.append('\n').append(a.valueCents() == null ? text.text("facts.voucher", a.voucherName())
                    : text.text("facts.voucherValue", a.voucherName(), text.money(a.valueCents(), a.currency())));
        }
        if (a.completedAt() != null) {
            f.append('\n').append(text.text("facts.finished", text.time(a.completedAt())));
        }
        if (a.lastError() != null) {
            f.append('\n').append(text.text("facts.lastError", text.reason(a.lastError())));
        }
        return f.toString();
    }

    /** A sale's step: the sale, its order number and state, and every voucher of it with what became of it. */
    private String saleOf(ActionDetails d) {
        RedeemAction a = d.action();
        Sale sale = d.sale();
        if (sale == null) {
            return "";
        }
        String step = text.text("facts.sale", text.text("kind." + a.kind().name()), sale.saleId());
        StringBuilder f = new StringBuilder("\n").append(sale.orderNo() == null ? step
                : text.text("facts.saleOrder", step, sale.orderNo()));
        f.append("\n").append(text.text("facts.saleState", text.text("saleState." + sale.state().name())));
        for (SaleLine line : sale.lines()) {
            f.append("\n").append(text.text("facts.saleLine", VoucherCode.mask(line.code()), voucherOf(line),
                    lineState(line)));
        }
        return f.toString();
    }

    /** The voucher's name and value (or uses left), as the service gave them; empty before it answered. */
    private String voucherOf(SaleLine line) {
        String name = Objects.toString(line.voucherName(), "");
        String value = line.valueCents() == null ? "" : text.money(line.valueCents(), line.currency());
        return (name + " " + value).strip();
    }

    /** What became of the voucher, with the verdict that refused it. */
    private String lineState(SaleLine line) {
        String state = text.text("saleLine." + line.state().name());
        return line.verdict() == null || line.state().counts() ? state
                : text.text("details.outcome", state, text.text("name." + line.verdict().name()));
    }

    private String conflictOf(ActionDetails d) {
        RedeemAction a = d.action();
        if (a.state() != ActionState.CONFLICT) {
            return "";
        }
        RedemptionResponse r = d.response();
        StringBuilder t = new StringBuilder(text.text("conflict.story", a.cashierId(), text.time(a.createdAt())));
        if (r != null && r.verdict() != null) {
            t.append(": ").append(text.text("name." + r.verdict().name()));
            if (r.redeemedAt() != null) {
                t.append(text.text("conflict.redeemedAt", r.redeemedAt()));
            }
            if (r.redeemedByTerminal() != null) {
                t.append(text.text("conflict.byTerminal", r.redeemedByTerminal()));
            }
            if (r.redeemedByRequest() != null) {
                t.append(text.text("conflict.byRequest", r.redeemedByRequest()));
            }
        } else if (a.lastError() != null) {
            t.append(": ").append(text.reason(a.lastError()));
        }
        Acknowledgement ack = d.acknowledgement();
        t.append('\n').append(ack == null ? text.text("conflict.notAcknowledged")
                : text.text("conflict.acknowledgedBy", ack.by(), text.time(ack.at())));
        return t.toString();
    }

    private String attemptLine(AttemptRecord t) {
        return "#" + t.attemptNo() + "  " + text.time(t.startedAt()) + "  "
                + (t.durationMs() == null ? text.text("attempt.noEnd") : text.text("attempt.ms", t.durationMs()))
                + "  " + text.text("attempt." + t.outcome())
                + (t.httpStatus() == null ? "" : "  HTTP " + t.httpStatus())
                + (t.detail() == null ? "" : "  " + text.reason(t.detail()));
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

    /**
     * The service's answer as the JSON it sent, indented, every voucher code masked: behind a toggle in the
     * details; {@link #responseProperty()} is the readable summary, masked too.
     */
    public ReadOnlyStringProperty responseJsonProperty() {
        return responseJson.getReadOnlyProperty();
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
