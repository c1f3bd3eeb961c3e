package io.redeemdesk.client.cashier.ui;

import io.redeemdesk.client.config.AboutInfo;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.scene.control.TextArea;
import javafx.stage.Window;

/** The About dialog (F1): version, commit and the configuration sources in effect, selectable for a ticket. */
public final class AboutDialog {
    private final AboutInfo info;

    public AboutDialog(AboutInfo info) {
        this.info = info;
    }

    /** The dialog's text; also what a support person copies. */
    public String text() {
        StringBuilder text = new StringBuilder()
                .append("RedeemDesk ").append(info.version()).append('\n')
                .append("Commit ").append(info.commit()).append(", built ").append(info.buildTime()).append('\n')
                .append("Mode: ").append(info.mode()).append("\n\nConfiguration sources (later ones win):\n");
        for (String source : info.sources()) {
            text.append("  • ").append(source).append('\n');
        }
        return text.toString();
    }

    public void show(Window owner) {
        Alert alert = new Alert(Alert.AlertType.INFORMATION, "", ButtonType.CLOSE);
        alert.initOwner(owner);
        alert.setTitle("About RedeemDesk");
        alert.setHeaderText("RedeemDesk " + info.version());
        TextArea body = new TextArea(text());
        body.setId("about-text");
        body.setEditable(false);
        body.setWrapText(true);
        body.setPrefRowCount(12);
        alert.getDialogPane().setContent(body);
        alert.show();
    }
}
