package io.redeemdesk.config;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * Where a till keeps its outbox, its user configuration and its logs by default: the places each OS expects
 * per-user application files. Pure logic over the OS name, the environment and the home directory, so every
 * OS's answer is tested on any OS.
 *
 * @param data   the outbox and local state
 * @param config the user's {@code redeemdesk.properties}
 * @param logs   the rolling log files
 */
public record AppDirectories(String data, String config, String logs) {

    public static AppDirectories of(String osName, Map<String, String> env, String home) {
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.startsWith("windows")) {
            String local = absoluteOr(env.get("LOCALAPPDATA"), home + "\\AppData\\Local", true);
            String base = local + "\\RedeemDesk";
            return new AppDirectories(base + "\\data", base + "\\config", base + "\\logs");
        }
        if (os.startsWith("mac")) {
            String base = home + "/Library/Application Support/RedeemDesk";
            return new AppDirectories(base, base, home + "/Library/Logs/RedeemDesk");
        }
        String data = absoluteOr(env.get("XDG_DATA_HOME"), home + "/.local/share", false);
        String config = absoluteOr(env.get("XDG_CONFIG_HOME"), home + "/.config", false);
        String state = absoluteOr(env.get("XDG_STATE_HOME"), home + "/.local/state", false);
        return new AppDirectories(data + "/redeemdesk", config + "/redeemdesk", state + "/redeemdesk/logs");
    }

    /** The directories of the running OS and user. */
    public static AppDirectories current() {
        return of(System.getProperty("os.name"), System.getenv(), System.getProperty("user.home"));
    }

    /** The user's configuration file of the cashier app. */
    public Path userConfigFile(String fileName) {
        return Path.of(config).resolve(fileName);
    }

    /** XDG and Windows say to ignore a variable that is unset, empty or not an absolute path. */
    private static String absoluteOr(String value, String fallback, boolean windows) {
        if (value == null || value.isBlank()) {
            return fallback;
        }
        boolean absolute = windows ? value.matches("^([A-Za-z]:\\\\|\\\\\\\\).*") : value.startsWith("/");
        return absolute ? stripTrailing(value, windows ? '\\' : '/') : fallback;
    }

    private static String stripTrailing(String value, char separator) {
        String out = value;
        while (out.length() > 3 && out.charAt(out.length() - 1) == separator) {
            out = out.substring(0, out.length() - 1);
        }
        return out;
    }
}
