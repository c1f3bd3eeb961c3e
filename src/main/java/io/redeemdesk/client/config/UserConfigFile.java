package io.redeemdesk.client.config;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystem;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.AclEntry;
import java.nio.file.attribute.AclEntryPermission;
import java.nio.file.attribute.AclEntryType;
import java.nio.file.attribute.AclFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The user's own {@code redeemdesk.properties}, which holds the terminal token: updated key by key (other lines
 * and comments kept), written to a temporary file that only the owner can read (POSIX {@code rw-------}, or an
 * owner-only ACL on Windows) and moved into place, so the token is never readable by anyone else, not even
 * for a moment.
 */
public final class UserConfigFile {
    private final Path file;

    public UserConfigFile(Path file) {
        this.file = file;
    }

    /** Sets {@code values} (replacing their lines, appending new ones) and keeps everything else. */
    public void update(Map<String, String> values) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        List<String> lines = Files.exists(file) ? Files.readAllLines(file, StandardCharsets.UTF_8) : new ArrayList<>();
        Map<String, String> pending = new LinkedHashMap<>(values);
        List<String> out = new ArrayList<>();
        for (String line : lines) {
            String key = keyOf(line);
            if (key != null && pending.containsKey(key)) {
                out.add(key + " = " + escape(pending.remove(key)));
            } else if (key == null || !values.containsKey(key)) {
                out.add(line);
            }
        }
        pending.forEach((key, value) -> out.add(key + " = " + escape(value)));
        Path tmp = dir.resolve("." + file.getFileName() + ".tmp");
        Files.deleteIfExists(tmp);
        createOwnerOnly(tmp);
        Files.write(tmp, out, StandardCharsets.UTF_8);
        try {
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static void createOwnerOnly(Path path) throws IOException {
        FileSystem fs = path.getFileSystem();
        if (fs.supportedFileAttributeViews().contains("posix")) {
            Files.createFile(path, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            return;
        }
        Files.createFile(path);
        AclFileAttributeView acl = Files.getFileAttributeView(path, AclFileAttributeView.class);
        if (acl != null) {
            UserPrincipal owner = Files.getOwner(path);
            acl.setAcl(List.of(AclEntry.newBuilder().setType(AclEntryType.ALLOW).setPrincipal(owner)
                    .setPermissions(EnumSet.allOf(AclEntryPermission.class)).build()));
        }
    }

    private static String keyOf(String line) {
        String trimmed = line.strip();
        if (trimmed.isEmpty() || trimmed.startsWith("#") || trimmed.startsWith("!")) {
            return null;
        }
        int end = 0;
        while (end < trimmed.length() && "=: \t".indexOf(trimmed.charAt(end)) < 0) {
            end++;
        }
        return trimmed.substring(0, end);
    }

    /** Properties-file escaping for the characters a URL or token can contain. */
    private static String escape(String value) {
        return value.replace("\\", "\\\\");
    }
}
