package io.redeemdesk.client.cashier;

import io.redeemdesk.client.pin.PinHash;
import io.redeemdesk.client.pin.PinHasher;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Properties;

/**
 * The optional cashier PINs of this till, kept as {@link PinHasher} hashes in {@code cashier-pins.properties}
 * ({@code id=iterations:salt:hash}). A cashier listed there must give the PIN to sign in; one not listed signs
 * in with the ID alone. Checking a PIN is deliberately slow: call it off the FX thread.
 */
public final class CashierPins {
    public static final String FILE_NAME = "cashier-pins.properties";
    private final Path file;
    private final Properties hashes;
    private final PinHasher hasher;

    private CashierPins(Path file, Properties hashes, PinHasher hasher) {
        this.file = file;
        this.hashes = hashes;
        this.hasher = hasher;
    }

    /** Reads the file if it exists; an absent file means no cashier has a PIN. */
    public static CashierPins load(Path file) throws IOException {
        Properties hashes = new Properties();
        if (Files.exists(file)) {
            try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                hashes.load(in);
            }
        }
        return new CashierPins(file, hashes, new PinHasher(PinHasher.CASHIER_ITERATIONS, new SecureRandom()));
    }

    public boolean required(String cashierId) {
        return hashes.containsKey(cashierId);
    }

    /** True when the cashier has no PIN, or {@code pin} is theirs. */
    public boolean accepts(String cashierId, String pin) {
        String stored = hashes.getProperty(cashierId);
        if (stored == null) {
            return true;
        }
        String[] parts = stored.split(":");
        if (parts.length != 3 || pin == null) {
            return false;
        }
        return hasher.matches(pin.toCharArray(), new PinHash(PinHasher.ALGORITHM, Integer.parseInt(parts[0]),
                Base64.getDecoder().decode(parts[1]), Base64.getDecoder().decode(parts[2])));
    }

    /** Sets (or with a blank PIN removes) a cashier's PIN and writes the file atomically. */
    public void set(String cashierId, String pin) throws IOException {
        if (pin == null || pin.isBlank()) {
            hashes.remove(cashierId);
        } else {
            PinHash hash = hasher.hash(pin.toCharArray());
            hashes.setProperty(cashierId, hash.iterations() + ":" + Base64.getEncoder().encodeToString(hash.salt())
                    + ":" + Base64.getEncoder().encodeToString(hash.hash()));
        }
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, "cashier-pins", ".tmp");
        try (Writer out = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
            hashes.store(out, "cashier PINs (PBKDF2-SHA256): id=iterations:salt:hash");
        }
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
