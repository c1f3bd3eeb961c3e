package io.redeemdesk.client.outbox;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Every reason the engine stores reads back as its kind and arguments; other stored text stays text. */
class EngineReasonTest {

    @Test
    void everyKindReadsBackFromItsStoredPhrase() {
        EngineReason[] reasons = {
                new EngineReason(EngineReason.Kind.AUTH_REFUSED, "403", "终端已停用"),
                new EngineReason(EngineReason.Kind.STORED_FAILURE, "500", "Internal error", "disk: full"),
                new EngineReason(EngineReason.Kind.PROBLEM, "422", "Malformed code", "券码 ‘X’ 不对"),
                new EngineReason(EngineReason.Kind.BAD_ANSWER, "200", "no verdict"),
                new EngineReason(EngineReason.Kind.OFFLINE_CONFLICT_ELSEWHERE, "ALREADY_REDEEMED", "TILL-2",
                        "2026-12-01T08:00:00Z"),
                new EngineReason(EngineReason.Kind.OFFLINE_CONFLICT, "EXPIRED"),
                new EngineReason(EngineReason.Kind.SALE_REFUSED, "2"),
                new EngineReason(EngineReason.Kind.KEY_RETENTION_HELD, "24"),
                new EngineReason(EngineReason.Kind.RELEASED),
                new EngineReason(EngineReason.Kind.CANNOT_VERIFY, "store policy", "HTTP 403 Forbidden: no"),
                new EngineReason(EngineReason.Kind.INTERRUPTED),
                new EngineReason(EngineReason.Kind.UNREACHABLE, "connect refused"),
                new EngineReason(EngineReason.Kind.TEXT, "connect refused")};
        for (EngineReason reason : reasons) {
            assertThat(EngineReason.read(reason.phrase())).as(reason.phrase()).isEqualTo(reason);
        }
    }

    @Test
    void theStoredPhrasesAreTheEnginesEnglishAsBefore() {
        assertThat(new EngineReason(EngineReason.Kind.PROBLEM, 422, "Malformed code", "bad").phrase())
                .isEqualTo("HTTP 422 Malformed code: bad");
        assertThat(EngineReason.read("the service refused 3 of the sale's vouchers").args()).containsExactly("3");
        assertThat(EngineReason.read("Socket closed")).isEqualTo(new EngineReason(EngineReason.Kind.TEXT,
                "Socket closed"));
        assertThat(EngineReason.read(null)).isNull();
    }
}
