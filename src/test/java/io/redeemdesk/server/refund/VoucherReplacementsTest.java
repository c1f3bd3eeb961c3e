package io.redeemdesk.server.refund;

import io.redeemdesk.server.ApiCaller;
import io.redeemdesk.server.Backend;
import io.redeemdesk.server.ServerFixture;
import io.redeemdesk.server.admin.Reconciler;
import io.redeemdesk.server.redeem.TransitionLog;
import io.redeemdesk.server.redeem.VoucherStatus;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The replacement service on both databases: one new voucher of the same template per use taken, linked both ways
 * in the history, a retry with the same key given the first replacement, the key reused for another body refused,
 * a second key for the same use refused with the existing replacement, an unused voucher refused.
 */
class VoucherReplacementsTest {
    static final String REASON = "退款：订单 1042 退货 (refund)";

    @ParameterizedTest
    @EnumSource(Backend.class)
    void aUsedVoucherIsReplacedOnceAndLinkedBothWays(Backend backend) throws Exception {
        try (ServerFixture node = ServerFixture.start(backend)) {
            String till = node.terminal("TILL-1");
            List<String> codes = node.vouchers(2);
            String used = codes.get(0);
            redeem(node, till, used);
            VoucherReplacements replacements = node.server.parts().replacements();
            String key = UUID.randomUUID().toString();

            ReplacementOutcome first = replacements.replace(new ReplacementRequest(used, null, REASON, "console:王芳",
                    key));
            assertThat(first).isInstanceOf(ReplacementOutcome.Issued.class);
            Replacement made = ((ReplacementOutcome.Issued) first).replacement();
            assertThat(((ReplacementOutcome.Issued) first).replayed()).isFalse();
            assertThat(made.replaces()).isEqualTo(used);
            assertThat(made.use()).isEqualTo(1);
            assertThat(made.templateId()).isEqualTo("gift-20");
            assertThat(made.newCode()).isNotEqualTo(used);
            assertThat(node.scalar("SELECT status FROM vouchers WHERE code = ?", made.newCode())).isEqualTo("UNUSED");
            assertThat(node.scalar("SELECT template_id || ' ' || uses_left FROM vouchers WHERE code = ?",
                    made.newCode())).isEqualTo("gift-20 1");

            assertThat(replacements.replace(new ReplacementRequest(used, null, REASON, "console:王芳", key)))
                    .isEqualTo(new ReplacementOutcome.Issued(made, true));
            assertThat(replacements.replace(new ReplacementRequest(used, null, "another reason", "console:王芳", key)))
                    .isEqualTo(new ReplacementOutcome.KeyReused(made));
            assertThat(replacements.replace(new ReplacementRequest(used, 1, REASON, "admin:ops",
                    UUID.randomUUID().toString()))).isEqualTo(new ReplacementOutcome.AlreadyReplaced(made));
            assertThat(node.scalar("SELECT COUNT(*) FROM vouchers")).isEqualTo("3");

            assertThat(details(node, used)).contains("replaced by " + made.newCode() + " (use 1): " + REASON);
            assertThat(details(node, made.newCode())).containsExactly("replacement for " + used + " (use 1): " + REASON);
            assertThat(node.scalar("SELECT actor FROM voucher_transitions WHERE code = ?", made.newCode()))
                    .isEqualTo("console:王芳");
            assertThat(replacements.links(used).replacedBy()).containsExactly(made);
            assertThat(replacements.links(made.newCode()).replacementFor()).contains(made);
            String event = node.scalar("SELECT payload FROM outbound_events WHERE kind = 'voucher.replaced' "
                    + "AND code = ?", used);
            assertThat(event).contains("\"replacementCode\":\"" + made.newCode() + "\"", "\"use\":1",
                    "\"actor\":\"console:王芳\"", REASON);
            assertThat(node.scalar("SELECT COUNT(*) FROM outbound_events WHERE kind = 'voucher.replaced'"))
                    .isEqualTo("1");
            assertThat(reconcile(node).clean()).isTrue();

            assertThat(replacements.replace(new ReplacementRequest(codes.get(1), null, REASON, "admin:ops",
                    UUID.randomUUID().toString()))).isEqualTo(new ReplacementOutcome.NotUsed(codes.get(1),
                    VoucherStatus.UNUSED));
            assertThat(replacements.replace(new ReplacementRequest("NOSUCHCODE0001", null, REASON, "admin:ops",
                    UUID.randomUUID().toString()))).isInstanceOf(ReplacementOutcome.UnknownCode.class);
            assertThatThrownBy(() -> replacements.replace(new ReplacementRequest(used, null, " ", "admin:ops",
                    UUID.randomUUID().toString()))).hasMessageContaining("reason must be 1-200 characters");
            assertThatThrownBy(() -> replacements.replace(new ReplacementRequest(used, null, "字".repeat(201),
                    "admin:ops", UUID.randomUUID().toString()))).hasMessageContaining("reason must be 1-200");
            assertThat(replacements.replace(new ReplacementRequest(used, null, "字".repeat(200), "admin:ops",
                    UUID.randomUUID().toString()))).isInstanceOf(ReplacementOutcome.AlreadyReplaced.class);
        }
    }

