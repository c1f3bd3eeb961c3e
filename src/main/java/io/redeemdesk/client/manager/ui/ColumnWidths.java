package io.redeemdesk.client.manager.ui;

import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

/** How wide a table column must be for its title (with room for the sort arrow) to show whole. */
public final class ColumnWidths {
    private static final double TITLE_FONT_SIZE = 14;
    private static final double SORT_ARROW_AND_PADDING = 34;
    private static final double PADDING = 20;

    private ColumnWidths() {
    }

    public static double titleWidth(String title) {
        return titleWidth(title, true);
    }

    /** The same for a column that is sorted or not: an unsorted one needs no room for the arrow. */
    public static double titleWidth(String title, boolean sortable) {
        return width(title, FontWeight.BOLD, sortable ? SORT_ARROW_AND_PADDING : PADDING);
    }

    private static double width(String words, FontWeight weight, double room) {
        Text text = new Text(words);
        text.setFont(Font.font(Font.getDefault().getFamily(), weight, TITLE_FONT_SIZE));
        return Math.ceil(text.getLayoutBounds().getWidth() + room);
    }
}
