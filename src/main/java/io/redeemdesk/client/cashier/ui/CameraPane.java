package io.redeemdesk.client.cashier.ui;

import io.redeemdesk.client.cashier.CameraViewModel;
import io.redeemdesk.client.scan.CameraDevice;
import io.redeemdesk.client.scan.Frame;
import io.redeemdesk.client.scan.Region;
import io.redeemdesk.client.text.Messages;
import javafx.animation.AnimationTimer;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.image.ImageView;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Rectangle;
import javafx.util.StringConverter;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The camera picker and the live preview with its guide box: codes inside the box are decoded. The preview paints
 * only the newest frame once per screen refresh; frames in between are skipped, never queued. Built with the
 * screen, it opens the store's configured camera; when the store switched the camera off, picker and button are
 * disabled and the status line says so.
 */
final class CameraPane extends VBox {
    private static final double PREVIEW_WIDTH = 284;

    private final CameraViewModel model;
    private final ImageView preview = new ImageView();
    private final Rectangle guide = new Rectangle();
    private WritableImage image;

    CameraPane(CameraViewModel model, Messages text) {
        super(6);
        this.model = model;
        ComboBox<CameraDevice> picker = new ComboBox<>(model.devices());
        picker.setId("camera-picker");
        picker.setPromptText(text.text("camera.pick"));
        picker.setConverter(new StringConverter<>() {
            @Override
            public String toString(CameraDevice device) {
                return device == null ? "" : device.name();
            }

            @Override
            public CameraDevice fromString(String name) {
                return new CameraDevice(name);
            }
        });
        picker.setMaxWidth(Double.MAX_VALUE);
        picker.setOnShowing(e -> model.refreshDevices());
        HBox.setHgrow(picker, Priority.ALWAYS);
        Button toggle = new Button(text.text("camera.start"), new FontIcon("mdi2c-camera"));
        toggle.setId("camera-toggle");
        toggle.setMinWidth(Button.USE_PREF_SIZE);
        model.runningProperty().addListener((o, was, on) -> {
            toggle.setText(text.text(on ? "camera.stop" : "camera.start"));
            ((FontIcon) toggle.getGraphic()).setIconLiteral(on ? "mdi2c-camera-off" : "mdi2c-camera");
        });
        toggle.setOnAction(e -> {
            if (model.runningProperty().get()) {
                model.stop();
            } else {
                model.start(picker.getValue());
            }
        });
        preview.setPreserveRatio(true);
        preview.setFitWidth(PREVIEW_WIDTH);
        preview.setId("camera-preview");
        guide.getStyleClass().add("camera-guide");
        guide.setManaged(false);
        StackPane screen = new StackPane(preview, new Pane(guide));
        screen.getStyleClass().add("camera-screen");
        screen.visibleProperty().bind(model.runningProperty());
        screen.managedProperty().bind(screen.visibleProperty());
        Label status = new Label();
        status.setId("camera-status");
        status.setWrapText(true);
        status.setMinHeight(Label.USE_PREF_SIZE);
        status.textProperty().bind(model.statusProperty());
        Label title = new Label(text.text("camera.title"));
        title.getStyleClass().add("strip-title");
        picker.setDisable(!model.enabled());
        toggle.setDisable(!model.enabled());
        getChildren().addAll(title, new HBox(6, picker, toggle), screen, status);
        setPadding(new Insets(8, 8, 0, 8));
        getStyleClass().add("camera-pane");
        new AnimationTimer() {
            @Override
            public void handle(long now) {
                Frame frame = model.takeNewestFrame();
                if (frame != null) {
                    paint(frame);
                }
            }
        }.start();
        model.startConfigured();
    }

    private void paint(Frame frame) {
        if (image == null || image.getWidth() != frame.width() || image.getHeight() != frame.height()) {
            image = new WritableImage(frame.width(), frame.height());
            preview.setImage(image);
            double scale = PREVIEW_WIDTH / frame.width();
            Region box = model.guideBox().region(frame.width(), frame.height());
            guide.setX(box.left() * scale);
            guide.setY(box.top() * scale);
            guide.setWidth(box.width() * scale);
            guide.setHeight(box.height() * scale);
        }
        image.getPixelWriter().setPixels(0, 0, frame.width(), frame.height(), PixelFormat.getIntArgbInstance(),
                frame.argb(), 0, frame.width());
    }
}
