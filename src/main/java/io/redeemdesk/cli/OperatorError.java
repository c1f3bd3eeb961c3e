package io.redeemdesk.cli;

/**
 * An error an operator can fix, as one plain sentence (what was wrong, what to do) and the exit status it ends
 * the command with; thrown by a command, printed by {@link PlainErrors} without a stack trace.
 */
final class OperatorError extends RuntimeException {
    private final int exit;

    OperatorError(int exit, String sentence) {
        super(sentence);
        this.exit = exit;
    }

    OperatorError(int exit, String sentence, Throwable cause) {
        super(sentence, cause);
        this.exit = exit;
    }

    int exit() {
        return exit;
    }
}
