package io.redeemdesk.client.cashier;

import javafx.beans.property.ReadOnlyObjectProperty;

/** What the verdict panel shows: the current card, and going back to "ready" once a verdict has been read. */
public interface VerdictSource {
    ReadOnlyObjectProperty<VerdictCard> cardProperty();

    /** Back to "ready" if {@code shown} is still on the panel (the view calls this a few seconds later). */
    void settle(VerdictCard shown);
}
