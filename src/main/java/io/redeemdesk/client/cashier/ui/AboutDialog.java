package io.redeemdesk.client.cashier.ui;

import io.redeemdesk.client.config.AboutInfo;
import io.redeemdesk.client.text.Messages;
import io.redeemdesk.client.ui.WindowPlacement;
import io.redeemdesk.config.ConfigSource;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextArea;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;
import javafx.stage.Window;

/** The About dialog (F1): version, commit and the configuration sources in effect, selectable for a ticket. */
public final class AboutDialog {
    private final AboutInfo info;
    private final String modeLine;
    private final Messages text;

    /** @param modeLine which service the till uses, in the screen's language */
    public AboutDialog(AboutInfo info, String modeLine, Messages text) {
        this.info = info;
        this.modeLine = modeLine;
        this.text = text;
    }

    /** The dialog's text; also what a support person copies. */
    public String text() {
        StringBuilder out = new StringBuilder()
                .append(text.text("about.version", info.version())).append('\n')
                .append(text.text("about.commit", info.commit(), info.buildTime())).append('\n')
                .append(text.text("about.mode", modeLine)).append("\n\n")
                .append(text.text("about.sources")).append('\n');
        for (ConfigSource source : info.sources()) {
            String where = text.text("about.source." + source.layer().name(), source.place());
            out.append("  • ").append(where).append('\n');
        }
        return out.toString();
    }

    public void show(Window owner) {
        ButtonType close = new ButtonType(text.text("about.close"), ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert alert = new Alert(Alert.AlertType.INFORMATION, "", close);
        WindowPlacement.own(alert, owner, false);
        alert.setTitle(text.text("about.title"));
        alert.setHeaderText(text.text("about.version", info.version()));
        alert.getDialogPane().setId("about-dialog");
        TextArea body = new TextArea(text());
        body.setId("about-text");
        body.setEditable(false);
        body.setWrapText(true);
        body.setPrefRowCount(Math.max(8, (int) text().lines().count() + 2));
        body.setPrefColumnCount(60);
        body.needsLayoutProperty().addListener((o, was, now) -> {
            if (!now) {
                showWhole(body);
            }
        });
        body.setMinHeight(Region.USE_PREF_SIZE);
        alert.getDialogPane().setContent(body);
        alert.show();
    }

    /**
     * Makes {@code area} tall enough for its whole text. The area counts its rows in its font's line height, in which
     * the text's lines, its padding and pixel rounding came out a pixel or more taller than the rows asked for: the
     * text stood behind a scroll bar it did not need.
     */
    private static void showWhole(TextArea area) {
        if (area.lookup(".scroll-pane") instanceof ScrollPane pane && pane.getContent() instanceof Region content
                && content.lookup(".text") instanceof Text text) {
            double needed = Math.ceil(text.getLayoutBounds().getHeight() + vertical(content) + vertical(pane)
                    + vertical(area));
            if (needed > area.getHeight()) {
                area.setPrefHeight(needed);
            }
        }
    }

    private static double vertical(Region region) {
        return region.snappedTopInset() + region.snappedBottomInset();
    }
}
