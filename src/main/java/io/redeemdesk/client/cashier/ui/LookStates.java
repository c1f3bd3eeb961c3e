package io.redeemdesk.client.cashier.ui;

import io.redeemdesk.client.cashier.VerdictLook;
import javafx.css.PseudoClass;
import javafx.scene.Node;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A verdict's look on a node as CSS pseudo-classes: {@code :look-ok}, {@code :look-refused}, {@code :look-warning},
 * {@code :look-offline}, {@code :look-checking}, {@code :look-ready} (its colour class) and {@code :verdict-<name>}
 * ({@code :verdict-redeemed}, …). A pseudo-class turned on or off restyles the node in place; a style class
 * added or removed makes JavaFX match every stylesheet rule again for the node and all its children, which on
 * the verdict panel, the sale's lines and the last scans cost the FX thread milliseconds at every scan.
 */
final class LookStates {
    private static final Map<VerdictLook, PseudoClass> NAMES = new EnumMap<>(VerdictLook.class);
    private static final Map<VerdictLook, PseudoClass> COLOURS = new EnumMap<>(VerdictLook.class);
    private static final Set<PseudoClass> ALL;

    static {
        for (VerdictLook look : VerdictLook.values()) {
            NAMES.put(look, PseudoClass.getPseudoClass("verdict-" + look.name().toLowerCase().replace('_', '-')));
            COLOURS.put(look, PseudoClass.getPseudoClass("look-" + look.styleClass()));
        }
        ALL = Arrays.stream(VerdictLook.values()).flatMap(l -> Set.of(NAMES.get(l), COLOURS.get(l)).stream())
                .collect(Collectors.toUnmodifiableSet());
    }

    private LookStates() {
    }

    /** Shows {@code look} on {@code node} (null: none), turning every other look's pseudo-classes off. */
    static void show(Node node, VerdictLook look) {
        for (PseudoClass state : ALL) {
            boolean on = look != null && (state == NAMES.get(look) || state == COLOURS.get(look));
            if (node.getPseudoClassStates().contains(state) != on) {
                node.pseudoClassStateChanged(state, on);
            }
        }
    }
}
