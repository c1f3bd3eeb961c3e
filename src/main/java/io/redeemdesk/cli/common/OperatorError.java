package io.redeemdesk.cli.common;

/**
 * An error an operator can fix, as one plain sentence (what was wrong, what to do) and the exit status it ends
 * the command with; thrown by a command, printed by {@link PlainErrors} without a stack trace.
 */
public final class OperatorError extends RuntimeException {
    private final int exit;

    public OperatorError(int exit, String sentence) {
        super(sentence);
        this.exit = exit;
    }

    public OperatorError(int exit, String sentence, Throwable cause) {
        super(sentence, cause);
        this.exit = exit;
    }

    int exit() {
        return exit;
    }
}
