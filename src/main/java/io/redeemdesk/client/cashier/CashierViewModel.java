package io.redeemdesk.client.cashier;

import io.redeemdesk.client.exec.Background;
import io.redeemdesk.client.redeem.RedeemAction;
import io.redeemdesk.client.redeem.RedeemEngine;
import io.redeemdesk.client.redeem.RedeemOutcome;
import io.redeemdesk.protocol.VoucherCode;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.Locale;
import java.util.concurrent.Executor;

/**
 * State of the cashier screen. A scan is handed to the redeem engine on a background thread; the answer comes
 * back through {@code fxThread}, so the view only binds and the FX thread never waits. Tested without JavaFX
 * running by passing a direct executor.
 */
public final class CashierViewModel {
    private static final Logger LOG = LoggerFactory.getLogger(CashierViewModel.class);
    private static final int RECENT_SCANS = 10;

    private final RedeemEngine engine;
    private final Background background;
    private final Executor fxThread;
    private final String cashierId;

    private final ReadOnlyObjectWrapper<VerdictLook> look = new ReadOnlyObjectWrapper<>(VerdictLook.READY);
    private final ReadOnlyStringWrapper headline = new ReadOnlyStringWrapper(VerdictLook.READY.headline());
    private final ReadOnlyStringWrapper detail = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper voucher = new ReadOnlyStringWrapper("");
    private final ObservableList<String> recent = FXCollections.observableArrayList();
    private final ObservableList<String> recentView = FXCollections.unmodifiableObservableList(recent);

    public CashierViewModel(RedeemEngine engine, Background background, Executor fxThread, String cashierId) {
        this.engine = engine;
        this.background = background;
        this.fxThread = fxThread;
        this.cashierId = cashierId;
    }

    /** Redeems a code from any input (scanner, camera, keyboard). Returns at once. */
    public void submit(String code) {
        show(VerdictLook.CHECKING, VoucherCode.mask(VoucherCode.normalize(code)), "");
        background.submit(() -> engine.redeem(code, cashierId)).whenComplete((outcome, error) ->
                fxThread.execute(() -> {
                    if (error != null) {
                        LOG.error("redeem failed", error);
                        show(VerdictLook.CANNOT_VERIFY, "The till could not record the scan: "
                                + error.getMessage(), "");
                    } else {
                        present(outcome);
                    }
                }));
    }

    private void present(RedeemOutcome outcome) {
        VerdictLook shown = VerdictLook.of(outcome);
        RedeemAction action = outcome.action();
        String voucherLine = action == null ? "" : describeVoucher(action);
        show(shown, outcome.detail() == null ? "" : outcome.detail(), voucherLine);
        String code = action == null ? "" : VoucherCode.mask(action.code());
        recent.add(0, shown.name() + "  " + code);
        if (recent.size() > RECENT_SCANS) {
            recent.remove(RECENT_SCANS, recent.size());
        }
    }

    private static String describeVoucher(RedeemAction action) {
        String masked = VoucherCode.mask(action.code());
        if (action.voucherName() == null) {
            return masked;
        }
        String value = action.valueCents() == null ? "" : String.format(Locale.ROOT, "  %d.%02d %s",
                action.valueCents() / 100, action.valueCents() % 100, action.currency());
        return action.voucherName() + value + "  ·  " + masked;
    }

    private void show(VerdictLook shown, String detailText, String voucherLine) {
        look.set(shown);
        headline.set(shown.headline());
        detail.set(detailText);
        voucher.set(voucherLine);
    }

    public ReadOnlyObjectProperty<VerdictLook> lookProperty() {
        return look.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty headlineProperty() {
        return headline.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty detailProperty() {
        return detail.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty voucherProperty() {
        return voucher.getReadOnlyProperty();
    }

    public ObservableList<String> recentScans() {
        return recentView;
    }
}
