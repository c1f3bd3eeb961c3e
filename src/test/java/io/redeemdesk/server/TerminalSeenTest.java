package io.redeemdesk.server;

import io.redeemdesk.client.api.RedemptionApi;
import io.redeemdesk.protocol.ApiHeaders;
import io.redeemdesk.protocol.SalePaths;
import io.redeemdesk.server.auth.TerminalRoster;
import io.redeemdesk.server.auth.TerminalSightings;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.provider.EnumSource;

import java.net.URI;
import java.net.http.HttpRequest;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A terminal's last request and its reported outbox depth (V14), over real HTTP on both databases: nothing is
 * written on the request's path, one flush writes each terminal once however often it called, a request without
 * the header keeps the last depth, a disabled terminal is still seen, and the till's client sends the header.
 */
@ParameterizedClass
@EnumSource(Backend.class)
class TerminalSeenTest {
    @Parameter
    Backend backend;

    ServerFixture fixture;
    String token;
    String code;

    @BeforeEach
    void start() throws SQLException {
        fixture = ServerFixture.start(backend);
        token = fixture.terminal("TILL-1");
        code = fixture.vouchers(1).get(0);
        fixture.terminal("TILL-2");
    }

    @AfterEach
    void stop() {
        fixture.close();
    }

    /** The till's look-up of a voucher: a terminal request that changes nothing. */
    private ApiCaller.Answer lookup(String depth) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(fixture.server.url("127.0.0.1")
                + SalePaths.voucher(code))).header(ApiHeaders.AUTHORIZATION, "Bearer " + token).GET();
        if (depth != null) {
            request.header(ApiHeaders.QUEUE_DEPTH, depth);
        }
        return fixture.api.send(request.build());
    }

    private TerminalRoster.Row row(String id) throws SQLException {
        return fixture.server.parts().terminalRoster().page("", null, 10).stream()
                .filter(r -> r.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void requestsAreSeenInMemoryAndWrittenOncePerFlush() throws SQLException {
        long before = System.currentTimeMillis();
        for (int i = 0; i < 50; i++) {
            assertThat(lookup(Integer.toString(i)).status()).isEqualTo(200);
        }
        assertThat(row("TILL-1").lastSeenAt()).as("nothing written on the request's path").isNull();
        assertThat(fixture.server.sightings().latest("TILL-1")).get()
                .extracting(TerminalSightings.Sighting::queueDepth).isEqualTo(49);

        assertThat(fixture.server.sightings().flush()).as("one write for fifty requests").isEqualTo(1);
        TerminalRoster.Row seen = row("TILL-1");
        assertThat(seen.lastSeenAt()).isBetween(before, System.currentTimeMillis());
        assertThat(seen.queueDepth()).isEqualTo(49);
        assertThat(seen.queueReportedAt()).isEqualTo(seen.lastSeenAt());
        assertThat(row("TILL-2").lastSeenAt()).as("a terminal that never called").isNull();
        assertThat(fixture.server.sightings().flush()).as("nothing new, nothing written").isZero();
    }

    @Test
    void aRequestWithoutOrWithABadHeaderKeepsTheLastDepth() throws SQLException {
        lookup("7");
        fixture.server.sightings().flush();
        long reported = row("TILL-1").queueReportedAt();
        assertThat(lookup(null).status()).isEqualTo(200);
        assertThat(lookup("-3").status()).as("a bad value is ignored, not refused").isEqualTo(200);
        assertThat(lookup("lots").status()).isEqualTo(200);
        fixture.server.sightings().flush();
        TerminalRoster.Row row = row("TILL-1");
        assertThat(row.queueDepth()).isEqualTo(7);
        assertThat(row.queueReportedAt()).isEqualTo(reported);
        assertThat(row.lastSeenAt()).isGreaterThanOrEqualTo(reported);
    }

    @Test
    void aDisabledTerminalIsStillSeen() throws SQLException {
        fixture.server.terminals().setEnabled("TILL-1", false);
        assertThat(lookup("2").status()).isEqualTo(403);
        fixture.server.sightings().flush();
        TerminalRoster.Row row = row("TILL-1");
        assertThat(row.enabled()).isFalse();
        assertThat(row.queueDepth()).isEqualTo(2);
    }

    @Test
    void theTillsClientSendsItsOutboxDepth() throws SQLException {
        RedemptionApi api = new RedemptionApi(RedemptionApi.newHttpClient(Duration.ofSeconds(1),
                Duration.ofSeconds(2)), fixture.server.url("127.0.0.1"), token);
        api.lookup(code, Duration.ofSeconds(2));
        fixture.server.sightings().flush();
        assertThat(row("TILL-1").queueDepth()).as("not reported before the runtime starts").isNull();

        api.reportQueueDepth(() -> 12);
        api.lookup(code, Duration.ofSeconds(2));
        fixture.server.sightings().flush();
        assertThat(row("TILL-1").queueDepth()).isEqualTo(12);
    }

    @Test
    void rosterPagesByKeysetAndStore() throws SQLException {
        fixture.server.terminals().create("TILL-3", "STORE-9");
        TerminalRoster roster = fixture.server.parts().terminalRoster();
        List<TerminalRoster.Row> first = roster.page("", null, 2);
        assertThat(first).extracting(TerminalRoster.Row::id).containsExactly("TILL-1", "TILL-2");
        assertThat(roster.page(first.get(1).id(), null, 2)).extracting(TerminalRoster.Row::id)
                .containsExactly("TILL-3");
        assertThat(roster.page("", "STORE-9", 10)).extracting(TerminalRoster.Row::storeId)
                .containsExactly("STORE-9");
    }
}
