package io.redeemdesk.acceptance;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The commands and endpoints a Markdown document names, in the spelling {@link Executed} records: every
 * {@code METHOD /path} (headings, tables, prose; {@code `…/enable`} after a path is that path's sibling), and every
 * inline-code span that is a command line: {@code server <subcommand words>} (or {@code server} alone: the node
 * itself),
 * a word followed by an option or a placeholder ({@code log --data-dir DIR}, {@code decode FILE…}), the parts of
 * {@code server a | b | c}, and {@code `b …`} right after {@code `server a …` /}; a table row saying
 * {@code | no command;} documents the jar run without a command, the cashier app.
 */
final class DocumentedCommands {
    private static final Pattern ENDPOINT = Pattern.compile("\\b(GET|HEAD|POST|PUT|PATCH|DELETE)\\s+(/[^\\s`,|)]*)");
    private static final Pattern SIBLING = Pattern.compile("`…(/[a-z][a-z-]*)`");
    private static final Pattern SPAN = Pattern.compile("`([^`]+)`");
    private static final Pattern WORD = Pattern.compile("[a-z][a-z-]*");
    private static final Pattern SUBCOMMAND = Pattern.compile("[a-z]+(-[a-z]+)+");
    private static final Pattern PLACEHOLDER = Pattern.compile("[A-Z]+…?");
    private static final Pattern BETWEEN_ALTERNATIVES = Pattern.compile("\\s*(/|,|or)\\s*");

    private DocumentedCommands() {
    }

    /** Everything {@code markdown} names, minus the sections whose headings are in {@code skipped}. */
    static Set<String> in(String markdown, Set<String> skipped) {
        String text = withoutSections(markdown, skipped);
        Set<String> found = new TreeSet<>();
        for (String line : text.split("\n")) {
            Matcher endpoint = ENDPOINT.matcher(line);
            List<int[]> at = new ArrayList<>();
            while (endpoint.find()) {
                at.add(new int[] {endpoint.start(), endpoint.end()});
            }
            for (int i = 0; i < at.size(); i++) {
                Matcher one = ENDPOINT.matcher(line.substring(at.get(i)[0], at.get(i)[1]));
                one.find();
                String path = one.group(2);
                found.add("endpoint " + one.group(1) + " " + path);
                int upTo = i + 1 < at.size() ? at.get(i + 1)[0] : line.length();
                Matcher sibling = SIBLING.matcher(line.substring(at.get(i)[1], upTo));
                while (sibling.find()) {
                    found.add("endpoint " + one.group(1) + " " + path.substring(0, path.lastIndexOf('/'))
                            + sibling.group(1));
                }
            }
        }
        Matcher multiLine = ENDPOINT.matcher(text);
        while (multiLine.find()) {
            found.add("endpoint " + multiLine.group(1) + " " + multiLine.group(2));
        }
        commands(text, found);
        if (text.contains("| no command;")) {
            found.add("command " + Executed.CASHIER_APP);
        }
        return found;
    }

    private static void commands(String text, Set<String> found) {
        Matcher span = SPAN.matcher(text);
        String lastServer = null;
        int lastEnd = -1;
        while (span.find()) {
            String code = span.group(1).replaceAll("\\s+", " ").strip();
            boolean alternative = lastServer != null
                    && BETWEEN_ALTERNATIVES.matcher(text.substring(lastEnd, span.start())).matches();
            String first = code.split(" ")[0];
            if (alternative && SUBCOMMAND.matcher(first).matches()) {
                found.add("command server " + first);
                lastEnd = span.end();
                continue;
            }
            lastServer = null;
            String base = null;
            for (String part : code.split("\\s*\\\\?\\|\\s*")) {
                String command = command(part);
                if (command != null) {
                    found.add("command " + command);
                    base = command.startsWith("server") ? "server" : null;
                } else if (base != null && SUBCOMMAND.matcher(part).matches()) {
                    found.add("command server " + part);
                }
            }
            if (base != null) {
                lastServer = base;
            }
            lastEnd = span.end();
        }
    }

    /** The command a code span's part is, or null: {@code redeemdesk server issue --count 5} is server issue. */
    private static String command(String part) {
        List<String> tokens = new ArrayList<>(List.of(part.replaceFirst("^(redeemdesk |… )", "").split(" ")));
        if (tokens.isEmpty() || !WORD.matcher(tokens.get(0)).matches()) {
            return null;
        }
        if (tokens.get(0).equals("server")) {
            StringBuilder words = new StringBuilder("server");
            for (int i = 1; i < tokens.size() && WORD.matcher(tokens.get(i)).matches(); i++) {
                words.append(' ').append(tokens.get(i));
            }
            return words.toString();
        }
        boolean takesArguments = tokens.size() > 1
                && (tokens.get(1).startsWith("--") || PLACEHOLDER.matcher(tokens.get(1)).matches());
        return takesArguments ? tokens.get(0) : null;
    }

    private static String withoutSections(String markdown, Set<String> skipped) {
        StringBuilder kept = new StringBuilder();
        boolean skipping = false;
        boolean fenced = false;
        for (String line : markdown.split("\n", -1)) {
            if (line.startsWith("## ")) {
                skipping = skipped.contains(line.strip());
            }
            if (line.startsWith("```")) {
                fenced = !fenced;
            } else if (!skipping && !fenced) {
                kept.append(line).append('\n');
            }
        }
        return kept.toString();
    }
}
