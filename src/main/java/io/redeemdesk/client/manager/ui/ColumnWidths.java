package io.redeemdesk.client.manager.ui;

import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

/** How wide a table column must be for its title to show whole, with room for the sort arrow. */
public final class ColumnWidths {
    private static final double TITLE_FONT_SIZE = 14;
    private static final double SORT_ARROW_AND_PADDING = 34;

    private ColumnWidths() {
    }

    public static double titleWidth(String title) {
        Text text = new Text(title);
        text.setFont(Font.font(Font.getDefault().getFamily(), FontWeight.BOLD, TITLE_FONT_SIZE));
        return Math.ceil(text.getLayoutBounds().getWidth() + SORT_ARROW_AND_PADDING);
    }
}
