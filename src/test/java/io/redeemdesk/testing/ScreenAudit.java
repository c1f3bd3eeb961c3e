package io.redeemdesk.testing;

import javafx.application.Platform;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.ComboBoxBase;
import javafx.scene.control.Control;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.Tooltip;
import javafx.scene.text.Text;
import javafx.stage.Window;

import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Audits what a window shows: a visible label or button whose words end in an ellipsis although it has no tooltip
 * with every word of the whole text (not designed to be cut), or in {@link #strict strict} mode any whose shown
 * words differ from its text; a visible control lying outside the window; visible
 * words that are not from the screen language's bundles. For the last, every literal piece of every bundle value (the text
 * between its {@code {0}}-style arguments) is removed from a shown text, then the data the test names (codes,
 * request_ids, cashier names, times...) is; any letter left over came from somewhere else.
 */
public final class ScreenAudit {
    private static final Pattern ARGUMENT_FREE_DATA = Pattern.compile(
            "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
                    + "|(上午|下午)?\\d{1,2}:\\d{2}(:\\d{2})?(\\s?(AM|PM))?"
                    + "|https?://\\S+|(?<![\\p{L}\\d])/[\\w./-]+"
                    + "|\\b[0-9A-Z]{4}(-[0-9A-Z]{2,4}){2,}\\b|…[0-9A-Z]{6}\\b|\\b[0-9A-Z]{14}\\b");

    /** A masked code: an ellipsis and the code's last characters (VoucherCode.mask). */
    private static final Pattern MASKED_CODE = Pattern.compile("(?<![0-9A-Za-z])…([0-9A-Z]+)(?![0-9A-Za-z])");
    private static final int CODE_SHOWS = 6;

    /** Each bundle piece, longest first, matched only where it does not end or begin inside a word. */
    private final List<Pattern> fragments;
    private final List<Pattern> data;
    private final Set<String> problems = new LinkedHashSet<>();
    private Map<String, Predicate<Labeled>> designedCuts;
    /** A touch till's smallest target each way, or 0 on a till worked by keys. */
    private double touchTarget;

    /**
     * @param bundles base names of the bundles whose values may be shown, read for {@code locale} only
     * @param data    patterns of what may show besides bundle words (names, voucher names, engine errors...)
     */
    public ScreenAudit(Locale locale, List<String> bundles, List<String> data) {
        List<String> pieces = new ArrayList<>();
        for (String base : bundles) {
            ResourceBundle bundle = ResourceBundle.getBundle(base, locale,
                    ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
            for (String key : bundle.keySet()) {
                pieces.addAll(literalPieces(bundle.getString(key)));
            }
        }
        pieces.sort(Comparator.comparingInt(String::length).reversed());
        this.fragments = pieces.stream().map(ScreenAudit::piece).toList();
        this.data = new ArrayList<>();
        this.data.add(ARGUMENT_FREE_DATA);
        data.forEach(d -> this.data.add(Pattern.compile(d)));
    }

    /**
     * From now on any label, button or table cell whose rendered text differs from its full text is a problem,
     * tooltip or not, unless one of {@code designedCuts} (a design's name and which labels it may shorten) says
     * it may be cut; so is a masked code showing fewer than its last 6 characters, and a label or cell that is a
     * code alone but not in a monospace font.
     */
    public ScreenAudit strict(Map<String, Predicate<Labeled>> designedCuts) {
        this.designedCuts = Map.copyOf(designedCuts);
        return this;
    }

    /**
     * A touch till ({@code ui.touch = on}): from now on every shown button, toggle, field, choice box and tab in
     * every window audited smaller than {@code min} px either way is a problem too (a target inside another, the
     * editor of a choice box, counts as that one).
     */
    public ScreenAudit touch(double min) {
        this.touchTarget = min;
        return this;
    }

    /**
     * Audits every showing window; {@code where} names the screen in the problems found. Runs on the FX thread (a
     * test thread's call waits for it there): laying a scene out beside the FX thread's pulse breaks its text.
     */
    public void audit(String where) {
        if (!Platform.isFxApplicationThread()) {
            onFx(() -> audit(where));
            return;
        }
        for (Window window : new ArrayList<>(Window.getWindows())) {
            if (window.isShowing() && window.getScene() != null) {
                audit(where, window.getScene());
            }
        }
    }

    /** Audits one scene, on the FX thread as {@link #audit(String)} does. */
    public void audit(String where, Scene scene) {
        if (!Platform.isFxApplicationThread()) {
            onFx(() -> audit(where, scene));
            return;
        }
        scene.getRoot().applyCss();
        scene.getRoot().layout();
        walk(where, scene, scene.getRoot(), false);
        if (touchTarget > 0) {
            targets(where, scene.getRoot());
        }
    }

    private static void onFx(Runnable work) {
        try {
            WaitForAsyncUtils.asyncFx(work).get(20, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        } catch (InterruptedException | TimeoutException e) {
            throw new IllegalStateException("the FX thread did not finish the audit", e);
        }
    }

    /** Every problem found so far, each once. */
    public List<String> problems() {
        return List.copyOf(problems);
    }

    private void walk(String where, Scene scene, Node node, boolean scrolled) {
        if (!node.isVisible() || node.getOpacity() == 0) {
            return;
        }
        if (node instanceof Labeled labeled) {
            checkLabeled(where, labeled);
        } else if (node instanceof Text text && !(node.getParent() instanceof Labeled)
                && !inside(node, TextInputControl.class)) {
            words(where, text.getText());
        }
        if (node instanceof TextInputControl input) {
            if (input.getText() == null || input.getText().isEmpty()) {
                words(where, input.getPromptText());
            }
        }
        if (node instanceof Control control && !scrolled) {
            Bounds b = control.localToScene(control.getLayoutBounds());
            if (b.getWidth() > 0 && (b.getMinX() < -1 || b.getMinY() < -1 || b.getMaxX() > scene.getWidth() + 1
                    || b.getMaxY() > scene.getHeight() + 1)) {
                problems.add(where + ": " + describe(control) + " lies outside the window (" + bounds(b) + " in "
                        + (int) scene.getWidth() + "x" + (int) scene.getHeight() + ")");
            }
        }
        boolean scrolls = scrolled || node instanceof ScrollPane || node instanceof ListView
                || node instanceof TableView;
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                walk(where, scene, child, scrolls);
            }
        }
    }