    @ParameterizedTest
    @EnumSource(Backend.class)
    void aPassIsReplacedOncePerUseTaken(Backend backend) throws Exception {
        try (ServerFixture node = ServerFixture.start(backend)) {
            String till = node.terminal("TILL-1");
            String pass = node.passes("ten", 3, 1).get(0);
            VoucherReplacements replacements = node.server.parts().replacements();
            assertThat(replace(replacements, pass, null)).isEqualTo(new ReplacementOutcome.NotUsed(pass,
                    VoucherStatus.UNUSED));
            redeem(node, till, pass);
            redeem(node, till, pass);

            Replacement second = issued(replace(replacements, pass, null));
            assertThat(second.use()).as("the latest use without a replacement").isEqualTo(2);
            assertThat(node.scalar("SELECT uses_total FROM vouchers WHERE code = ?", second.newCode()))
                    .as("a pass of the same template").isEqualTo("3");
            assertThat(issued(replace(replacements, pass, null)).use()).isEqualTo(1);
            assertThat(replace(replacements, pass, null)).isInstanceOf(ReplacementOutcome.AlreadyReplaced.class);
            assertThat(replace(replacements, pass, 3)).isEqualTo(new ReplacementOutcome.UseNotTaken(pass, 3, 2, 3));
            assertThat(replacements.latestUse(pass)).contains(2);
            assertThat(replacements.links(pass).replacedBy()).extracting(Replacement::use).containsExactly(1, 2);
            redeem(node, till, pass);
            assertThat(issued(replace(replacements, pass, 3)).use()).isEqualTo(3);
            assertThat(node.scalar("SELECT COUNT(*) FROM voucher_replacements")).isEqualTo("3");
            assertThat(node.scalar("SELECT total_issued FROM voucher_templates WHERE id = 'ten'")).isEqualTo("4");
            assertThat(reconcile(node).clean()).isTrue();
        }
    }

    @ParameterizedTest
    @EnumSource(Backend.class)
    void aReplacementWhoseVoucherIsMissingIsAReconcileFinding(Backend backend) throws Exception {
        try (ServerFixture node = ServerFixture.start(backend)) {
            String used = node.vouchers(1).get(0);
            redeem(node, node.terminal("TILL-1"), used);
            Replacement made = issued(replace(node.server.parts().replacements(), used, null));
            node.update("DELETE FROM vouchers WHERE code = ?", made.newCode());
            assertThat(reconcile(node).replacementWithoutVoucher()).containsExactly(used + " -> " + made.newCode());
            assertThat(reconcile(node).clean()).isFalse();
        }
    }

    static ReplacementOutcome replace(VoucherReplacements replacements, String code, Integer use)
            throws SQLException {
        return replacements.replace(new ReplacementRequest(code, use, REASON, "admin:ops",
                UUID.randomUUID().toString()));
    }

    static Replacement issued(ReplacementOutcome outcome) {
        assertThat(outcome).isInstanceOf(ReplacementOutcome.Issued.class);
        return ((ReplacementOutcome.Issued) outcome).replacement();
    }

    static void redeem(ServerFixture node, String till, String code) {
        ApiCaller.Answer answer = node.api.redeem(till, ApiCaller.newKey(), code, "TILL-1", ServerFixture.STORE);
        assertThat(answer.status()).as(answer.body()).isEqualTo(201);
    }

    private static List<String> details(ServerFixture node, String code) throws SQLException {
        return node.database().read(c -> new TransitionLog().history(c, code)).stream()
                .map(TransitionLog.Entry::detail).filter(d -> d != null).toList();
    }

    private static Reconciler.Report reconcile(ServerFixture node) throws SQLException {
        return new Reconciler(node.database(), Clock.systemUTC(), Duration.ofMinutes(2)).run();
    }
}
