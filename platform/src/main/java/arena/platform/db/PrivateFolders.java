package arena.platform.db;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.util.Set;

/** Folders and files that only the user running Arena may read: made so, or made so again. */
final class PrivateFolders {

    static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rwx------");
    static final Set<PosixFilePermission> SECRET = PosixFilePermissions.fromString("rw-------");

    private PrivateFolders() {
    }

    /**
     * Creates the folder (mode 0700 from the start), or makes an existing one 0700.
     *
     * @throws IOException when it belongs to someone else: then others might have put things in it
     */
    static void create(Path dir) throws IOException {
        if (!Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) {
            Files.createDirectories(dir, PosixFilePermissions.asFileAttribute(OWNER_ONLY));
        }
        if (!Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) {
            throw new IOException(dir + " is not a folder");
        }
        checkOwner(dir);
        if (!Files.getPosixFilePermissions(dir, LinkOption.NOFOLLOW_LINKS).equals(OWNER_ONLY)) {
            Files.setPosixFilePermissions(dir, OWNER_ONLY);
        }
    }

    /** Writes a new secret file, mode 0600 from its creation on, and returns the secret. */
    static String writeSecret(Path file, String secret) throws IOException {
        try {
            Files.createFile(file, PosixFilePermissions.asFileAttribute(SECRET));
        } catch (FileAlreadyExistsException e) {
            throw new IOException(file + " appeared while Arena was creating it", e);
        }
        Files.writeString(file, secret + "\n", StandardCharsets.UTF_8);
        return secret;
    }

    /** Reads a secret file's first line, after making the file 0600 again if it was not. */
    static String readSecret(Path file) throws IOException {
        if (Files.isSymbolicLink(file)) {
            throw new IOException(file + " is a symbolic link, not Arena's own file");
        }
        checkOwner(file);
        if (!Files.getPosixFilePermissions(file).equals(SECRET)) {
            Files.setPosixFilePermissions(file, SECRET);
        }
        String secret = Files.readString(file, StandardCharsets.UTF_8).lines().findFirst().orElse("").strip();
        if (secret.isEmpty()) {
            throw new IOException(file + " is empty: delete it only together with the cluster beside it");
        }
        return secret;
    }

    private static void checkOwner(Path path) throws IOException {
        UserPrincipal owner = Files.getOwner(path, LinkOption.NOFOLLOW_LINKS);
        String me = System.getProperty("user.name");
        if (!owner.getName().equals(me)) {
            throw new IOException(path + " belongs to " + owner.getName() + ", not to " + me
                    + " who runs Arena: Arena keeps its database only in folders of its own");
        }
    }
}
