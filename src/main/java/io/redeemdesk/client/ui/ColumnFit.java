package io.redeemdesk.client.ui;

import javafx.application.Platform;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.function.Function;

/**
 * A table's columns sized by priority, so that no cell is ever cut: each column is as wide as its title and its
 * widest value in the font its cells are drawn with; when the table is too narrow for all of them, the columns
 * of lowest priority are left out (what they hold is in the row's details), never shortened to an ellipsis.
 * Whatever width is left over is shared out by the table's constrained resize policy. The columns are fitted again
 * when the table's width, rows or skin change, and when a title's or a cell's font does (CSS may set it after the
 * rows came in). After a column is shown again or its width changes, the resize policy is applied to the whole
 * table at once: left to itself it may not be, and a column shown again at its width beside columns already spread
 * over the table stuck out past its edge. After every layout of the table the columns are measured against the
 * width their rows have (the table's, less its border and a vertical scroll bar when one is shown): columns that
 * stick out past it are fitted again to that width and the policy applied once more, a few times in a row at most.
 *
 * @param <S> the type of the table's rows
 */
public final class ColumnFit<S> {
    /** Room for the sort arrow beside a sortable column's title. */
    private static final double SORT_ARROW = 22;
    /** What a vertical scroll bar and the table's border may take from its width. */
    private static final double TABLE_ROOM = 20;
    private static final double SLACK = 4;
    /** How many fits in a row may follow layouts that left the columns sticking out. */
    private static final int MAX_REFITS = 3;

    private record Entry<S>(TableColumn<S, ?> column, Function<S, String> value) {
    }

    private final TableView<S> table;
    private final List<Entry<S>> byPriority = new ArrayList<>();
    private final List<Watched> watched = new ArrayList<>();
    /** The titles and cells whose fonts were measured: a font set later (by CSS) fits the columns again. */
    private final Set<Labeled> measured = Collections.newSetFromMap(new WeakHashMap<>());
    private boolean pending;
    /** Fits in a row that followed a layout leaving the columns wider than the rows' width. */
    private int refits;
    /** The rows' vertical scroll bar, found once per skin: {@link #laidOut} runs after every layout. */
    private ScrollBar verticalBar;

