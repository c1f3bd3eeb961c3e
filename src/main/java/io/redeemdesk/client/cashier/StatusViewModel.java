package io.redeemdesk.client.cashier;

import io.redeemdesk.client.redeem.ConflictNotice;
import io.redeemdesk.client.redeem.EngineStatus;
import io.redeemdesk.client.text.Messages;
import io.redeemdesk.protocol.VoucherCode;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableValue;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The status bar's words: online or offline and for how long, the queue and its oldest entry, store, till and signed-in
 * cashier, and the notices — the till's disk full or nearly full, offline caps near (the bar turns red), an
 * authentication alert, the newest conflict. {@link #refresh()} reads the engine's latest snapshot (a field read, no
 * I/O); the view calls it every second on the FX thread.
 */
public final class StatusViewModel {
    private final Supplier<EngineStatus> source;
    private final Messages text;
    private final Clock clock;

    private final ReadOnlyStringWrapper connection = new ReadOnlyStringWrapper();
    private final ReadOnlyBooleanWrapper offline = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper queue = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper store;
    private final ReadOnlyStringWrapper terminal;
    private final ReadOnlyStringWrapper cashier = new ReadOnlyStringWrapper();
    private final ReadOnlyBooleanWrapper alarm = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper noticeCode = new ReadOnlyStringWrapper("");

    public StatusViewModel(Supplier<EngineStatus> source, Messages text, Clock clock, String storeId,
                           String terminalId, ObservableValue<String> signedIn) {
        this.source = source;
        this.text = text;
        this.clock = clock;
        this.store = new ReadOnlyStringWrapper(text.text("status.store", storeId));
        this.terminal = new ReadOnlyStringWrapper(text.text("status.terminal", terminalId));
        this.connection.set(text.text("status.unknown"));
        showCashier(signedIn.getValue());
        signedIn.addListener((o, old, now) -> showCashier(now));
    }

    public void refresh() {
        EngineStatus status = source.get();
        if (status != null) {
            show(status);
        }
    }

    private void show(EngineStatus status) {
        offline.set(!status.online());
        String since = status.since() == null ? "" : age(Duration.between(status.since(), clock.instant()), text);
        connection.set(text.text(status.online() ? "status.onlineFor" : "status.offlineFor", since));
        queue.set(status.queued() == 0 ? text.text("status.queuedNone")
                : text.text("status.queued", status.queued(), age(status.oldestQueuedAge(), text)));
        boolean diskAlarm = status.disk().writeFailing() || status.disk().low();
        alarm.set(status.capsNear() || status.capsReached() || status.authPaused() || diskAlarm);
        List<String> notices = new ArrayList<>();
        if (status.disk().writeFailing()) {
            notices.add(text.text(status.disk().full() ? "status.diskFull" : "status.diskFailing"));
        } else if (status.disk().low()) {
            notices.add(text.text("status.diskLow", megabytes(status.disk().freeBytes())));
        }
        if (status.authPaused()) {
            notices.add(text.text("status.authAlert", text.reason(status.authAlert())));
        }
        if (status.capsReached()) {
            notices.add(text.text("status.capsReached", status.offlineAccepted()));
        } else if (status.capsNear()) {
            notices.add(text.text("status.capsNear", status.offlineAccepted()));
        }
        String code = "";
        if (!status.conflicts().isEmpty()) {
            ConflictNotice newest = status.conflicts().get(status.conflicts().size() - 1);
            code = VoucherCode.mask(newest.code());
            notices.add(text.text("status.conflict", code,
                    text.text("short." + (newest.verdict() == null ? "SERVER_WRONG" : newest.verdict().name())),
                    status.conflicts().size()));
        }
        noticeCode.set(code);
        notice.set(String.join("   ", notices));
    }

    private static String megabytes(long bytes) {
        return (bytes >> 20) + " MB";
    }

    /** A short age in the screen's words: {@code 45 s}, {@code 12 min}, {@code 3 h 05 min}. */
    static String age(Duration age, Messages text) {
        long seconds = Math.max(0, age.getSeconds());
        if (seconds < 60) {
            return text.text("age.seconds", seconds);
        }
        if (seconds < 3600) {
            return text.text("age.minutes", seconds / 60);
        }
        return text.text("age.hours", seconds / 3600, String.format(text.locale(), "%02d", seconds % 3600 / 60));
    }

    private void showCashier(String id) {
        cashier.set(id == null || id.isEmpty() ? text.text("status.noCashier") : text.text("status.cashier", id));
    }

    public ReadOnlyStringProperty connectionProperty() {
        return connection.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty offlineProperty() {
        return offline.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty queueProperty() {
        return queue.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty storeProperty() {
        return store.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty terminalProperty() {
        return terminal.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty cashierProperty() {
        return cashier.getReadOnlyProperty();
    }

    /**
     * True when the bar must turn red: the disk full or nearly full, offline caps near or reached, or the service
     * refuses this till.
     */
    public ReadOnlyBooleanProperty alarmProperty() {
        return alarm.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    /** The masked code the notice names (its newest conflict's), drawn monospace inside it; empty when none. */
    public ReadOnlyStringProperty noticeCodeProperty() {
        return noticeCode.getReadOnlyProperty();
    }
}
