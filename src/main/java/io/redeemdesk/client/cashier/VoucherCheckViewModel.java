package io.redeemdesk.client.cashier;

import io.redeemdesk.client.api.VoucherLookup;
import io.redeemdesk.client.exec.Background;
import io.redeemdesk.client.exec.UiTasks;
import io.redeemdesk.client.text.DateTimes;
import io.redeemdesk.client.text.Messages;
import io.redeemdesk.protocol.HeldBy;
import io.redeemdesk.protocol.ProblemType;
import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.protocol.VoucherView;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.time.Clock;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * F3 "Check voucher": a scanned or typed code's status, name, value, expiry, uses left and the sale that holds
 * it, from the service, without redeeming or holding anything. Offline it says "cannot check now". Tested without
 * JavaFX running.
 */
public final class VoucherCheckViewModel {
    private final VoucherChecker checker;
    private final UiTasks tasks;
    private final Messages text;
    private final DateTimeFormatter when;
    private final ReadOnlyStringWrapper headline = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper details = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper code = new ReadOnlyStringWrapper("");

    public VoucherCheckViewModel(VoucherChecker checker, Background background, Executor fxThread, Messages text,
                                 Clock clock) {
        this.checker = checker;
        this.tasks = new UiTasks(background, fxThread);
        this.text = text;
        this.when = DateTimes.dayTime(text.locale(), clock.getZone());
    }

    /** Looks the code up off the FX thread; the answer lands in {@link #headlineProperty()} and details. */
    public CompletableFuture<?> check(String typed) {
        Optional<VoucherCode.Problem> problem = VoucherCode.check(typed);
        if (problem.isPresent()) {
            code.set("");
            show(text.text("verdict.MALFORMED_CODE"), List.of(text.text("problem." + problem.get().name())));
            return CompletableFuture.completedFuture(null);
        }
        String normalized = VoucherCode.normalize(typed);
        code.set(VoucherCode.mask(normalized));
        show(text.text("check.checking"), List.of());
        return tasks.run(() -> checker.check(normalized), this::present,
                error -> show(text.text("check.cannot"), List.of()));
    }

    private void present(VoucherLookup answer) {
        if (answer instanceof VoucherLookup.Found found) {
            VoucherView v = found.voucher();
            show(text.text("check.status", text.text("check.status." + v.status())),
                    lines(v));
        } else if (answer instanceof VoucherLookup.Refused refused
                && ProblemType.UNKNOWN_CODE.uri().equals(refused.problem().type())) {
            show(text.text("verdict.UNKNOWN_CODE"), List.of(text.text("detail.unknown")));
        } else {
            show(text.text("check.cannot"), List.of(text.text("check.cannotDetail")));
        }
    }

    private List<String> lines(VoucherView v) {
        List<String> out = new ArrayList<>();
        if (v.voucherName() != null) {
            out.add(text.text("check.name", v.voucherName()));
        }
        if (v.valueCents() != null && v.currency() != null) {
            out.add(text.text("check.value", text.money(v.valueCents(), v.currency())));
        }
        out.add(v.expiresAt() == null ? text.text("check.noExpiry") : text.text("check.expires", iso(v.expiresAt())));
        if (v.usesLeft() != null && v.usesTotal() != null) {
            out.add(text.text("check.uses", v.usesLeft(), v.usesTotal()));
        }
        HeldBy held = v.heldBy();
        out.add(held == null ? text.text("check.notHeld")
                : text.text("check.heldBy", held.terminalId(), iso(held.heldUntil())));
        return out;
    }

    private void show(String head, List<String> body) {
        headline.set(head);
        details.set(String.join("\n", body));
    }

    private String iso(String value) {
        try {
            return when.format(Instant.parse(value));
        } catch (DateTimeParseException e) {
            return value;
        }
    }

    public ReadOnlyStringProperty headlineProperty() {
        return headline.getReadOnlyProperty();
    }

    /** The code being checked, masked to its last 6 characters (shown monospace, as on the verdict). */
    public ReadOnlyStringProperty codeProperty() {
        return code.getReadOnlyProperty();
    }

    /** One line each: name, value, expiry, uses, who holds it. */
    public ReadOnlyStringProperty detailsProperty() {
        return details.getReadOnlyProperty();
    }
}
