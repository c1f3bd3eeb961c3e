package io.redeemdesk.arch;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Finds pointers in the repository's text that lead nowhere: a path into the repository ({@code docs/…},
 * {@code src/…}, {@code config/…}, {@code installer/…}) that is no file or folder, a page's anchor
 * ({@code docs/<page>.md#<anchor>}) or markdown link whose anchor is no heading of that page, a section named in
 * quotes after a page ({@code docs/benchmarks.md, "Camera library"}) that no heading or bold paragraph lead of it
 * starts with, and, in the markdown pages, a class name in backticks ({@code `RedeemEngine`},
 * {@code `Outbox.open`}) with no source file of that name. Paths with wildcards or placeholders, and
 * {@code target/} (built), are not pointers.
 */
final class DocPointers {
    private static final Pattern REPO_PATH = Pattern.compile(
            "(?<![\\w/.$@{-])((?:docs|src|config|installer)/[\\w./-]*+)(#[\\w-]+)?(?![*{<$])");
    private static final Pattern SECTION = Pattern.compile(
            "((?:docs/)?\\w+\\.md)`?,?\\s+(?:section\\s+)?\"([^\"]+)\"");
    private static final Pattern BOLD_LEAD = Pattern.compile("\\*\\*([^*]+)\\*\\*");
    private static final Pattern MD_LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    private static final Pattern BACKTICKED = Pattern.compile("`([^`\\s]+)`");
    private static final Pattern CLASS_LIKE = Pattern.compile(
            "(?:[a-z][a-z0-9]*\\.)*([A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+)(?:[.#](?!(?:png|ico|icns|jar|java|md|db|csv|pdf|txt|xml|properties)$)[a-z]\\w*(?:\\(\\))?)?");

    /** One pointer that leads nowhere. */
    record Problem(String file, int line, String pointer, String why) {
        @Override
        public String toString() {
            return file + ":" + line + ": " + pointer + " (" + why + ")";
        }
    }

    private final Path root;
    private final Set<String> sourceTypes;
    private final Set<String> outsideTypes;
    private final Map<String, List<String>> headings = new HashMap<>();

    /**
     * @param root         the repository
     * @param sourceTypes  the simple names of the repository's Java files
     * @param outsideTypes class names the pages may name that are not the project's (a library's, the JDK's)
     */
    DocPointers(Path root, Set<String> sourceTypes, Set<String> outsideTypes) {
        this.root = root;
        this.sourceTypes = sourceTypes;
        this.outsideTypes = outsideTypes;
    }

    /** The simple names of every {@code .java} file under {@code src}. */
    static Set<String> javaTypesUnder(Path src) {
        try (Stream<Path> files = Files.walk(src)) {
            Set<String> names = new HashSet<>();
            files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".java"))
                    .forEach(n -> names.add(n.substring(0, n.length() - ".java".length())));
            return names;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The problems of {@code file} (relative to the root), read from disk. */
    List<Problem> check(String file) {
        try {
            return check(file, Files.readString(root.resolve(file), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The problems of {@code text}, as if it were {@code file} (relative to the root). */
    List<Problem> check(String file, String text) {
        List<Problem> problems = new ArrayList<>();
        boolean markdown = file.endsWith(".md");
        String[] lines = text.split("\n", -1);
        List<String> own = Stream.of(lines).filter(l -> l.startsWith("#")).map(DocPointers::headingText).toList();
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            int number = i + 1;
            Matcher path = REPO_PATH.matcher(line);
            while (path.find()) {
                String target = path.group(1).replaceAll("[./]+$", "");
                if (!Files.exists(root.resolve(target))) {
                    problems.add(new Problem(file, number, path.group(), "no such file or folder"));
                } else if (path.group(2) != null && !hasAnchor(target, path.group(2).substring(1))) {
                    problems.add(new Problem(file, number, path.group(), "no such heading"));
                }
            }
            Matcher section = SECTION.matcher(line);
            while (section.find()) {
                String page = pageOf(file, section.group(1));
                if (Files.isRegularFile(root.resolve(page)) && !hasSection(page, section.group(2))) {
                    problems.add(new Problem(file, number, section.group(), "no heading starts so"));
                }
            }
            if (markdown) {
                checkLinks(file, own, number, line, problems);
                checkClassNames(file, number, line, problems);
            }
        }
        return problems;
    }

    private void checkLinks(String file, List<String> own, int number, String line, List<Problem> problems) {
        Matcher link = MD_LINK.matcher(line);
        while (link.find()) {
            String target = link.group(1);
            if (target.matches("^[a-z]+:.*")) {
                continue;
            }
            int hash = target.indexOf('#');
            String page = hash < 0 ? target : target.substring(0, hash);
            if (page.isEmpty()) {
                if (own.stream().map(DocPointers::slug).noneMatch(target.substring(1)::equals)) {
                    problems.add(new Problem(file, number, link.group(), "no such heading"));
                }
                continue;
            }
            String resolved = pageOf(file, page);
            if (!Files.exists(root.resolve(resolved))) {
                problems.add(new Problem(file, number, link.group(), "no such file"));
            } else if (hash >= 0 && !hasAnchor(resolved, target.substring(hash + 1))) {
                problems.add(new Problem(file, number, link.group(), "no such heading"));
            }
        }
    }

    private void checkClassNames(String file, int number, String line, List<Problem> problems) {
        Matcher code = BACKTICKED.matcher(line);
        while (code.find()) {
            Matcher type = CLASS_LIKE.matcher(code.group(1));
            if (type.matches() && !sourceTypes.contains(type.group(1)) && !outsideTypes.contains(type.group(1))) {
                problems.add(new Problem(file, number, code.group(), "no source file " + type.group(1) + ".java"));
            }
        }
    }

    /** {@code page} as named in {@code file}: {@code docs/<page>.md} from the root, {@code <page>.md} beside the file. */
    private static String pageOf(String file, String page) {
        if (page.startsWith("docs/") || !file.contains("/")) {
            return Path.of(page).normalize().toString();
        }
        return Path.of(file).resolveSibling(page).normalize().toString();
    }

    private boolean hasAnchor(String page, String anchor) {
        return page.endsWith(".md") && headingsOf(page).stream().map(DocPointers::slug).anyMatch(anchor::equals);
    }

    private boolean hasSection(String page, String name) {
        String wanted = plain(name);
        return Stream.concat(headingsOf(page).stream(), leadsOf(page).stream()).map(DocPointers::plain)
                .anyMatch(h -> h.startsWith(wanted));
    }

    /** The bold words a paragraph of {@code page} starts with ({@code **Issuing loses nothing.**}). */
    private List<String> leadsOf(String page) {
        try {
            return Files.readAllLines(root.resolve(page), StandardCharsets.UTF_8).stream()
                    .map(BOLD_LEAD::matcher).filter(Matcher::lookingAt).map(m -> m.group(1)).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private List<String> headingsOf(String page) {
        return headings.computeIfAbsent(page, p -> {
            try {
                return Files.readAllLines(root.resolve(p), StandardCharsets.UTF_8).stream()
                        .filter(l -> l.startsWith("#")).map(DocPointers::headingText).toList();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    private static String headingText(String line) {
        return line.replaceFirst("^#+\\s*", "");
    }

    /** GitHub's anchor of a heading: lower case, punctuation dropped, each space a hyphen. */
    static String slug(String heading) {
        return heading.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-');
    }

    private static String plain(String heading) {
        return heading.replace("`", "").toLowerCase(Locale.ROOT).strip();
    }
}
