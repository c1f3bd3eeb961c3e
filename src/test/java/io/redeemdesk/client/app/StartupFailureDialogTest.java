package io.redeemdesk.client.app;

import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

import static org.assertj.core.api.Assertions.assertThat;

/** The start-failure window on the real (headless) toolkit: it shows the headline and the advice. */
@ExtendWith(ApplicationExtension.class)
class StartupFailureDialogTest {

    @Test
    void showsWhatIsWrongAndWhatToDo() throws Exception {
        StartupFailure failure = new StartupFailure("RedeemDesk cannot start: this till's disk is full",
                "The data folder /data has 12 KB free. Call support.");

        String[] shown = WaitForAsyncUtils.asyncFx(() -> {
            StartupFailureDialog dialog = new StartupFailureDialog(failure);
            dialog.alert().show();
            String[] texts = {dialog.alert().getHeaderText(),
                    ((Label) dialog.alert().getDialogPane().getContent()).getText(),
                    String.valueOf(dialog.alert().isShowing())};
            dialog.alert().close();
            return texts;
        }).get();

        assertThat(shown).containsExactly("RedeemDesk cannot start: this till's disk is full",
                "The data folder /data has 12 KB free. Call support.", "true");
    }
}
