package io.redeemdesk.cli.till;

import io.redeemdesk.cli.common.Exits;
import io.redeemdesk.client.config.TillFiles;
import io.redeemdesk.client.manager.PinGate;
import io.redeemdesk.client.manager.store.ManagerStore;
import io.redeemdesk.client.pin.PinHasher;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

import java.io.BufferedReader;
import java.io.Console;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.Arrays;
import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * {@code set-manager-pin}: sets the PIN that opens the store manager view. Asks twice on the console without
 * echo; with {@code --stdin} (or when there is no console, e.g. in a script) reads it from the first line of
 * standard input. Setting a PIN clears a lockout.
 */
@Command(name = "set-manager-pin", mixinStandardHelpOptions = true,
        description = "Set the manager PIN (6-12 digits): asked twice on the console, or read from stdin.")
public final class SetManagerPinCommand implements Callable<Integer> {
    @ParentCommand
    CashierOptions main;

    @Option(names = "--data-dir", paramLabel = "DIR", description = "the till's data directory (holds manager.db)")
    Path dataDir;

    @Option(names = "--stdin", description = "read the PIN from the first line of standard input (for scripts)")
    boolean fromStdin;

    @Override
    public Integer call() throws Exception {
        Console console = System.console();
        boolean typed = !fromStdin && console != null;
        Optional<char[]> pin = typed ? readTwice(console) : readStdin();
        if (pin.isEmpty()) {
            return typed ? Exits.DATA : Exits.NO_INPUT;
        }
        Optional<String> problem = PinGate.problem(pin.get());
        if (problem.isPresent()) {
            System.err.println("set-manager-pin: " + problem.get() + "; nothing was changed");
            return Exits.DATA;
        }
        Path file = TillFiles.manager(DataDirs.resolve(dataDir, main));
        try (ManagerStore store = ManagerStore.open(file)) {
            new PinGate(store, new PinHasher(PinHasher.MANAGER_ITERATIONS, new SecureRandom()), Clock.systemUTC())
                    .setPin(pin.get());
        } finally {
            Arrays.fill(pin.get(), '\0');
        }
        System.out.println("Manager PIN set in " + file);
        return 0;
    }

    private static Optional<char[]> readTwice(Console console) {
        char[] first = console.readPassword("New manager PIN (%d-%d digits): ", PinGate.MIN_LENGTH,
                PinGate.MAX_LENGTH);
        char[] second = console.readPassword("Type it again: ");
        if (first == null || second == null || !Arrays.equals(first, second)) {
            System.err.println("set-manager-pin: the two PINs differ; nothing was changed");
            return Optional.empty();
        }
        Arrays.fill(second, '\0');
        return Optional.of(first);
    }

    private static Optional<char[]> readStdin() throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line = in.readLine();
        if (line == null) {
            System.err.println("set-manager-pin: no PIN on standard input (echo 123456 | ... set-manager-pin --stdin)");
            return Optional.empty();
        }
        return Optional.of(line.strip().toCharArray());
    }
}
