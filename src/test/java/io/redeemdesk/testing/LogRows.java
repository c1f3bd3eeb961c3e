package io.redeemdesk.testing;

import io.redeemdesk.client.manager.store.LogEntry;
import javafx.scene.Node;
import javafx.scene.control.TableCell;

import java.util.function.Predicate;

/**
 * Finds a manager log row by its request_id, whichever columns the window is wide enough to show (the request_id
 * column is the first left out on a narrow one): a shown cell of that row.
 */
public final class LogRows {
    private LogRows() {
    }

    public static Predicate<Node> cellOf(String requestId) {
        return n -> n instanceof TableCell<?, ?> c && shown(c) && c.getTableColumn() != null
                && c.getTableColumn().isVisible() && c.getText() != null && !c.getText().isEmpty()
                && c.getTableRow() != null && c.getTableRow().getItem() instanceof LogEntry e
                && requestId.equals(e.action().requestId());
    }

    /** Whether the node and every parent are visible (the table's measuring cell sits in a hidden parent). */
    private static boolean shown(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return true;
    }
}
