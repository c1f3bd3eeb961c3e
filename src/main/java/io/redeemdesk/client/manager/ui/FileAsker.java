package io.redeemdesk.client.manager.ui;

import javafx.stage.FileChooser;
import javafx.stage.Window;

import java.io.File;
import java.nio.file.Path;
import java.util.Optional;

/** Asks where to save a file. The app uses a file chooser; UI tests answer with a temporary path. */
@FunctionalInterface
public interface FileAsker {

    Optional<Path> ask(Window owner, String suggestedName);

    /** The platform's save dialog, filtered to CSV files. */
    static FileAsker saveDialog() {
        return (owner, suggested) -> {
            FileChooser chooser = new FileChooser();
            chooser.setTitle("Export the log");
            chooser.setInitialFileName(suggested);
            chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("CSV", "*.csv"));
            File file = chooser.showSaveDialog(owner);
            return Optional.ofNullable(file).map(File::toPath);
        };
    }
}
