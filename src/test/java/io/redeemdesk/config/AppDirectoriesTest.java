package io.redeemdesk.config;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The per-user locations each OS expects, computed for every OS on any OS. */
class AppDirectoriesTest {

    @Test
    void windowsUsesLocalAppData() {
        AppDirectories dirs = AppDirectories.of("Windows 11", Map.of("LOCALAPPDATA", "C:\\Users\\ana\\AppData\\Local"),
                "C:\\Users\\ana");
        assertThat(dirs).isEqualTo(new AppDirectories("C:\\Users\\ana\\AppData\\Local\\RedeemDesk\\data",
                "C:\\Users\\ana\\AppData\\Local\\RedeemDesk\\config", "C:\\Users\\ana\\AppData\\Local\\RedeemDesk\\logs"));
    }

    @Test
    void windowsWithoutLocalAppDataFallsBackUnderTheProfile() {
        AppDirectories dirs = AppDirectories.of("Windows Server 2022", Map.of("LOCALAPPDATA", "relative"),
                "C:\\Users\\till");
        assertThat(dirs.data()).isEqualTo("C:\\Users\\till\\AppData\\Local\\RedeemDesk\\data");
    }

    @Test
    void macOsUsesApplicationSupportAndLibraryLogs() {
        AppDirectories dirs = AppDirectories.of("Mac OS X", Map.of("XDG_DATA_HOME", "/ignored"), "/Users/ana");
        assertThat(dirs).isEqualTo(new AppDirectories("/Users/ana/Library/Application Support/RedeemDesk",
                "/Users/ana/Library/Application Support/RedeemDesk", "/Users/ana/Library/Logs/RedeemDesk"));
    }

    @Test
    void linuxFollowsXdg() {
        AppDirectories dirs = AppDirectories.of("Linux", Map.of("XDG_DATA_HOME", "/data/ana/",
                "XDG_CONFIG_HOME", "/cfg", "XDG_STATE_HOME", "/state"), "/home/ana");
        assertThat(dirs).isEqualTo(new AppDirectories("/data/ana/redeemdesk", "/cfg/redeemdesk",
                "/state/redeemdesk/logs"));
    }

    @Test
    void linuxDefaultsWhenXdgIsUnsetEmptyOrRelative() {
        AppDirectories dirs = AppDirectories.of("Linux", Map.of("XDG_DATA_HOME", "", "XDG_CONFIG_HOME", "rel/cfg"),
                "/home/ana");
        assertThat(dirs).isEqualTo(new AppDirectories("/home/ana/.local/share/redeemdesk",
                "/home/ana/.config/redeemdesk", "/home/ana/.local/state/redeemdesk/logs"));
    }
}