    private void targets(String where, Node node) {
        if (!node.isVisible() || node.getOpacity() == 0) {
            return;
        }
        if (node instanceof ButtonBase || node instanceof TextInputControl || node instanceof ComboBoxBase<?>
                || node.getStyleClass().contains("tab") && node.getParent() != null
                && node.getParent().getStyleClass().contains("headers-region")) {
            Bounds b = node.getLayoutBounds();
            if (b.getWidth() < touchTarget - 0.5 || b.getHeight() < touchTarget - 0.5) {
                problems.add(String.format(Locale.ROOT, "%s: the touch target %s is %.0fx%.0f px, under %.0f",
                        where, describe(node), b.getWidth(), b.getHeight(), touchTarget));
            }
            return;
        }
        if (node instanceof Parent parent) {
            parent.getChildrenUnmodifiable().forEach(child -> targets(where, child));
        }
    }

    private void checkLabeled(String where, Labeled labeled) {
        String full = labeled.getText();
        if (full == null || full.isEmpty()) {
            return;
        }
        words(where, full);
        if (designedCuts != null) {
            checkCodes(where, labeled, full);
        }
        for (Node child : labeled.getChildrenUnmodifiable()) {
            if (designedCuts != null && child instanceof Text shown
                    && child.getClass().getSimpleName().equals("LabeledText") && child.isVisible()
                    && !full.equals(shown.getText()) && !shown.getText().isEmpty() && cutBySkin(labeled, shown)
                    && designedCuts.values().stream().noneMatch(cut -> cut.test(labeled))) {
                problems.add(where + ": " + describe(labeled) + " is cut off: shows \"" + shown.getText()
                        + "\" of \"" + full + "\"");
            } else if (designedCuts == null && child instanceof Text shown
                    && child.getClass().getSimpleName().equals("LabeledText")
                    && child.isVisible() && !full.equals(shown.getText())
                    && shown.getText().endsWith(labeled.getEllipsisString())) {
                Tooltip tip = labeled.getTooltip();
                if (tip == null || !tellsWhole(tip.getText(), full)) {
                    problems.add(where + ": " + describe(labeled) + " is cut off: shows \"" + shown.getText()
                            + "\" of \"" + full + "\"");
                }
            }
        }
    }

    /**
     * Whether the skin shortened the text rather than drawing an older value: JavaFX marks every cut with the
     * label's ellipsis string, so a text without it is a frame not yet redrawn (the status bar's clock ticking
     * between two pulses), unless the label cuts without any mark.
     */
    private static boolean cutBySkin(Labeled labeled, Text shown) {
        String mark = labeled.getEllipsisString();
        return mark == null || mark.isEmpty() || shown.getText().contains(mark);
    }

    private void checkCodes(String where, Labeled labeled, String full) {
        Matcher code = MASKED_CODE.matcher(full);
        while (code.find()) {
            if (code.group(1).length() < CODE_SHOWS) {
                problems.add(where + ": " + describe(labeled) + " shows a code by fewer than its last " + CODE_SHOWS
                        + " characters");
            }
        }
        if (MASKED_CODE.matcher(full.strip()).matches()
                && !labeled.getFont().getFamily().toLowerCase(Locale.ROOT).contains("mono")) {
            problems.add(where + ": " + describe(labeled) + " is a code in " + labeled.getFont().getFamily()
                    + ", not monospace");
        }
    }

