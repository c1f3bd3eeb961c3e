package io.redeemdesk.cli;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Entry point of the installed {@code RedeemDesk-server} launcher: {@code redeemdesk server …} with server JVM
 * settings, so a service host does not run with the cashier launcher's small heap.
 */
public final class ServerMain {
    private ServerMain() {
    }

    public static void main(String[] args) {
        List<String> all = new ArrayList<>(List.of("server"));
        all.addAll(Arrays.asList(args));
        Main.main(all.toArray(String[]::new));
    }
}
