package io.redeemdesk.client.manager;

import io.redeemdesk.client.exec.SameThreadBackground;
import io.redeemdesk.client.manager.store.ManagerStore;
import io.redeemdesk.client.manager.store.ManagerText;
import io.redeemdesk.client.pin.PinHasher;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/** The PIN gate's words over a real manager.db, without the JavaFX toolkit (the FX thread is the caller's). */
class PinGateViewModelTest {
    @TempDir
    Path dir;
    private ManagerStore store;
    private PinGate gate;
    private PinGateViewModel model;

    @BeforeEach
    void open() throws Exception {
        store = ManagerStore.open(dir.resolve("manager.db"));
        gate = new PinGate(store, new PinHasher(1_000, new SecureRandom()),
                Clock.fixed(Instant.parse("2026-11-29T09:00:00Z"), ZoneOffset.UTC));
        model = new PinGateViewModel(gate, new SameThreadBackground(), Runnable::run,
                new ManagerText(Locale.ENGLISH, ZoneOffset.UTC), dir);
    }

    @AfterEach
    void close() throws Exception {
        store.close();
    }

    @Test
    void withNoPinItSaysHowToSetOne() {
        model.refresh().join();

        assertThat(model.stateProperty().get()).isEqualTo(PinCheck.Kind.NOT_SET);
        assertThat(model.messageProperty().get()).contains("set-manager-pin --data-dir " + dir);
        assertThat(model.busyProperty().get()).isFalse();
    }

    @Test
    void aNameIsNeededFirstAndThePinIsWipedAnyway() throws Exception {
        gate.setPin("246810".toCharArray());
        char[] pin = "246810".toCharArray();

        model.submit("  ", pin).join();

        assertThat(model.messageProperty().get()).startsWith("Type your name first");
        assertThat(pin).containsOnly('\0');
        assertThat(model.unlockedByProperty().get()).isNull();
    }

    @Test
    void anEmptyPinIsNotTriedAndSpendsNoTry() throws Exception {
        gate.setPin("246810".toCharArray());

        model.submit("maria", new char[0]).join();

        assertThat(model.messageProperty().get()).isEqualTo("Type the manager PIN, then press Enter");
        assertThat(store.lockout().failures()).isZero();
        assertThat(gate.status()).isEqualTo(new PinCheck(PinCheck.Kind.READY, PinGate.MAX_TRIES, null));
    }

    @Test
    void wrongPinsCountDownThenLockAndTheRightOneUnlocksWithTheName() throws Exception {
        gate.setPin("246810".toCharArray());
        char[] wrong = "111111".toCharArray();

        model.submit("玛丽亚", wrong).join();
        assertThat(model.stateProperty().get()).isEqualTo(PinCheck.Kind.WRONG);
        assertThat(model.messageProperty().get()).isEqualTo("Wrong PIN. 4 tries left before the gate locks for 5 minutes");
        assertThat(wrong).containsOnly('\0');

        model.submit("玛丽亚", "246810".toCharArray()).join();
        assertThat(model.stateProperty().get()).isEqualTo(PinCheck.Kind.UNLOCKED);
        assertThat(model.unlockedByProperty().get()).isEqualTo("玛丽亚");

        for (int i = 0; i < PinGate.MAX_TRIES; i++) {
            model.submit("eve", "000000".toCharArray()).join();
        }
        assertThat(model.stateProperty().get()).isEqualTo(PinCheck.Kind.LOCKED);
        assertThat(model.messageProperty().get()).isEqualTo("Too many wrong PINs: locked until 09:05:00");
    }

    @Test
    void theLastManagerIsOfferedFirstAndTheGateSpeaksChinese() throws Exception {
        gate.setPin("246810".toCharArray());
        model.submit("eve", "246810".toCharArray()).join();
        model.submit("玛丽亚", "246810".toCharArray()).join();
        PinGateViewModel chinese = new PinGateViewModel(gate, new SameThreadBackground(), Runnable::run,
                new ManagerText(Locale.SIMPLIFIED_CHINESE, ZoneOffset.UTC), dir);

        chinese.refresh().join();
        assertThat(chinese.managers()).containsExactly("玛丽亚", "eve");
        assertThat(chinese.messageProperty().get()).isEqualTo("请输入店长密码");

        chinese.submit("玛丽亚", "000000".toCharArray()).join();
        assertThat(chinese.messageProperty().get()).isEqualTo("密码错误。还可尝试 4 次，之后将锁定 5 分钟");
    }
}
