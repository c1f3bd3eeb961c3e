package io.redeemdesk.client.cashier.ui;

import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import java.util.List;

/**
 * Fits the cashier screen to the till's screen, from 1024×768 up. On a wide window the side panels (demo sheet on
 * the left, camera and last scans on the right) sit beside the verdict and the entry bar is one line. On a
 * narrow one the panels fold into toggles (one open at a time, beside the verdict) and the entry bar takes two
 * lines: the code field on the first, the function keys on the second. A low window gets the {@code :compact}
 * pseudo-class, which shrinks the verdict's icon, never its words; a large one (1920×1080) {@code :large}, where the
 * verdict, the sale's lines and the last scans are drawn larger and the side panel is wider.
 */
public final class AdaptiveLayout {
    /** Narrower than this (1024 and 1152 px screens), the side panels fold into toggles. */
    public static final double WIDE = 1200;
    /** Lower than this, the verdict icon shrinks. */
    public static final double TALL = 860;
    /** At least this wide and {@link #LARGE_HEIGHT} high (1920×1080), the verdict, the sale and the last scans grow. */
    public static final double LARGE_WIDTH = 1600;
    private static final double LARGE_HEIGHT = 960;
    private static final PseudoClass COMPACT = PseudoClass.getPseudoClass("compact");
    private static final PseudoClass LARGE = PseudoClass.getPseudoClass("large");
    private static final PseudoClass NARROW = PseudoClass.getPseudoClass("narrow");

    private final BorderPane root;
    private final Node left;
    private final Node right;
    private final ToggleButton leftToggle;
    private final ToggleButton rightToggle;
    private final Pane bar;
    private final HBox codeRow;
    private final HBox keys;
    private Boolean wide;

    /**
     * @param left        the demo sheet, or {@code null} when there is none (its toggle is then never shown)
     * @param bar         the entry bar; its children are replaced by {@code codeRow} and {@code keys}
     * @param keys        the function-key buttons; the two toggles are added at its end
     */
    public AdaptiveLayout(BorderPane root, Node left, Node right, ToggleButton leftToggle, ToggleButton rightToggle,
                          Pane bar, HBox codeRow, HBox keys) {
        this.root = root;
        this.left = left;
        this.right = right;
        this.leftToggle = leftToggle;
        this.rightToggle = rightToggle;
        this.bar = bar;
        this.codeRow = codeRow;
        this.keys = keys;
        ToggleGroup group = new ToggleGroup();
        leftToggle.setToggleGroup(group);
        rightToggle.setToggleGroup(group);
        keys.getChildren().addAll(leftToggle, rightToggle);
        leftToggle.selectedProperty().addListener((o, was, on) -> place());
        rightToggle.selectedProperty().addListener((o, was, on) -> place());
        root.widthProperty().addListener((o, was, width) -> {
            fit();
            large();
        });
        root.heightProperty().addListener((o, was, height) -> {
            root.pseudoClassStateChanged(COMPACT, height.doubleValue() < TALL);
            large();
        });
        fit();
    }

    private void fit() {
        boolean nowWide = root.getWidth() == 0 || root.getWidth() >= WIDE;
        if (wide != null && wide == nowWide) {
            return;
        }
        wide = nowWide;
        root.pseudoClassStateChanged(NARROW, !nowWide);
        for (ToggleButton toggle : List.of(leftToggle, rightToggle)) {
            toggle.setVisible(!nowWide && (toggle != leftToggle || left != null));
            toggle.setManaged(toggle.isVisible());
        }
        HBox.setHgrow(codeRow, Priority.ALWAYS);
        Pane line = nowWide ? new HBox(8) : new VBox(8);
        line.getChildren().setAll(codeRow, keys);
        bar.getChildren().setAll(line);
        place();
    }

    private void large() {
        root.pseudoClassStateChanged(LARGE, root.getWidth() >= LARGE_WIDTH && root.getHeight() >= LARGE_HEIGHT);
    }

    private void place() {
        root.setLeft(left != null && (wide || leftToggle.isSelected()) ? left : null);
        root.setRight(wide || rightToggle.isSelected() ? right : null);
    }

    /** Whether the side panels are folded into toggles. */
    public boolean narrow() {
        return !wide;
    }
}
