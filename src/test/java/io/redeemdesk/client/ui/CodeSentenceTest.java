package io.redeemdesk.client.ui;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/** A code inside a sentence: the words in the font around them, the (masked) code a monospace run of its own. */
@ExtendWith(ApplicationExtension.class)
class CodeSentenceTest {
    private final CodeSentence sentence = new CodeSentence();
    private final CodeSentence plain = new CodeSentence();

    @Start
    void start(Stage stage) {
        sentence.show("CONFLICT: voucher …R8S6T3 honoured offline was refused later", "…R8S6T3");
        plain.show("Offline limit nearly reached: 16", "");
        stage.setScene(new Scene(new VBox(sentence, plain), 600, 200));
        stage.show();
    }

    @Test
    void theCodeIsAMonospaceRunBetweenTheWords(FxRobot robot) {
        robot.interact(() -> sentence.applyCss());
        List<Text> runs = sentence.getChildren().stream().map(Text.class::cast).toList();

        assertThat(runs).extracting(Text::getText)
                .containsExactly("CONFLICT: voucher ", "…R8S6T3", " honoured offline was refused later");
        assertThat(mono(runs.get(1))).as("the code's font " + runs.get(1).getFont().getFamily()).isTrue();
        assertThat(mono(runs.get(0))).as("the words' font").isFalse();
        assertThat(sentence.text()).isEqualTo("CONFLICT: voucher …R8S6T3 honoured offline was refused later");
    }

    @Test
    void aSentenceWithoutACodeIsWordsOnly(FxRobot robot) {
        assertThat(plain.getChildren()).hasSize(1);
        assertThat(plain.text()).isEqualTo("Offline limit nearly reached: 16");
    }

    private static boolean mono(Node text) {
        return ((Text) text).getFont().getFamily().toLowerCase(Locale.ROOT).contains("mono");
    }
}
