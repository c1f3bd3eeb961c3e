package io.redeemdesk.sqlite;

import org.sqlite.SQLiteJDBCLoader;
import org.sqlite.util.LibraryLoaderUtil;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;

/**
 * The SQLite driver's native library, unpacked once per driver version into {@code <data>/native/<version>/}
 * and reused at every later start once its SHA-256 matches the copy inside the jar; the driver is pointed at
 * it ({@code org.sqlite.lib.path}) instead of unpacking a fresh 1 MB copy under a new name each time. So a
 * till whose disk is full still starts, and its data folder does not fill with copies. A damaged copy is
 * replaced (written next to it, then moved into place).
 */
public final class SqliteNativeLibrary {
    static final String LIB_PATH_PROPERTY = "org.sqlite.lib.path";
    static final String LIB_NAME_PROPERTY = "org.sqlite.lib.name";

    private SqliteNativeLibrary() {
    }

    /** True once the driver has been pointed at a library file (by {@link #install} or by the caller's flags). */
    public static boolean configured() {
        return System.getProperty(LIB_PATH_PROPERTY) != null;
    }

    /**
     * Makes sure a verified copy is in {@code nativeDir} and tells the driver to load it.
     *
     * @return the library file, or empty when the jar holds none for this platform (the driver then looks
     *         elsewhere, as it always did)
     * @throws IOException when no verified copy exists and none can be written (a full disk, say)
     */
    public static Optional<Path> install(Path nativeDir) throws IOException {
        String name = LibraryLoaderUtil.getNativeLibName();
        String resource = LibraryLoaderUtil.getNativeLibResourcePath() + "/" + name;
        byte[] wanted;
        try (InputStream in = SqliteNativeLibrary.class.getResourceAsStream(resource)) {
            if (in == null) {
                return Optional.empty();
            }
            wanted = sha256(in);
        }
        Path folder = nativeDir.resolve(SQLiteJDBCLoader.getVersion());
        Path library = folder.resolve(name);
        if (!verified(library, wanted)) {
            unpack(resource, folder, library, wanted);
        }
        System.setProperty(LIB_PATH_PROPERTY, folder.toAbsolutePath().toString());
        System.setProperty(LIB_NAME_PROPERTY, name);
        return Optional.of(library);
    }

    private static boolean verified(Path library, byte[] wanted) throws IOException {
        if (!Files.isRegularFile(library)) {
            return false;
        }
        try (InputStream in = Files.newInputStream(library)) {
            return MessageDigest.isEqual(sha256(in), wanted);
        }
    }

    private static void unpack(String resource, Path folder, Path library, byte[] wanted) throws IOException {
        Files.createDirectories(folder);
        Path partial = folder.resolve(library.getFileName() + ".partial");
        try (InputStream in = SqliteNativeLibrary.class.getResourceAsStream(resource);
             OutputStream out = Files.newOutputStream(partial)) {
            if (in == null) {
                throw new IOException("the SQLite library " + resource + " vanished from the application");
            }
            in.transferTo(out);
        } catch (IOException e) {
            Files.deleteIfExists(partial);
            throw e;
        }
        if (!verified(partial, wanted)) {
            Files.deleteIfExists(partial);
            throw new IOException("the SQLite library unpacked into " + folder + " does not match the one in the"
                    + " application (SHA-256 " + HexFormat.of().formatHex(wanted) + ")");
        }
        Files.move(partial, library, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    private static byte[] sha256(InputStream in) throws IOException {
        MessageDigest digest;
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
        byte[] buffer = new byte[64 * 1024];
        for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
            digest.update(buffer, 0, n);
        }
        return digest.digest();
    }
}
