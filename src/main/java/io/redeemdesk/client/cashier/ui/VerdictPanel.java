package io.redeemdesk.client.cashier.ui;

import io.redeemdesk.client.cashier.VerdictCard;
import io.redeemdesk.client.cashier.VerdictLook;
import io.redeemdesk.client.cashier.VerdictSource;
import javafx.animation.PauseTransition;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The large verdict: colour, icon and words that can be read from 1.5 m, the voucher's name and value, the
 * masked code and the detail. A verdict goes back to "ready" by itself after {@code settleAfter}; "checking" is
 * shown only once an answer has taken {@link #CHECKING_AFTER}. The look is a pseudo-class ({@link LookStates}), so
 * a new verdict restyles the panel in place.
 */
final class VerdictPanel extends VBox {
    /**
     * How long an answer may take before "checking" is shown: an answer within it replaces the last verdict at
     * once, with no flash of "checking" between them and no frame drawn for it while the till waits.
     */
    static final javafx.util.Duration CHECKING_AFTER = javafx.util.Duration.millis(150);

    private final FontIcon icon = new FontIcon();
    private final Label headline = label("verdict-headline");
    private final Label voucher = label("verdict-voucher");
    private final Label code = label("verdict-code");
    private final Label detail = label("verdict-detail");
    private final PauseTransition settle;
    private final PauseTransition stillChecking = new PauseTransition(CHECKING_AFTER);

    VerdictPanel(VerdictSource model, javafx.util.Duration settleAfter) {
        super(14);
        icon.getStyleClass().add("verdict-icon");
        icon.setId("verdict-icon");
        getChildren().addAll(icon, headline, voucher, code, detail);
        setAlignment(Pos.CENTER);
        setPadding(new Insets(32));
        getStyleClass().add("verdict");
        setId("verdict-panel");
        settle = new PauseTransition(settleAfter);
        show(model.cardProperty().get());
        model.cardProperty().addListener((o, old, card) -> {
            settle.stop();
            stillChecking.stop();
            if (card.look() == VerdictLook.CHECKING) {
                stillChecking.setOnFinished(e -> show(card));
                stillChecking.playFromStart();
                return;
            }
            show(card);
            if (card.look().settles()) {
                settle.setOnFinished(e -> model.settle(card));
                settle.playFromStart();
            }
        });
    }

    private void show(VerdictCard card) {
        icon.setIconLiteral(card.look().icon());
        headline.setText(card.headline());
        voucher.setText(card.voucher());
        code.setText(card.maskedCode());
        detail.setText(card.detail());
        LookStates.show(this, card.look());
    }

    private static Label label(String id) {
        Label label = new Label();
        label.setId(id);
        label.getStyleClass().add(id);
        label.setWrapText(true);
        label.setMinHeight(Region.USE_PREF_SIZE);
        return label;
    }
}
