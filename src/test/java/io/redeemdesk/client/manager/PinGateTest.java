package io.redeemdesk.client.manager;

import io.redeemdesk.client.manager.store.ManagerEvent;
import io.redeemdesk.client.manager.store.ManagerStore;
import io.redeemdesk.client.pin.PinHash;
import io.redeemdesk.client.pin.PinHasher;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The PIN gate against a real manager.db: not set, right and wrong PINs, the lockout after five wrong tries
 * surviving a reopen (a restart), and its end. Uses 1,000 PBKDF2 iterations for speed except where the
 * production cost itself is checked.
 */
class PinGateTest {
    @TempDir
    Path dir;

    private final MutableClock clock = new MutableClock(Instant.parse("2026-11-29T09:00:00Z"));

    @Test
    void withNoPinTheGateSaysSoAndRefusesEverything() throws Exception {
        try (ManagerStore store = ManagerStore.open(dir.resolve("manager.db"))) {
            PinGate gate = gate(store);
            assertThat(gate.status().kind()).isEqualTo(PinCheck.Kind.NOT_SET);
            assertThat(gate.attempt("maria", "123456".toCharArray()).kind()).isEqualTo(PinCheck.Kind.NOT_SET);
        }
    }

    @Test
    void rightPinUnlocksAndWrongOnesCountDown() throws Exception {
        try (ManagerStore store = ManagerStore.open(dir.resolve("manager.db"))) {
            PinGate gate = gate(store);
            gate.setPin("246810".toCharArray());
            assertThat(gate.attempt("maria", "111111".toCharArray()))
                    .isEqualTo(new PinCheck(PinCheck.Kind.WRONG, 4, null));
            assertThat(gate.attempt("maria", "246810".toCharArray()).kind()).isEqualTo(PinCheck.Kind.UNLOCKED);
            assertThat(gate.status()).isEqualTo(new PinCheck(PinCheck.Kind.READY, 5, null));
            assertThat(store.events(10)).extracting(ManagerEvent::action)
                    .containsExactly("UNLOCK", "WRONG_PIN", "PIN_SET");
        }
    }

    @Test
    void fiveWrongTriesLockTheGateAcrossARestartUntilTheLockEnds() throws Exception {
        Path file = dir.resolve("manager.db");
        try (ManagerStore store = ManagerStore.open(file)) {
            PinGate gate = gate(store);
            gate.setPin("246810".toCharArray());
            for (int i = 0; i < 4; i++) {
                assertThat(gate.attempt("eve", "000000".toCharArray()).kind()).isEqualTo(PinCheck.Kind.WRONG);
            }
            PinCheck fifth = gate.attempt("eve", "000000".toCharArray());
            assertThat(fifth.kind()).isEqualTo(PinCheck.Kind.LOCKED);
            assertThat(fifth.lockedUntil()).isEqualTo(clock.instant().plus(PinGate.LOCK_TIME));
        }
        try (ManagerStore reopened = ManagerStore.open(file)) {
            PinGate gate = gate(reopened);
            assertThat(gate.attempt("maria", "246810".toCharArray()).kind())
                    .as("the right PIN is refused while locked, even after a restart")
                    .isEqualTo(PinCheck.Kind.LOCKED);
            clock.advance(PinGate.LOCK_TIME.plusSeconds(1));
            assertThat(gate.attempt("maria", "246810".toCharArray()).kind()).isEqualTo(PinCheck.Kind.UNLOCKED);
        }
    }

    @Test
    void productionHasherUsesSixHundredThousandIterationsAndASaltPerPin() {
        PinHasher hasher = new PinHasher(PinHasher.MANAGER_ITERATIONS, new SecureRandom());
        PinHash a = hasher.hash("135790".toCharArray());
        PinHash b = hasher.hash("135790".toCharArray());
        assertThat(a.iterations()).isGreaterThanOrEqualTo(600_000);
        assertThat(a.algorithm()).isEqualTo("PBKDF2WithHmacSHA256");
        assertThat(a.salt()).isNotEqualTo(b.salt());
        assertThat(a.hash()).isNotEqualTo(b.hash()).hasSize(32);
        assertThat(hasher.matches("135790".toCharArray(), a)).isTrue();
        assertThat(hasher.matches("135791".toCharArray(), a)).isFalse();
    }

    @Test
    void pinRulesNameWhatIsWrong() {
        assertThat(PinGate.problem("12345".toCharArray())).hasValueSatisfying(p -> assertThat(p).contains("6 to 12"));
        assertThat(PinGate.problem("12345a".toCharArray())).hasValueSatisfying(p -> assertThat(p).contains("digits"));
        assertThat(PinGate.problem("123456".toCharArray())).isEmpty();
    }

    private PinGate gate(ManagerStore store) {
        return new PinGate(store, new PinHasher(1_000, new SecureRandom()), clock);
    }

    /** A clock the test moves by hand. */
    static final class MutableClock extends Clock {
        private Instant now;

        MutableClock(Instant now) {
            this.now = now;
        }

        void advance(Duration by) {
            now = now.plus(by);
        }

        @Override
        public Instant instant() {
            return now;
        }

        @Override
        public java.time.ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }
    }
}
