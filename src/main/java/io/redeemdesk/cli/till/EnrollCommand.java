package io.redeemdesk.cli.till;

import io.redeemdesk.cli.common.Exits;
import io.redeemdesk.client.config.CashierConfiguration;
import io.redeemdesk.client.config.UserConfigFile;
import io.redeemdesk.client.enroll.EnrollmentClient;
import io.redeemdesk.config.AppDirectories;
import io.redeemdesk.config.CashierKeys;
import io.redeemdesk.config.ConfigException;
import io.redeemdesk.config.ConfigLayers;
import io.redeemdesk.config.ConfigLoader;
import io.redeemdesk.protocol.Enrollment;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code enroll}: makes this machine a till of the service. The one-time code is exchanged for the terminal's
 * token, which goes into the user's configuration file with owner-only permissions, never the installed one.
 */
@Command(name = "enroll", mixinStandardHelpOptions = true,
        description = "Enroll this till: exchange a one-time code from the service operator for the terminal token.")
public final class EnrollCommand implements Callable<Integer> {
    @ParentCommand
    CashierOptions main;

    @Option(names = "--server", required = true, paramLabel = "URL",
            description = "the redemption service: https://… (http:// only to localhost)")
    String server;

    @Option(names = "--code", required = true, paramLabel = "CODE", description = "the one-time code, enr-…")
    String code;

    @Override
    public Integer call() {
        CashierConfiguration config;
        try {
            checkServerUrl();
            config = CashierConfiguration.loadBeforeEnrolling(ConfigLoader.installedConfigDir(),
                    main == null ? null : main.config, System.getenv(), AppDirectories.current());
        } catch (ConfigException e) {
            System.err.println(e.getMessage());
            return Exits.CONFIG;
        }
        try {
            Enrollment enrolled = new EnrollmentClient(config.certificatePinner(server)).enroll(server, code);
            Map<String, String> values = new LinkedHashMap<>();
            values.put(CashierKeys.SERVER_URL.name(), server);
            values.put(CashierKeys.API_TOKEN.name(), enrolled.token());
            values.put(CashierKeys.STORE_ID.name(), enrolled.storeId());
            values.put(CashierKeys.TERMINAL_ID.name(), enrolled.terminalId());
            new UserConfigFile(config.userConfigFile()).update(values);
            System.out.println("Enrolled as terminal " + enrolled.terminalId() + " of store " + enrolled.storeId()
                    + ". The token is stored (owner-only) in " + config.userConfigFile());
            return 0;
        } catch (EnrollmentClient.EnrollmentFailed e) {
            System.err.println("Enrollment failed: " + e.getMessage());
            return e.unreachable() ? Exits.UNAVAILABLE : 1;
        } catch (java.io.IOException e) {
            System.err.println("Enrollment succeeded but the token could not be stored in " + config.userConfigFile()
                    + " (" + e.getMessage() + "). Fix the permissions and ask for a new code (this one is used up).");
            return Exits.CANNOT_CREATE;
        }
    }

    /** The same rule as {@code server.url}: https, or http to this machine only. */
    private void checkServerUrl() {
        try {
            if (CashierKeys.SERVER_URL.rule().parse(server).isEmpty()) {
                throw new IllegalArgumentException();
            }
        } catch (IllegalArgumentException e) {
            throw ConfigException.invalid(ConfigLayers.flag(CashierKeys.SERVER_URL.name(), "--server", server).get(0),
                    "an https:// URL, or http:// to localhost/127.0.0.1 only");
        }
    }
}
