package io.redeemdesk.server.db;

import io.redeemdesk.server.Backend;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link Statements#array} on a real PostgreSQL: the typed arrays the batch statements send arrive value for value —
 * Chinese text, JSON with quotes and backslashes, array punctuation, nulls, and an {@code int} given for an
 * {@code int8} column.
 */
class StatementsArrayTest {
    private record Row(String text, Object big, Integer small) {
    }

    @Test
    void everyValueOfATypedArrayArrivesAsItWasSent() throws Exception {
        List<Row> rows = List.of(
                new Row("{\"templateName\":\"满100减20 \\\"周末\\\" 券\",\"note\":\"a\\\\b\"}", 9_000_000_000L, 201),
                new Row("{a,b} \"NULL\" NULL", 7, -1),
                new Row(null, null, null),
                new Row("", 0L, 0));
        try (Connection c = ServerDatabase.connect(Backend.POSTGRES.newDatabase());
             PreparedStatement select = c.prepareStatement("SELECT t, n, i FROM unnest(?::text[], ?::int8[], "
                     + "?::int4[]) WITH ORDINALITY AS x(t, n, i, k) ORDER BY k")) {
            select.setArray(1, Statements.array(c, "text", rows, Row::text));
            select.setArray(2, Statements.array(c, "int8", rows, Row::big));
            select.setArray(3, Statements.array(c, "int4", rows, Row::small));
            List<List<Object>> got = new ArrayList<>();
            try (ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    got.add(Arrays.asList(rs.getString(1), rs.getObject(2), rs.getObject(3)));
                }
            }
            assertThat(got).containsExactly(
                    Arrays.asList(rows.get(0).text(), 9_000_000_000L, 201),
                    Arrays.asList("{a,b} \"NULL\" NULL", 7L, -1),
                    Arrays.asList(null, null, null),
                    Arrays.asList("", 0L, 0));
        }
    }
}