    /**
     * Whether a tooltip tells the whole of a cut text: it holds every word of it (a short form such as a sale's
     * first eight characters counts when the tooltip holds the whole value it begins).
     */
    private static boolean tellsWhole(String tip, String full) {
        return tip != null && Arrays.stream(full.split("[\\s·…]+")).filter(w -> !w.isEmpty())
                .allMatch(tip::contains);
    }

    private void words(String where, String shown) {
        if (shown == null || shown.isBlank()) {
            return;
        }
        String rest = shown;
        for (Pattern d : data) {
            rest = d.matcher(rest).replaceAll(" ");
        }
        for (Pattern piece : fragments) {
            rest = piece.matcher(rest).replaceAll(" ");
        }
        if (rest.codePoints().anyMatch(Character::isLetter)) {
            problems.add(where + ": \"" + shown + "\" is not from the bundle (left over: \"" + rest.strip()
                    .replaceAll("\\s+", " ") + "\")");
        }
    }

    /**
     * A bundle piece as a pattern that matches it only as whole words: a piece that begins (ends) with a Latin
     * letter must not follow (be followed by) another one, so "use" never takes the first letters of "used"
     * (Chinese has no spaces between words, so its pieces match anywhere). Short pieces are stripped first.
     */
    private static Pattern piece(String piece) {
        if (piece.strip().length() <= 2) {
            return Pattern.compile("(?<!\\p{L})" + Pattern.quote(piece.strip()) + "(?!\\p{L})");
        }
        String text = piece;
        String head = !text.isEmpty() && latin(text.codePointAt(0)) ? "(?<!\\p{IsLatin})" : "";
        String tail = !text.isEmpty() && latin(text.codePointBefore(text.length())) ? "(?!\\p{IsLatin})" : "";
        return Pattern.compile(head + Pattern.quote(text) + tail);
    }

    private static boolean latin(int codePoint) {
        return Character.UnicodeScript.of(codePoint) == Character.UnicodeScript.LATIN;
    }

    /**
     * The text between the arguments of a MessageFormat pattern ({@code ''} read as {@code '}), including the
     * words of a {@code choice} argument's sub-messages; the value itself when it has no arguments.
     */
    static List<String> literalPieces(String value) {
        if (!value.contains("{")) {
            return List.of(value);
        }
        List<String> pieces = new ArrayList<>();
        StringBuilder piece = new StringBuilder();
        StringBuilder head = new StringBuilder();
        int depth = 0;
        int commas = 0;
        boolean choice = false;
        boolean inSub = false;
        for (char c : value.toCharArray()) {
            if (depth == 0) {
                if (c == '{') {
                    pieces.add(piece.toString());
                    piece.setLength(0);
                    head.setLength(0);
                    depth = 1;
                    commas = 0;
                    choice = false;
                    inSub = false;
                } else {
                    piece.append(c);
                }
            } else if (depth == 2) {
                depth = c == '}' ? 1 : 2;
            } else if (c == '}') {
                pieces.add(piece.toString());
                piece.setLength(0);
                depth = 0;
            } else if (!choice) {
                if (c == ',') {
                    commas++;
                    choice = commas == 2 && head.toString().strip().equals("choice");
                    head.setLength(0);
                } else {
                    head.append(c);
                }
            } else if (!inSub && (c == '#' || c == '<')) {
                inSub = true;
            } else if (inSub && c == '|') {
                pieces.add(piece.toString());
                piece.setLength(0);
                inSub = false;
            } else if (inSub && c == '{') {
                pieces.add(piece.toString());
                piece.setLength(0);
                depth = 2;
            } else if (inSub) {
                piece.append(c);
            }
        }
        pieces.add(piece.toString());
        return pieces.stream().map(p -> p.replace("''", "'")).filter(p -> !p.isBlank()).toList();
    }

    private static boolean inside(Node node, Class<?> type) {
        for (Node n = node.getParent(); n != null; n = n.getParent()) {
            if (type.isInstance(n)) {
                return true;
            }
        }
        return false;
    }

    private static String describe(Node node) {
        String id = node.getId() == null ? "" : "#" + node.getId();
        String text = node instanceof Labeled l && l.getText() != null ? " \"" + l.getText() + "\"" : "";
        return node.getClass().getSimpleName() + id + text;
    }

    private static String bounds(Bounds b) {
        return String.format(Locale.ROOT, "%.0f,%.0f to %.0f,%.0f", b.getMinX(), b.getMinY(), b.getMaxX(),
                b.getMaxY());
    }
}
