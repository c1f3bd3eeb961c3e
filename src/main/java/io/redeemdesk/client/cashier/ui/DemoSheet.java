package io.redeemdesk.client.cashier.ui;

import io.redeemdesk.client.cashier.DemoVoucher;
import io.redeemdesk.protocol.VoucherCode;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.image.ImageView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

import java.util.List;
import java.util.function.Consumer;

/**
 * The demo voucher sheet: each demo code as a QR image with its name and value. Click one to redeem it (in sale
 * mode: to add it to the sale; the button says which), type it, or, with the camera switched on, hold the screen
 * to the camera.
 */
final class DemoSheet extends ScrollPane {

    /** @param useWords the card's button: "Redeem", or "Add to sale" in sale mode */
    DemoSheet(List<DemoVoucher> vouchers, String titleText, String useWords, Consumer<String> redeem) {
        VBox cards = new VBox(8);
        cards.setPadding(new Insets(8));
        Label title = new Label(titleText);
        title.getStyleClass().add("demo-title");
        title.setWrapText(true);
        cards.getChildren().add(title);
        for (DemoVoucher voucher : vouchers) {
            cards.getChildren().add(card(voucher, useWords, redeem));
        }
        setContent(cards);
        setFitToWidth(true);
        setPrefWidth(300);
        setMinWidth(260);
        setFocusTraversable(false);
        getStyleClass().add("demo-sheet");
    }

    private static HBox card(DemoVoucher voucher, String redeemText, Consumer<String> redeem) {
        ImageView qr = new ImageView(QrImages.qr(voucher.code(), 84));
        Label name = new Label(voucher.name() + "\n" + voucher.value());
        name.setWrapText(true);
        Label code = new Label(VoucherCode.display(voucher.code()));
        code.getStyleClass().add("demo-code");
        Button use = new Button(redeemText);
        use.setFocusTraversable(false);
        use.setOnAction(e -> redeem.accept(voucher.code()));
        VBox text = new VBox(4, name, code, use);
        HBox card = new HBox(8, qr, text);
        card.getStyleClass().add("demo-card");
        return card;
    }
}
