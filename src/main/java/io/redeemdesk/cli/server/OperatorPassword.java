package io.redeemdesk.cli.server;

import io.redeemdesk.cli.common.Exits;
import io.redeemdesk.cli.common.OperatorError;

import java.io.BufferedReader;
import java.io.Console;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The password of {@code server create-operator}: asked twice on the terminal without echo, or read as the first
 * line of standard input; refused when shorter than {@link #MIN_LENGTH} characters or longer than
 * {@link #MAX_LENGTH}.
 */
final class OperatorPassword {
    static final int MIN_LENGTH = 10;
    static final int MAX_LENGTH = 256;

    private OperatorPassword() {
    }

    static char[] fromStdin() throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line = in.readLine();
        if (line == null) {
            throw new OperatorError(Exits.NO_INPUT, "standard input was empty: pipe the password on its first line, "
                    + "for example: printf '%s\\n' \"$PASSWORD\" | … --password-stdin");
        }
        return line.toCharArray();
    }

    static char[] fromConsole() {
        Console console = System.console();
        if (console == null) {
            throw new OperatorError(Exits.USAGE, "there is no terminal to ask the password on: pipe it on standard "
                    + "input with --password-stdin");
        }
        char[] first = console.readPassword("Password: ");
        char[] second = console.readPassword("Password again: ");
        try {
            if (first == null || second == null || !Arrays.equals(first, second)) {
                throw new OperatorError(Exits.DATA, "the two passwords differ: run the command again and type the "
                        + "same password twice");
            }
            return first.clone();
        } finally {
            if (first != null) {
                Arrays.fill(first, '\0');
            }
            if (second != null) {
                Arrays.fill(second, '\0');
            }
        }
    }

    static void check(char[] password) {
        long length = new String(password).codePoints().count();
        if (length < MIN_LENGTH) {
            throw new OperatorError(Exits.DATA, "the password has " + length + " characters: give at least "
                    + MIN_LENGTH);
        }
        if (length > MAX_LENGTH) {
            throw new OperatorError(Exits.DATA, "the password has " + length + " characters: give at most "
                    + MAX_LENGTH);
        }
    }
}
