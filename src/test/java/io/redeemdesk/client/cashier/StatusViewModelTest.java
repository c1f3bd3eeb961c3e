package io.redeemdesk.client.cashier;

import io.redeemdesk.client.outbox.EngineReason;
import io.redeemdesk.client.redeem.ConflictNotice;
import io.redeemdesk.client.redeem.DiskSpace;
import io.redeemdesk.client.redeem.EngineStatus;
import io.redeemdesk.client.redeem.OfflinePolicy;
import io.redeemdesk.client.text.Messages;
import io.redeemdesk.protocol.Verdict;
import javafx.beans.property.SimpleStringProperty;
import org.junit.jupiter.api.Test;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/** The status bar's words from engine snapshots, without the JavaFX toolkit. */
class StatusViewModelTest {
    private static final Instant NOW = Instant.parse("2026-11-29T12:00:00Z");

    private final AtomicReference<EngineStatus> engine = new AtomicReference<>();
    private final SimpleStringProperty signedIn = new SimpleStringProperty("alice");
    private final StatusViewModel model = new StatusViewModel(engine::get, CashierWords.forLocale(Locale.ENGLISH),
            Clock.fixed(NOW, ZoneOffset.UTC), "STORE-1", "TILL-1", signedIn);

    private static EngineStatus status(boolean online, Duration sinceAgo, int queued, Duration oldest,
                                       boolean near, boolean reached, String auth, List<ConflictNotice> conflicts) {
        return new EngineStatus(online, NOW.minus(sinceAgo), online ? null : "connect refused", queued, oldest, 0,
                OfflinePolicy.ACCEPT, queued, near, reached, auth, conflicts, new DiskSpace(false, false, false,
                1L << 40), NOW);
    }

    @Test
    void onlineWithAnEmptyQueueIsQuiet() {
        engine.set(status(true, Duration.ofMinutes(12), 0, Duration.ZERO, false, false, null, List.of()));
        model.refresh();

        assertThat(model.connectionProperty().get()).isEqualTo("Online for 12 min");
        assertThat(model.queueProperty().get()).isEqualTo("Queue empty");
        assertThat(model.offlineProperty().get()).isFalse();
        assertThat(model.alarmProperty().get()).isFalse();
        assertThat(model.noticeProperty().get()).isEmpty();
        assertThat(model.storeProperty().get()).isEqualTo("Store STORE-1");
        assertThat(model.terminalProperty().get()).isEqualTo("Till TILL-1");
        assertThat(model.cashierProperty().get()).isEqualTo("Cashier alice");
    }

    @Test
    void offlineSaysForHowLongAndTheQueuesOldestAge() {
        engine.set(status(false, Duration.ofSeconds(75), 3, Duration.ofHours(2).plusMinutes(5), false, false, null,
                List.of()));
        model.refresh();

        assertThat(model.connectionProperty().get()).isEqualTo("OFFLINE for 1 min");
        assertThat(model.queueProperty().get()).isEqualTo("Queued: 3, oldest 2 h 05 min");
        assertThat(model.offlineProperty().get()).isTrue();
        assertThat(model.alarmProperty().get()).isFalse();
    }

    @Test
    void capsNearTurnTheBarRedWithWords() {
        engine.set(status(false, Duration.ofSeconds(5), 16, Duration.ofMinutes(3), true, false, null, List.of()));
        model.refresh();

        assertThat(model.alarmProperty().get()).isTrue();
        assertThat(model.noticeProperty().get()).startsWith("Offline limit nearly reached: 16");
    }

