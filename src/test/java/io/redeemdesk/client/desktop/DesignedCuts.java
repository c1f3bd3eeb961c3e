package io.redeemdesk.client.desktop;

import javafx.scene.control.Labeled;

import java.util.Map;
import java.util.function.Predicate;

/**
 * The only texts a design lets the screens shorten (each named for what it is and why); anything else shown
 * shorter than its text is a problem of the fit check.
 */
final class DesignedCuts {
    static final Map<String, Predicate<Labeled>> ALL = Map.of();

    private DesignedCuts() {
    }
}
