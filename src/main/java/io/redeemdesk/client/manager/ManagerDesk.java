package io.redeemdesk.client.manager;

import io.redeemdesk.client.exec.Background;
import io.redeemdesk.client.manager.ui.ManagerWindowSize;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.SQLException;
import java.time.Clock;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;

/**
 * Opens the store manager window from the cashier screen: the PIN gate first, then the manager view over its own
 * read-only outbox connection. The window is not modal, so the till keeps redeeming behind it; closing it
 * ("Back to the till") returns to the cashier screen and closes the manager's connections.
 */
public final class ManagerDesk {
    private static final Logger LOG = LoggerFactory.getLogger(ManagerDesk.class);

    private final Path dataDir;
    private final EngineActions engine;
    private final Background background;
    private final Executor fxThread;
    private final Clock clock;
    private final ManagerText text;
    private final String till;
    private final FileAsker files;

    private Stage stage;

    public ManagerDesk(Path dataDir, EngineActions engine, Background background, Executor fxThread, Clock clock,
                       ManagerText text, String till, FileAsker files) {
        this.dataDir = dataDir;
        this.engine = engine;
        this.background = background;
        this.fxThread = fxThread;
        this.clock = clock;
        this.text = text;
        this.till = till;
        this.files = files;
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
        ManagerWindowSize.fit(window, owner);
        scene.getStylesheets().add(ManagerDesk.class.getResource("manager.css").toExternalForm());
        window.setScene(scene);
        Session session = new Session(window);
        window.setOnHidden(e -> {
            stage = null;
            closeLater(session);
        });
        stage = window;
        window.show();
        new UiTasks(background, fxThread).run(() -> ManagerStore.open(dataDir.resolve("manager.db")),
                session::gate, e -> failed(window, e));
    }

    /** Closes a session's databases off the FX thread, or at once when the app is already shutting down. */
    private void closeLater(Session session) {
        try {
            background.run(session::close);
        } catch (RejectedExecutionException shuttingDown) {
            session.close();
        }
    }

    private void failed(Stage window, Throwable e) {
        LOG.error("the manager view could not open", e);
        window.getScene().setRoot(new Label(text.text("window.failed", e.getMessage())));
    }

    /** One opening of the window: the stores it opened, closed when it closes. */
    private final class Session {
        private final Stage window;
        private volatile ManagerStore store;
        private volatile OutboxLog log;

        Session(Stage window) {
            this.window = window;
        }

        void gate(ManagerStore opened) {
            store = opened;
            if (!window.isShowing()) {
                closeLater(this);
                return;
            }
            PinGate gate = new PinGate(opened, new PinHasher(PinHasher.ITERATIONS, new SecureRandom()), clock);
            PinGateViewModel model = new PinGateViewModel(gate, background, fxThread, text, dataDir);
            model.unlockedByProperty().addListener((o, old, manager) -> unlocked(manager));
            show(new PinGateView(model, text, window::close).root());
            model.refresh();
        }

        private void unlocked(String manager) {
            new UiTasks(background, fxThread).run(() -> OutboxLog.open(dataDir.resolve("outbox.db")), opened -> {
                log = opened;
                ManagerActions actions = new ManagerActions(manager, store, opened, engine, clock);
                ManagerViewModel model = new ManagerViewModel(actions, opened, store, background, fxThread, clock,
                        text, till);
                show(new ManagerView(model, text, files, dataDir.resolve("reports"), window::close).root());
                model.refresh();
            }, e -> failed(window, e));
        }

        private void show(Parent root) {
            window.getScene().setRoot(root);
        }

        void close() {
            try {
                if (log != null) {
                    log.close();
                }
                if (store != null) {
                    store.close();
                }
            } catch (SQLException e) {
                LOG.warn("closing the manager view's databases failed", e);
            }
        }
    }
}
