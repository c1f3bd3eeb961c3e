package io.redeemdesk.server.console;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Keyset pagination of the console's lists: a page is the rows after the last one shown, in a fixed order (for
 * example {@code ORDER BY created_at DESC, id DESC}); the query parameter {@code after} carries that row's key as
 * an opaque cursor. Fetch {@code size + 1} rows; {@link #slice} keeps {@code size} and makes the next cursor
 * when there was one more.
 */
public final class Keyset {
    /** The query parameter of the cursor. */
    public static final String AFTER = "after";
    /** The rows of one page unless a page says otherwise. */
    public static final int PAGE_SIZE = 50;
    private static final String SEPARATOR = "\u001f";

    private Keyset() {
    }

    /** One page of rows and the cursor of the next page (null on the last page). */
    public record Slice<T>(List<T> rows, String next) {
    }

    /** The key parts of the row to start after, from the request's {@code after}, or empty on the first page. */
    public static Optional<List<String>> after(ConsoleRequest request) {
        return decode(request.query(AFTER));
    }

    /** The first {@code size} of {@code fetched} (up to {@code size + 1} rows), with the next page's cursor. */
    public static <T> Slice<T> slice(List<T> fetched, int size, Function<T, List<String>> keyOf) {
        if (fetched.size() <= size) {
            return new Slice<>(List.copyOf(fetched), null);
        }
        List<T> rows = List.copyOf(fetched.subList(0, size));
        return new Slice<>(rows, encode(keyOf.apply(rows.get(size - 1))));
    }

    /** The cursor of a row's key parts. */
    public static String encode(List<String> parts) {
        return Base64.getUrlEncoder().withoutPadding()
                .encodeToString(String.join(SEPARATOR, parts).getBytes(StandardCharsets.UTF_8));
    }

    /** The key parts of a cursor; empty for a missing or damaged one (the list starts at its first page). */
    public static Optional<List<String>> decode(String cursor) {
        if (cursor == null || cursor.isBlank()) {
            return Optional.empty();
        }
        try {
            String joined = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8);
            return Optional.of(Arrays.asList(joined.split(SEPARATOR, -1)));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
