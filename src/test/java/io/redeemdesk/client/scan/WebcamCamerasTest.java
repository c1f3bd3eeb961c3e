package io.redeemdesk.client.scan;

import org.junit.jupiter.api.Test;

import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The real native driver, on a machine whose cameras (if any) are not the one asked for. */
class WebcamCamerasTest {

    @Test
    void theDriverIsSetUpAtTheFirstListNotWhenTheCamerasAreBuilt() throws FrameSourceException {
        AtomicInteger setups = new AtomicInteger();
        Cameras cameras = new WebcamCameras(1280, 720, 30, () -> {
            setups.incrementAndGet();
            WebcamCameras.useNativeDriver();
        });
        assertThat(setups).as("built with the screen, camera off: no driver").hasValue(0);

        assertThat(cameras.list()).extracting(CameraDevice::name).doesNotContain("RedeemDesk Test Camera 9");
        assertThat(setups).hasValue(1);
    }

    @Test
    void a_camera_that_is_not_plugged_in_gets_a_message_saying_what_to_do() throws FrameSourceException {
        Cameras cameras = CameraSettings.DEFAULT.cameras();
        assertThat(cameras.list()).extracting(CameraDevice::name).doesNotContain("RedeemDesk Test Camera 9");

        assertThatThrownBy(() -> cameras.open(new CameraDevice("RedeemDesk Test Camera 9")))
                .isInstanceOf(FrameSourceException.class)
                .hasMessageContaining("\"RedeemDesk Test Camera 9\" is not plugged in")
                .hasMessageContaining("Plug it in and pick it again");
    }
}
