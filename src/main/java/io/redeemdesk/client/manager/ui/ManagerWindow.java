package io.redeemdesk.client.manager.ui;

import io.redeemdesk.client.exec.Background;
import io.redeemdesk.client.exec.UiTasks;
import io.redeemdesk.client.manager.ManagerContext;
import io.redeemdesk.client.manager.ManagerViewModel;
import io.redeemdesk.client.manager.PinGateViewModel;
import io.redeemdesk.client.manager.store.ManagerText;
import io.redeemdesk.client.ui.CjkFont;
import io.redeemdesk.client.ui.WindowPlacement;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.nio.file.Path;
import java.sql.SQLException;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * The store manager window, opened from the cashier screen: the PIN gate first, then the manager view, each
 * opening with its own {@link ManagerContext}. The window is not modal, so the till keeps redeeming behind it;
 * closing it ("Back to the till") returns to the cashier screen and closes that context's connections.
 */
public final class ManagerWindow {
    private static final Logger LOG = LoggerFactory.getLogger(ManagerWindow.class);

    private final Supplier<ManagerContext> contexts;
    private final Background background;
    private final UiTasks tasks;
    private final ManagerText text;
    private final String till;
    private final FileAsker files;
    private final Path reports;
    private final BooleanSupplier touch;

    private Stage stage;

    /**
     * @param contexts   a new composition root for each opening of the window
     * @param background where the contexts open and close their databases (theirs too)
     * @param reports    where the daily report is saved
     */
    public ManagerWindow(Supplier<ManagerContext> contexts, Background background, Executor fxThread, ManagerText text,
                         String till, FileAsker files, Path reports) {
        this(contexts, background, fxThread, text, till, files, reports, () -> false);
    }

    /** @param touch whether the till is worked by touch ({@code ui.touch}), asked on the FX thread at each opening */
    public ManagerWindow(Supplier<ManagerContext> contexts, Background background, Executor fxThread, ManagerText text,
                         String till, FileAsker files, Path reports, BooleanSupplier touch) {
        this.touch = touch;
        this.contexts = contexts;
        this.background = background;
        this.tasks = new UiTasks(background, fxThread);
        this.text = text;
        this.till = till;
        this.files = files;
        this.reports = reports;
    }

    /** Shows the manager window over {@code owner} (or brings it to the front). Call on the FX thread. */
    public void open(Window owner) {
        if (stage != null) {
            stage.toFront();
            return;
        }
        Stage window = new Stage();
        window.initOwner(owner);
        window.setTitle(text.text("window.title", till));
        Scene scene = new Scene(new Label(text.text("window.opening")));
        WindowPlacement.maximize(window, owner);
        scene.getStylesheets().add(ManagerWindow.class.getResource("manager.css").toExternalForm());
        CjkFont.stylesheet(text.locale()).ifPresent(scene.getStylesheets()::add);
        window.setScene(scene);
        ManagerContext context = contexts.get();
        window.setOnHidden(e -> {
            stage = null;
            closeLater(context);
        });
        stage = window;
        window.show();
        tasks.run(context::openGate, gate -> showGate(window, context, gate), e -> failed(window, e));
    }

    private void showGate(Stage window, ManagerContext context, PinGateViewModel gate) {
        if (!window.isShowing()) {
            closeLater(context);
            return;
        }
        gate.unlockedByProperty().addListener((o, old, manager) -> tasks.run(() -> context.openView(manager),
                model -> showView(window, context, model), e -> failed(window, e)));
        show(window, new PinGateView(gate, text, window::close, touch.getAsBoolean()).root());
        gate.refresh();
    }

    private void showView(Stage window, ManagerContext context, ManagerViewModel model) {
        if (!window.isShowing()) {
            closeLater(context);
            return;
        }
        show(window, new ManagerView(model, text, files, reports, window::close, touch.getAsBoolean()).root());
        model.refresh();
    }

    private static void show(Stage window, Parent root) {
        window.getScene().setRoot(root);
    }

    /**
     * Closes a context's databases off the FX thread, or at once when the app is already shutting down. Called
     * again when an opening finishes after its window closed, so nothing it opened stays open.
     */
    private void closeLater(ManagerContext context) {
        try {
            background.run(() -> closeQuietly(context));
        } catch (RejectedExecutionException shuttingDown) {
            closeQuietly(context);
        }
    }

    private static void closeQuietly(ManagerContext context) {
        try {
            context.close();
        } catch (SQLException e) {
            LOG.warn("closing the manager view's databases failed", e);
        }
    }

    private void failed(Stage window, Throwable e) {
        LOG.error("the manager view could not open", e);
        window.getScene().setRoot(new Label(text.text("window.failed", e.getMessage())));
    }
}
