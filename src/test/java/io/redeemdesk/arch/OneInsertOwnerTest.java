package io.redeemdesk.arch;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every table's {@code INSERT INTO <table>} text is written in one class of {@code src/main/java} (its owner); a
 * statement elsewhere that inserts into the same table, such as a PostgreSQL phase's data-modifying CTE, builds
 * its insert from the owner's clause, so a column added to the table is added in one place.
 */
class OneInsertOwnerTest {
    private static final Path MAIN = Path.of("src/main/java");
    private static final Pattern INSERT =
            Pattern.compile("INSERT\\s+(?:OR\\s+\\w+\\s+)?INTO\\s+(\\w+)", Pattern.CASE_INSENSITIVE);

    @Test
    void everyTableIsInsertedByOneClass() throws IOException {
        Map<String, Set<String>> classesByTable = classesByTable(MAIN);
        assertThat(classesByTable).as("tables inserted under " + MAIN.toAbsolutePath()).hasSizeGreaterThan(15);
        Map<String, Set<String>> shared = new TreeMap<>();
        classesByTable.forEach((table, classes) -> {
            if (classes.size() > 1) {
                shared.put(table, classes);
            }
        });
        assertThat(shared).as("tables whose INSERT INTO is written in more than one class").isEmpty();
    }

    @Test
    void aSecondClassInsertingTheSameTableIsFound(@TempDir Path root) throws IOException {
        Path pkg = Files.createDirectories(root.resolve("x"));
        Files.writeString(pkg.resolve("Owner.java"),
                "class Owner { String s = \"INSERT INTO things (a) VALUES (?)\"; }");
        Files.writeString(pkg.resolve("Other.java"), "class Other { String s = \"WITH t AS (insert  into\"\n"
                + " + \" things (a) SELECT 1) INSERT OR IGNORE INTO others (b) VALUES (2)\"; }");
        assertThat(classesByTable(root)).containsEntry("things", Set.of("x/Other.java", "x/Owner.java"))
                .containsEntry("others", Set.of("x/Other.java"));
    }

    /** Each table named after an {@code INSERT [OR …] INTO} in a Java source, with the files that name it. */
    private static Map<String, Set<String>> classesByTable(Path root) throws IOException {
        List<Path> sources;
        try (Stream<Path> files = Files.walk(root)) {
            sources = files.filter(f -> f.toString().endsWith(".java")).toList();
        }
        Map<String, Set<String>> byTable = new TreeMap<>();
        for (Path source : sources) {
            String text = Files.readString(source, StandardCharsets.UTF_8).replaceAll("\"\\s*\\+\\s*\"", "");
            Matcher m = INSERT.matcher(text);
            while (m.find()) {
                byTable.computeIfAbsent(m.group(1).toLowerCase(), t -> new TreeSet<>())
                        .add(root.relativize(source).toString().replace('\\', '/'));
            }
        }
        return byTable;
    }
}
