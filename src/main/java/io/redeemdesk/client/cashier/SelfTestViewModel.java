package io.redeemdesk.client.cashier;

import io.redeemdesk.client.scan.ScanTrace;
import io.redeemdesk.client.scan.ScannerTimings;
import io.redeemdesk.client.text.Messages;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The scanner self-test: while it is open, scans and typing are not redeemed but shown — the raw characters,
 * the gap before each key, whether the timing says scanner or person, and the parsed code — so a technician
 * can tune the thresholds, prefix and suffix, and spot a wrong keyboard layout.
 */
public final class SelfTestViewModel {
    private final Messages text;
    private final ReadOnlyBooleanWrapper open = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper raw = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper timings = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper kind = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper parsed = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper aim = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper check = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper thresholds;

    public SelfTestViewModel(Messages text, ScannerTimings limits) {
        this.text = text;
        this.thresholds = new ReadOnlyStringWrapper(text.text("selftest.thresholds", limits.maxKeyGap().toMillis(),
                limits.minLength(), limits.tabTerminates() ? text.text("selftest.orTab") : ""));
    }

    public void toggle() {
        open.set(!open.get());
    }

    public void record(ScanTrace trace) {
        raw.set(trace.visibleRaw());
        timings.set(trace.gapsMillis().stream().map(ms -> String.format(Locale.ROOT, "%.1f", ms))
                .collect(Collectors.joining("  ")));
        kind.set(trace.scan() ? text.text("selftest.kindScan", String.format(Locale.ROOT, "%.1f",
                trace.largestGapMillis())) : text.text("selftest.kindTyped"));
        parsed.set(trace.parsed().code());
        aim.set(trace.parsed().aimId().isEmpty() ? "—" : trace.parsed().aimId());
        String verdict = trace.problem().map(p -> text.text("problem." + p.name()))
                .orElse(text.text("selftest.valid"));
        check.set(trace.layoutHint().map(h -> verdict + "\n" + text.text("layout." + h.layout().name()))
                .orElse(verdict));
    }

    public boolean isOpen() {
        return open.get();
    }

    public ReadOnlyBooleanProperty openProperty() {
        return open.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty rawProperty() {
        return raw.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty timingsProperty() {
        return timings.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty kindProperty() {
        return kind.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty parsedProperty() {
        return parsed.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty aimProperty() {
        return aim.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty checkProperty() {
        return check.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty thresholdsProperty() {
        return thresholds.getReadOnlyProperty();
    }
}
