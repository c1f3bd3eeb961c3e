package io.redeemdesk.client.cashier;

import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The cards of the last {@value #SIZE} scans, newest first, for the "Last 10 scans" strip: every redemption in
 * instant mode, every hold or refusal in sale mode. Changed on the FX thread only.
 */
final class RecentScans {
    static final int SIZE = 10;

    private final ObservableList<VerdictCard> cards = FXCollections.observableArrayList();
    private final ObservableList<VerdictCard> view = FXCollections.unmodifiableObservableList(cards);

    void add(VerdictCard card) {
        cards.add(0, card);
        if (cards.size() > SIZE) {
            cards.remove(SIZE, cards.size());
        }
    }

    ObservableList<VerdictCard> cards() {
        return view;
    }
}
