package io.redeemdesk.testing;

import io.redeemdesk.client.cashier.CashierWords;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The strict audit's code rules: a masked code showing fewer than its last 6 characters, or a label that is a code
 * alone in a proportional font, is a problem; a code of 6 characters in monospace is not; a label its skin
 * shortens (with the ellipsis) is cut off; on a touch till a button under 44 px is a problem.
 */
@ExtendWith(ApplicationExtension.class)
class ScreenAuditTest {
    @Start
    void start(Stage stage) {
        Label mono = new Label("…R8S6T3");
        mono.setId("mono");
        mono.setStyle("-fx-font-family: monospace;");
        Label four = new Label("…S6T3");
        four.setId("four");
        four.setStyle("-fx-font-family: monospace;");
        Label proportional = new Label("…K7M2P9");
        proportional.setId("proportional");
        proportional.setStyle("-fx-font-family: 'System';");
        Label narrow = new Label("Waiting for a manager to decide");
        narrow.setId("narrow");
        narrow.setMaxWidth(60);
        Button small = new Button("Close");
        small.setId("small");
        Button large = new Button("Close");
        large.setId("large");
        large.setMinSize(44, 44);
        stage.setScene(new Scene(new VBox(mono, four, proportional, narrow, small, large), 400, 300));
        stage.show();
    }

    @Test
    void aCodeShowsSixCharactersInMonospace(FxRobot robot) {
        ScreenAudit audit = new ScreenAudit(Locale.ENGLISH, List.of(CashierWords.BUNDLE), List.of())
                .strict(Map.of());

        robot.interact(() -> audit.audit("test"));

        List<String> problems = audit.problems();
        assertThat(problems).anyMatch(p -> p.contains("#four") && p.contains("fewer than its last 6"))
                .anyMatch(p -> p.contains("#proportional") && p.contains("not monospace"))
                .noneMatch(p -> p.contains("#mono"));
    }

    @Test
    void aLabelTheSkinShortensIsCutOff(FxRobot robot) {
        ScreenAudit audit = new ScreenAudit(Locale.ENGLISH, List.of(CashierWords.BUNDLE), List.of())
                .strict(Map.of());

        robot.interact(() -> audit.audit("test"));

        assertThat(audit.problems()).anyMatch(p -> p.contains("#narrow") && p.contains("is cut off"));
    }

    @Test
    void aTouchTillsTargetUnder44PixelsIsAProblem(FxRobot robot) {
        ScreenAudit keys = new ScreenAudit(Locale.ENGLISH, List.of(CashierWords.BUNDLE), List.of());
        ScreenAudit touch = new ScreenAudit(Locale.ENGLISH, List.of(CashierWords.BUNDLE), List.of()).touch(44);

        robot.interact(() -> {
            keys.audit("keys");
            touch.audit("touch");
        });

        assertThat(touch.problems()).anyMatch(p -> p.contains("#small") && p.contains("under 44"))
                .noneMatch(p -> p.contains("#large"));
        assertThat(keys.problems()).noneMatch(p -> p.contains("touch target"));
    }
}
