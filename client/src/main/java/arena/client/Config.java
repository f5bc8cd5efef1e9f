package arena.client;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.Properties;

/**
 * The site and the personal token, kept in {@code ~/.config/arena/config} (or under {@code $XDG_CONFIG_HOME})
 * readable by the owner only. {@code ARENA_URL} and {@code ARENA_TOKEN} override the file, so a CI job needs
 * no file at all.
 */
record Config(String url, String token) {

    static final String URL_ENV = "ARENA_URL";
    static final String TOKEN_ENV = "ARENA_TOKEN";

    /** Where the file is for this environment and home folder. */
    static Path file(Map<String, String> env, Path home) {
        String xdg = env.get("XDG_CONFIG_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : home.resolve(".config");
        return base.resolve("arena").resolve("config");
    }

    /** The file's settings with the environment's on top; either part may be null. */
    static Config load(Map<String, String> env, Path home) {
        Properties stored = new Properties();
        Path file = file(env, home);
        if (Files.isRegularFile(file)) {
            try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                stored.load(in);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
            }
        }
        String url = nonBlank(env.get(URL_ENV), stored.getProperty("url"));
        String token = nonBlank(env.get(TOKEN_ENV), stored.getProperty("token"));
        return new Config(url == null ? null : normalizeUrl(url), token);
    }

    /** The settings a command needs, or what to do to have them. */
    Config required() {
        if (url == null) {
            throw new UsageException("no site configured: run `java -jar arena-client.jar login <site-url>` (or set "
                    + URL_ENV + ")");
        }
        if (token == null) {
            throw new UsageException("no token: run `java -jar arena-client.jar login " + url + "` (or set "
                    + TOKEN_ENV + ")");
        }
        return this;
    }

    /** Writes the file, creating it (and its folder) for the owner only before the token goes in. */
    Path save(Map<String, String> env, Path home) throws IOException {
        Path file = file(env, home);
        boolean posix = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
        Files.createDirectories(file.getParent());
        if (posix) {
            Files.setPosixFilePermissions(file.getParent(), PosixFilePermissions.fromString("rwx------"));
            if (!Files.exists(file)) {
                Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            }
            // an older file may have been readable by others: tighten it before writing the token
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        }
        Properties properties = new Properties();
        properties.setProperty("url", url);
        properties.setProperty("token", token);
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            properties.store(out, "Arena command-line client: the site and your personal token (keep this file private)");
        }
        return file;
    }

    /** {@code localhost:8080} -> {@code http://localhost:8080}; no trailing slash. */
    static String normalizeUrl(String url) {
        String trimmed = url.strip();
        if (!trimmed.contains("://")) {
            trimmed = "http://" + trimmed;
        }
        while (trimmed.endsWith("/")) {
            trimmed = trimmed.substring(0, trimmed.length() - 1);
        }
        URI uri;
        try {
            uri = URI.create(trimmed);
        } catch (IllegalArgumentException e) {
            throw new UsageException("not a site address: " + url);
        }
        if (!("http".equals(uri.getScheme()) || "https".equals(uri.getScheme())) || uri.getHost() == null) {
            throw new UsageException("not a site address: " + url + " (expected http(s)://host[:port])");
        }
        return trimmed;
    }

    private static String nonBlank(String first, String second) {
        if (first != null && !first.isBlank()) {
            return first.strip();
        }
        return second != null && !second.isBlank() ? second.strip() : null;
    }
}
