package io.redeemdesk.acceptance;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * What the journeys ran, one line per command ({@code command server issue}) or endpoint
 * ({@code endpoint POST /v1/admin/vouchers/{code}/revoke}), in {@code target/acceptance/executed/<journey>.txt}.
 * {@link DocumentedCommandsTest} compares the union of these files with the commands and endpoints the docs name.
 *
 * <p>To add a journey (sales, campaigns, events, the till): create one {@code Executed} named after it, reset it
 * at the start, and run its commands through {@link Jar} and its requests through {@link Http} given that
 * {@code Executed}; both record what they ran, in the documented spelling: a command as its words up to the first
 * option ({@code server enrollment-code}), an endpoint as the method and the path template of docs/api.md
 * ({@code GET /v1/admin/vouchers/{code}/history}). Nothing else needs changing: a new documented command or
 * endpoint is found in the docs by itself, and fails the check until a journey runs it.
 */
final class Executed {
    static final Path DIR = Path.of("target", "acceptance", "executed");
    /** The jar run with no command: the cashier app (docs/operations.md: "no command"). */
    static final String CASHIER_APP = "(the cashier app)";
    private final Path file;

    Executed(String journey) {
        this.file = DIR.resolve(journey + ".txt");
    }

    /** Starts this journey's record afresh (a journey that no longer runs something must not keep it). */
    Executed reset() {
        try {
            Files.createDirectories(DIR);
            Files.writeString(file, "", StandardCharsets.UTF_8);
            return this;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void command(String words) {
        append("command " + words);
    }

    /**
     * Records the command line {@code args} as its command words, those before the first option or argument:
     * {@code server issue --count 5} is {@code server issue}, {@code decode a.png} is {@code decode}.
     */
    void commandLine(String... args) {
        List<String> words = new ArrayList<>();
        for (String arg : args) {
            if (!arg.matches("[a-z][a-z-]*")) {
                break;
            }
            words.add(arg);
        }
        command(words.isEmpty() ? CASHIER_APP : String.join(" ", words));
    }

    void endpoint(String method, String pathTemplate) {
        append("endpoint " + method + " " + pathTemplate);
    }

    private synchronized void append(String line) {
        try {
            Files.createDirectories(DIR);
            Files.writeString(file, line + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every line every journey recorded, and the files they came from. */
    static Set<String> all(List<Path> files) {
        Set<String> lines = new TreeSet<>();
        for (Path f : files) {
            try (Stream<String> read = Files.lines(f, StandardCharsets.UTF_8)) {
                read.filter(l -> !l.isBlank()).forEach(lines::add);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return lines;
    }

    /** The record files present now. */
    static List<Path> files() {
        if (!Files.isDirectory(DIR)) {
            return List.of();
        }
        try (Stream<Path> list = Files.list(DIR)) {
            return list.filter(p -> p.toString().endsWith(".txt")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
