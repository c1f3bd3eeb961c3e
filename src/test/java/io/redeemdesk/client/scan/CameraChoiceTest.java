package io.redeemdesk.client.scan;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** {@code camera.device} picks a camera by its number in the operating system's list, through {@link Cameras}. */
class CameraChoiceTest {
    private final GeneratedCameras cameras = new GeneratedCameras(List.of("Busy camera", "Desk camera"),
            "Busy camera", "VOUCHER-1234");

    @Test
    void theConfiguredNumberOpensThatCamera() throws Exception {
        try (FrameSource source = new CameraChoice(true, 1).open(cameras)) {
            assertThat(source.description()).isEqualTo("camera Desk camera");
            assertThat(source.next()).isNotNull();
        }
        assertThat(cameras.opened()).containsExactly("Desk camera");
    }

    @Test
    void aNumberBeyondThePluggedInCamerasNamesTheSettingAndTheCamerasThereAre() {
        assertThatThrownBy(() -> new CameraChoice(true, 4).open(cameras))
                .isInstanceOf(FrameSourceException.class)
                .hasMessage("camera.device = 4, but only 2 cameras are plugged in (0 \"Busy camera\", 1 \"Desk"
                        + " camera\"). Set camera.device to one of these numbers, or pick a camera from the list");
        assertThat(cameras.opened()).isEmpty();
    }

    @Test
    void noCameraAtAllSaysHowToSwitchTheCameraOff() {
        GeneratedCameras none = new GeneratedCameras(List.of(), "", "");

        assertThatThrownBy(() -> new CameraChoice(true, 0).open(none))
                .hasMessage("camera.device = 0, but no camera is plugged in. Plug one in and pick it from the list,"
                        + " or set camera.enabled = false");
    }

    @Test
    void aCameraThatCannotBeOpenedIsNamedWithTheSetting() {
        assertThatThrownBy(() -> new CameraChoice(true, 0).open(cameras))
                .isInstanceOf(FrameSourceException.class)
                .hasMessage("camera.device = 0 (\"Busy camera\"): The camera \"Busy camera\" is in use by another"
                        + " program");
    }
}
