package io.redeemdesk.client.ui;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

import java.util.List;

/**
 * An on-screen keypad for a touch till: the keys of its {@link Layout} (a voucher code's characters, or a PIN's
 * digits), back, clear and enter, typed into a {@link Target} (the code field, the PIN field) and never past the
 * layout's length. It can be shown and hidden (its F-key, Esc).
 */
public final class KeypadViewModel {
    private final Layout layout;
    private final Target target;
    private final ReadOnlyBooleanWrapper open;

    /**
     * Which keys a keypad has and how much it types.
     *
     * @param keys      one key per character, in the order shown
     * @param maxLength the most characters the target takes
     */
    public record Layout(String keys, int maxLength) {
        /** A PIN of at most {@code maxLength} digits. */
        public static Layout pin(int maxLength) {
            return new Layout("1234567890", maxLength);
        }
    }

    /** The text field a keypad types into. */
    public interface Target {
        String text();

        void append(String key);

        void backspace();

        void clear();

        void enter();
    }

    public KeypadViewModel(Layout layout, Target target, boolean openAtStart) {
        this.layout = layout;
        this.target = target;
        this.open = new ReadOnlyBooleanWrapper(openAtStart);
    }

    /** The character keys, in order. */
    public List<String> keys() {
        return layout.keys().chars().mapToObj(c -> String.valueOf((char) c)).toList();
    }

    /** Types {@code key} when it is one of the layout's and the target has room for it. */
    public void press(String key) {
        if (key.length() == 1 && layout.keys().contains(key) && target.text().length() < layout.maxLength()) {
            target.append(key);
        }
    }

    public void backspace() {
        if (!target.text().isEmpty()) {
            target.backspace();
        }
    }

    public void clear() {
        target.clear();
    }

    public void enter() {
        target.enter();
    }

    public void toggle() {
        open.set(!open.get());
    }

    /** Hides it (Esc); true when it was shown. */
    public boolean close() {
        boolean was = open.get();
        open.set(false);
        return was;
    }

    public ReadOnlyBooleanProperty openProperty() {
        return open.getReadOnlyProperty();
    }
}
