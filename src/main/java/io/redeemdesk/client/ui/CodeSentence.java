package io.redeemdesk.client.ui;

import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;

/**
 * A sentence with a voucher code inside it (a conflict in the status bar or the manager's banner): its words in
 * the style around it, the code, already masked by the caller, as a monospace run of its own (style class
 * {@code code-run}, as every other code on screen), wrapping like a label. Style the words with
 * {@code .code-sentence .text} ({@code -fx-fill} for colour; the code is one of them).
 */
public final class CodeSentence extends TextFlow {
    /**
     * The code's family, set on the run itself: a rule in a stylesheet loses to a family the scene's root gives
     * every node (the Chinese screens' CJK family, cjk.css), which the run would then inherit.
     */
    private static final String MONOSPACE = "-fx-font-family: monospace;";

    public CodeSentence() {
        getStyleClass().add("code-sentence");
    }

    /**
     * Shows {@code sentence}, its first {@code code} drawn monospace; a sentence without it (or an empty code) is
     * words only.
     */
    public void show(String sentence, String code) {
        int at = code == null || code.isEmpty() ? -1 : sentence.indexOf(code);
        if (at < 0) {
            getChildren().setAll(words(sentence));
            return;
        }
        Text run = new Text(code);
        run.getStyleClass().setAll("text", "code-run");
        run.setStyle(MONOSPACE);
        getChildren().setAll(words(sentence.substring(0, at)), run, words(sentence.substring(at + code.length())));
    }

    /** The whole sentence as shown. */
    public String text() {
        StringBuilder out = new StringBuilder();
        getChildren().forEach(n -> out.append(((Text) n).getText()));
        return out.toString();
    }

    private static Text words(String words) {
        Text text = new Text(words);
        text.getStyleClass().add("text");
        return text;
    }
}
