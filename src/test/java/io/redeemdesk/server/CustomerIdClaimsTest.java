package io.redeemdesk.server;

import io.redeemdesk.server.campaign.ClaimSettings;
import io.redeemdesk.server.campaign.CustomerId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The per-customer limit holds for one customer however the id is spelled around the edges (docs/api.md,
 * claims): the id is NFKC-normalized and trimmed before it is hashed, case is kept, and its length is counted in
 * code points. Over real HTTP on SQLite and PostgreSQL.
 */
class CustomerIdClaimsTest {
    private static final String EMOJI = "😀";

    @Test
    void theNormalFormIsNfkcTrimmedWithCaseKept() {
        assertThat(CustomerId.normalize(" cust-x ")).isEqualTo("cust-x");
        assertThat(CustomerId.normalize("\u3000１３８００１３８０００\u00a0")).isEqualTo("13800138000");
        assertThat(CustomerId.normalize("Ｃｕｓｔ-X")).isEqualTo("Cust-X");
        assertThat(CustomerId.normalize("王小明")).isEqualTo("王小明");
        assertThat(CustomerId.problem(EMOJI.repeat(128))).isNull();
        assertThat(CustomerId.problem(EMOJI.repeat(129))).contains("129 characters", "128");
        assertThat(CustomerId.problem(CustomerId.normalize(" \u3000 "))).startsWith("customerId is required");
        assertThat(CustomerId.problem("a\tb")).contains("customerId", "control character");
    }

    @ParameterizedTest
    @EnumSource(Backend.class)
    void spacesAndFullWidthDigitsDoNotMakeAnotherCustomer(Backend backend) throws Exception {
        try (ServerFixture node = new ServerFixture(ServerOptions.loopback(backend.newDatabase()), true,
                ClaimSettings.withSecret(ClaimCaller.SECRET))) {
            ClaimCaller calls = new ClaimCaller(node.api);
            String shop = node.server.channels().create("shop");
            calls.openCampaign(node.adminToken, "one-each", 20, 1);

            ApiCaller.Answer first = calls.claim(shop, ApiCaller.newKey(), "one-each", "cust-x");
            ApiCaller.Answer leading = calls.claim(shop, ApiCaller.newKey(), "one-each", " cust-x");
            ApiCaller.Answer trailing = calls.claim(shop, ApiCaller.newKey(), "one-each", "cust-x ");
            ApiCaller.Answer ideographic = calls.claim(shop, ApiCaller.newKey(), "one-each", "\u3000cust-x");
            ApiCaller.Answer otherCase = calls.claim(shop, ApiCaller.newKey(), "one-each", "Cust-X");
            ApiCaller.Answer phone = calls.claim(shop, ApiCaller.newKey(), "one-each", "13800138000");
            ApiCaller.Answer fullWidth = calls.claim(shop, ApiCaller.newKey(), "one-each", "１３８００１３８０００");
            String key = ApiCaller.newKey();
            ApiCaller.Answer spaced = calls.claim(shop, key, "one-each", " 王小明 ");
            ApiCaller.Answer sameKeyTrimmed = calls.claim(shop, key, "one-each", "王小明");
            ApiCaller.Answer emoji = calls.claim(shop, ApiCaller.newKey(), "one-each", EMOJI.repeat(128));
            ApiCaller.Answer tooLong = calls.claim(shop, ApiCaller.newKey(), "one-each", EMOJI.repeat(129));
            ApiCaller.Answer blank = calls.claim(shop, ApiCaller.newKey(), "one-each", " \u3000 ");

            assertThat(first.status()).as(first.body()).isEqualTo(201);
            for (ApiCaller.Answer same : new ApiCaller.Answer[] {leading, trailing, ideographic}) {
                assertThat(same.status()).as(same.body()).isEqualTo(409);
                assertThat(same.type()).isEqualTo("claim-limit-reached");
            }
            assertThat(otherCase.status()).as("case is kept: another customer").isEqualTo(201);
            assertThat(phone.status()).isEqualTo(201);
            assertThat(fullWidth.type()).as("full-width digits are the same phone number")
                    .isEqualTo("claim-limit-reached");
            assertThat(spaced.status()).isEqualTo(201);
            assertThat(sameKeyTrimmed.status()).as("the same customer: a replay, not another body").isEqualTo(201);
            assertThat(sameKeyTrimmed.body()).isEqualTo(spaced.body());
            assertThat(sameKeyTrimmed.header("Idempotent-Replayed")).isEqualTo("true");
            assertThat(emoji.status()).as(emoji.body()).isEqualTo(201);
            assertThat(tooLong.status()).isEqualTo(422);
            assertThat(tooLong.json().get("detail").asText()).contains("customerId", "129", "128");
            assertThat(blank.status()).isEqualTo(422);
            assertThat(blank.json().get("detail").asText()).contains("customerId is required");
            assertThat(node.api.get("/v1/admin/campaigns/one-each", node.adminToken).json().get("customers")
                    .asLong()).isEqualTo(5);
        }
    }
}