    @Test
    void authAlertAndTheNewestConflictAreShownWithAMaskedCode() {
        ConflictNotice older = new ConflictNotice("r1", "AAAAAAAAAAAAA1", Verdict.EXPIRED, "x", NOW);
        ConflictNotice newest = new ConflictNotice("r2", "K7M2P9Q4R8S6T3", Verdict.ALREADY_REDEEMED, "y", NOW);
        engine.set(status(true, Duration.ofSeconds(5), 0, Duration.ZERO, false, false,
                new EngineReason(EngineReason.Kind.AUTH_REFUSED, 401, "终端已停用").phrase(), List.of(older, newest)));
        model.refresh();

        assertThat(model.alarmProperty().get()).isTrue();
        assertThat(model.noticeProperty().get())
                .contains("not accepted by the service: The service refused this till's token (HTTP 401; the service"
                        + " says: \"终端已停用\")")
                .contains("CONFLICT: voucher …R8S6T3").contains("Already used").contains("2 to check")
                .doesNotContain("K7M2P9Q4R8S6T3");
        assertThat(model.noticeCodeProperty().get()).as("the code the view draws monospace").isEqualTo("…R8S6T3");

        StatusViewModel chinese = new StatusViewModel(engine::get, CashierWords.forLocale(Locale.SIMPLIFIED_CHINESE),
                Clock.fixed(NOW, ZoneOffset.UTC), "STORE-1", "TILL-1", signedIn);
        chinese.refresh();
        assertThat(chinese.noticeProperty().get()).as("the pause in Chinese, the service's words as data")
                .startsWith("服务端不接受本收银台：服务端拒绝了本收银台的令牌（HTTP 401；服务端原文：“终端已停用”）。已暂停发送")
                .doesNotContain("refused this till's token");
    }

    @Test
    void anAuthAlertStoredInOtherWordsIsShownAsTheTillsText() {
        engine.set(status(true, Duration.ofSeconds(5), 0, Duration.ZERO, false, false, "token refused",
                List.of()));
        StatusViewModel chinese = new StatusViewModel(engine::get, CashierWords.forLocale(Locale.SIMPLIFIED_CHINESE),
                Clock.fixed(NOW, ZoneOffset.UTC), "STORE-1", "TILL-1", signedIn);
        chinese.refresh();
        assertThat(chinese.noticeProperty().get()).isEqualTo("服务端不接受本收银台：收银台报告：“token refused”");
    }

    @Test
    void aNearlyFullDiskWarnsInRedBeforeItIsFullAndAFullOneSaysNothingCanBeRedeemed() {
        EngineStatus ok = status(true, Duration.ofMinutes(1), 0, Duration.ZERO, false, false, null, List.of());
        engine.set(withDisk(ok, new DiskSpace(false, false, true, 150L << 20)));
        model.refresh();
        assertThat(model.alarmProperty().get()).isTrue();
        assertThat(model.noticeProperty().get())
                .isEqualTo("This till's disk is nearly full (150 MB free) — call support before it is full");

        engine.set(withDisk(ok, new DiskSpace(true, true, true, 0)));
        model.refresh();
        assertThat(model.noticeProperty().get())
                .isEqualTo("THIS TILL'S DISK IS FULL: nothing can be redeemed — call support");

        StatusViewModel chinese = new StatusViewModel(engine::get, CashierWords.forLocale(Locale.SIMPLIFIED_CHINESE),
                Clock.fixed(NOW, ZoneOffset.UTC), "STORE-1", "TILL-1", signedIn);
        chinese.refresh();
        assertThat(chinese.noticeProperty().get()).isEqualTo("本收银台磁盘已满：无法核销任何券——请联系技术支持");
    }

    private static EngineStatus withDisk(EngineStatus s, DiskSpace disk) {
        return new EngineStatus(s.online(), s.since(), s.lastError(), s.queued(), s.oldestQueuedAge(), s.held(),
                s.policy(), s.offlineAccepted(), s.capsNear(), s.capsReached(), s.authAlert(), s.conflicts(), disk,
                s.asOf());
    }

    @Test
    void signingOutShowsThatNobodyIsSignedIn() {
        signedIn.set("");
        assertThat(model.cashierProperty().get()).isEqualTo("No cashier signed in");
    }

    @Test
    void agesAreShort() {
        Messages english = CashierWords.forLocale(Locale.ENGLISH);
        assertThat(StatusViewModel.age(Duration.ofSeconds(9), english)).isEqualTo("9 s");
        assertThat(StatusViewModel.age(Duration.ofMinutes(59), english)).isEqualTo("59 min");
        assertThat(StatusViewModel.age(Duration.ofMinutes(61), english)).isEqualTo("1 h 01 min");
        assertThat(StatusViewModel.age(Duration.ofMinutes(61), CashierWords.forLocale(Locale.SIMPLIFIED_CHINESE)))
                .isEqualTo("1 小时 01 分钟");
    }
}
