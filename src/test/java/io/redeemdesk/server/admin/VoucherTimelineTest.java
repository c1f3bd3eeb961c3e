package io.redeemdesk.server.admin;

import io.redeemdesk.server.ApiCaller;
import io.redeemdesk.server.Backend;
import io.redeemdesk.server.ServerFixture;
import org.junit.jupiter.api.Test;

import java.sql.SQLException;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The timeline of a voucher redeemed over real HTTP and of one revoked: every part of the history becomes a line,
 * in time order, with the keys the console's messages translate.
 */
class VoucherTimelineTest {

    @Test
    void aRedeemedVoucherTellsItsStoryInTimeOrder() throws SQLException {
        try (ServerFixture fixture = ServerFixture.start(Backend.SQLITE)) {
            String token = fixture.terminal("TILL-1");
            String code = fixture.vouchers(1).get(0);
            String key = ApiCaller.newKey();
            assertThat(fixture.api.redeem(token, key, code, "TILL-1", ServerFixture.STORE).status()).isEqualTo(201);

            List<VoucherTimeline.Line> lines = VoucherTimeline.of(fixture.server.parts().voucherAdmin()
                    .history(code));

            assertThat(lines).extracting(VoucherTimeline.Line::key).contains("timeline.locked",
                    "timeline.used", "timeline.redeemed", "timeline.request.SUCCEEDED", "timeline.event.staged");
            assertThat(lines).extracting(VoucherTimeline.Line::at).isSorted();
            assertThat(lines.get(0).key()).isEqualTo("timeline.request.SUCCEEDED");
            VoucherTimeline.Line use = lines.stream().filter(l -> l.key().equals("timeline.redeemed")).findFirst()
                    .orElseThrow();
            assertThat(use.args()).containsExactly(1, 1, ServerFixture.STORE, "TILL-1", key);
        }
    }

    @Test
    void aRevocationNamesItsActorAndReason() throws SQLException {
        try (ServerFixture fixture = ServerFixture.start(Backend.SQLITE)) {
            String code = fixture.vouchers(1).get(0);
            VoucherAdmin admin = fixture.server.parts().voucherAdmin();
            assertThat(admin.revoke(code, "console:李雷", "顾客投诉").revoked()).isTrue();

            List<VoucherTimeline.Line> lines = VoucherTimeline.of(admin.history(code));

            VoucherTimeline.Line revoked = lines.stream().filter(l -> l.key().equals("timeline.revoked"))
                    .findFirst().orElseThrow();
            assertThat(revoked.args()).startsWith("console:李雷");
            assertThat(revoked.detail()).isEqualTo("顾客投诉");
            assertThat(lines).extracting(VoucherTimeline.Line::kind).contains(VoucherTimeline.Kind.EVENT);
        }
    }
}