    private ColumnFit(TableView<S> table) {
        this.table = table;
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY);
        table.widthProperty().addListener((o, was, now) -> later());
        table.getItems().addListener((ListChangeListener<S>) change -> later());
        table.itemsProperty().addListener((o, was, now) -> {
            now.addListener((ListChangeListener<S>) change -> later());
            later();
        });
        table.skinProperty().addListener((o, was, now) -> {
            verticalBar = null;
            later();
        });
        table.needsLayoutProperty().addListener((o, was, now) -> {
            if (!now) {
                laidOut();
            }
        });
    }

    /** Sizes {@code table}'s columns; add them with {@link #add} from the most to the least important. */
    public static <S> ColumnFit<S> of(TableView<S> table) {
        return new ColumnFit<>(table);
    }

    /** The next column by priority, and what its cell shows for a row. */
    public ColumnFit<S> add(TableColumn<S, ?> column, Function<S, String> value) {
        byPriority.add(new Entry<>(column, value));
        later();
        return this;
    }

    /**
     * How wide the table must be for its {@code first} most important columns to show whole; follows the rows and
     * the fonts as they change.
     */
    public ReadOnlyDoubleProperty widthFor(int first) {
        ReadOnlyDoubleWrapper width = new ReadOnlyDoubleWrapper(this, "widthFor" + first);
        watched.add(new Watched(first, width));
        later();
        return width.getReadOnlyProperty();
    }

    private record Watched(int first, ReadOnlyDoubleWrapper width) {
    }

    /** Fits the columns again once the table has been laid out (its cells then have their fonts). */
    private void later() {
        if (pending) {
            return;
        }
        pending = true;
        Platform.runLater(() -> {
            pending = false;
            fit();
            Platform.runLater(this::fit);
        });
    }

    /** Fits again when the layout just done left the columns wider than the rows (up to {@link #MAX_REFITS}). */
    private void laidOut() {
        if (!sticksOut(rowsWidth())) {
            refits = 0;
        } else if (refits < MAX_REFITS) {
            refits++;
            later();
        }
    }

    /** Whether the shown columns are wider than {@code rowsWidth} (by more than a pixel's rounding). */
    private boolean sticksOut(double rowsWidth) {
        return table.getVisibleLeafColumns().stream().mapToDouble(TableColumn::getWidth).sum() > rowsWidth + 1;
    }

    /**
     * The width the rows have, as the resize policy counts it: the table's, less its border and a vertical scroll
     * bar while one is shown.
     */
    private double rowsWidth() {
        double width = table.getWidth() - table.snappedLeftInset() - table.snappedRightInset();
        ScrollBar bar = verticalBar();
        return bar != null && bar.isVisible() ? width - bar.getWidth() : width;
    }

    private ScrollBar verticalBar() {
        if (verticalBar == null) {
            for (Node n : table.lookupAll(".scroll-bar")) {
                if (n instanceof ScrollBar bar && bar.getOrientation() == Orientation.VERTICAL) {
                    verticalBar = bar;
                    break;
                }
            }
        }
        return verticalBar;
    }

    /** Sizes and shows the columns; a column shown again is redrawn at once (its cells were laid out hidden). */
    private void fit() {
        for (Watched w : watched) {
            double sum = TABLE_ROOM;
            for (Entry<S> e : byPriority.subList(0, Math.min(w.first, byPriority.size()))) {
                sum += need(e);
            }
            w.width.set(sum);
        }
        double rowsWidth = rowsWidth();
        double available = Math.min(table.getWidth() - TABLE_ROOM, rowsWidth);
        if (available <= 0) {
            return;
        }
        double used = 0;
        boolean room = true;
        boolean changed = false;
        boolean resized = false;
        for (Entry<S> e : byPriority) {
            double need = need(e);
            room = room && used + need <= available;
            if (room) {
                used += need;
                if (e.column.getMinWidth() != need) {
                    resized = true;
                    e.column.setMinWidth(need);
                    e.column.setPrefWidth(need);
                }
            }
            if (e.column.isVisible() != room) {
                e.column.setVisible(room);
                changed = true;
            }
        }
        if (changed) {
            table.refresh();
        }
        if (changed || resized || sticksOut(rowsWidth)) {
            table.resizeColumn(null, 0);
        }
    }

    private double need(Entry<S> e) {
        Labeled header = header();
        watchFont(header);
        double title = width(e.column.getText(), header == null ? Font.getDefault() : header.getFont())
                + (e.column.isSortable() ? SORT_ARROW : 0) + padding(header);
        double widest = 0;
        Set<Font> fonts = fontsOf(e.column);
        TableCell<?, ?> sample = sampleCell();
        for (S row : table.getItems()) {
            String shown = e.value.apply(row);
            for (Font font : fonts) {
                widest = Math.max(widest, width(shown, font));
            }
        }
        return Math.ceil(Math.max(title, widest + padding(sample)) + SLACK);
    }

    private Labeled header() {
        for (Node n : table.lookupAll(".column-header .label")) {
            if (n instanceof Labeled l) {
                return l;
            }
        }
        return null;
    }

    /** The fonts the column's cells are drawn with (a bold row's and a plain one's), or any cell's. */
    private Set<Font> fontsOf(TableColumn<S, ?> column) {
        Set<Font> fonts = new LinkedHashSet<>();
        Set<Font> any = new LinkedHashSet<>();
        for (Node n : table.lookupAll(".table-cell")) {
            if (n instanceof TableCell<?, ?> cell) {
                watchFont(cell);
                any.add(cell.getFont());
                if (cell.getTableColumn() == column) {
                    fonts.add(cell.getFont());
                }
            }
        }
        if (fonts.isEmpty()) {
            fonts.addAll(any);
        }
        if (fonts.isEmpty()) {
            fonts.add(Font.getDefault());
        }
        return fonts;
    }

    private void watchFont(Labeled labeled) {
        if (labeled != null && measured.add(labeled)) {
            labeled.fontProperty().addListener((o, was, now) -> later());
        }
    }

    private TableCell<?, ?> sampleCell() {
        for (Node n : table.lookupAll(".table-cell")) {
            if (n instanceof TableCell<?, ?> cell) {
                return cell;
            }
        }
        return null;
    }

    private static double padding(Labeled labeled) {
        if (labeled == null) {
            return 2 * 10;
        }
        Insets in = labeled.getInsets();
        return in.getLeft() + in.getRight() + labeled.getLabelPadding().getLeft() + labeled.getLabelPadding().getRight();
    }

    private static double width(String words, Font font) {
        if (words == null || words.isEmpty()) {
            return 0;
        }
        Text text = new Text(words);
        text.setFont(font);
        return text.getLayoutBounds().getWidth();
    }
}
