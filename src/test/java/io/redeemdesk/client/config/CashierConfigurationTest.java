package io.redeemdesk.client.config;

import io.redeemdesk.client.redeem.EngineSettings;
import io.redeemdesk.client.redeem.OfflinePolicy;
import io.redeemdesk.client.scan.CameraChoice;
import io.redeemdesk.config.AppDirectories;
import io.redeemdesk.config.ConfigLayers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Where the till's files go, and the configured values reaching the engine's settings record. */
class CashierConfigurationTest {
    @TempDir
    Path dir;

    private final AppDirectories linux = AppDirectories.of("Linux", Map.of(), "/home/ana");

    @Test
    void osDirectoriesByDefault() {
        CashierConfiguration config = CashierConfiguration.load(dir, null, Map.of(), List.of(), linux);

        assertThat(config.dataDir()).isEqualTo(Path.of("/home/ana/.local/share/redeemdesk"));
        assertThat(config.logDir()).isEqualTo(Path.of("/home/ana/.local/state/redeemdesk/logs"));
        assertThat(config.userConfigFile()).isEqualTo(Path.of("/home/ana/.config/redeemdesk/redeemdesk.properties"));
        assertThat(config.demoMode()).isTrue();
    }

    @Test
    void dataDirFlagMovesTheLogsAlongUnlessLogDirIsSet() {
        CashierConfiguration moved = CashierConfiguration.load(dir, null, Map.of(),
                ConfigLayers.flag("data.dir", "--data-dir", "/srv/till"), linux);
        assertThat(moved.dataDir()).isEqualTo(Path.of("/srv/till"));
        assertThat(moved.logDir()).isEqualTo(Path.of("/srv/till/logs"));

        CashierConfiguration own = CashierConfiguration.load(dir, null, Map.of("REDEEMDESK_LOG_DIR", "/var/log/till"),
                ConfigLayers.flag("data.dir", "--data-dir", "/srv/till"), linux);
        assertThat(own.logDir()).isEqualTo(Path.of("/var/log/till"));
    }

    @Test
    void offlineRetryAndPassKeysReachTheEngine() {
        EngineSettings engine = CashierConfiguration.load(dir, null, Map.of("REDEEMDESK_OFFLINE_POLICY", "accept",
                "REDEEMDESK_OFFLINE_MAX_COUNT", "5", "REDEEMDESK_OFFLINE_MAX_VALUE_CENTS", "2500",
                "REDEEMDESK_OFFLINE_MAX_AGE", "2h", "REDEEMDESK_RETRY_BASE", "2s", "REDEEMDESK_RETRY_CAP", "5m",
                "REDEEMDESK_REQUEST_DEADLINE", "4s", "REDEEMDESK_PASS_REPEAT_WINDOW", "45s"), List.of(), linux)
                .engineSettings();

        assertThat(engine.offlinePolicy()).isEqualTo(OfflinePolicy.ACCEPT);
        assertThat(engine.offlineMaxQueued()).isEqualTo(5);
        assertThat(engine.offlineMaxTotalCents()).isEqualTo(2500L);
        assertThat(engine.offlineMaxAge()).isEqualTo(Duration.ofHours(2));
        assertThat(engine.retryBase()).isEqualTo(Duration.ofSeconds(2));
        assertThat(engine.retryCap()).isEqualTo(Duration.ofMinutes(5));
        assertThat(engine.foregroundDeadline()).isEqualTo(Duration.ofSeconds(4));
        assertThat(engine.passRepeatWindow()).isEqualTo(Duration.ofSeconds(45));
        assertThat(CashierConfiguration.load(dir, null, Map.of(), List.of(), linux).engineSettings()
                .passRepeatWindow()).isEqualTo(Duration.ofSeconds(30));
    }

    @Test
    void cameraKeysChooseTheCameraAndTheDefaultIsNone() {
        assertThat(CashierConfiguration.load(dir, null, Map.of(), List.of(), linux).cameraChoice())
                .isEqualTo(CameraChoice.OFF);

        CameraChoice chosen = CashierConfiguration.load(dir, null, Map.of("REDEEMDESK_CAMERA_ENABLED", "true",
                "REDEEMDESK_CAMERA_DEVICE", "2"), List.of(), linux).cameraChoice();
        assertThat(chosen).isEqualTo(new CameraChoice(true, 2));
    }
}
