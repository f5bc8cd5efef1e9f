package arena.platform.db;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import io.zonky.test.db.postgres.util.LinuxUtils;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The embedded PostgreSQL, started so that no other local user can reach it: a generated password
 * (kept in the data folder, mode 0600) with SCRAM for every connection, TCP on 127.0.0.1 only, its unix
 * socket in a private folder, its binaries extracted into a private folder (not a shared /tmp folder that
 * anyone could swap), and the data folder readable by its owner only.
 *
 * <p>A data folder from before these rules (trust for everyone, no password) is moved over once: its
 * superuser gets the password in single-user mode, with no server running and so no moment of trust.
 */
public final class PrivatePostgres implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(PrivatePostgres.class);
    static final String USER = "postgres";
    static final String LISTEN = "127.0.0.1";
    /** Linux's limit on a socket path (108 bytes with the final NUL), less PostgreSQL's file name. */
    private static final int MAX_SOCKET_DIR_BYTES = 107 - "/.s.PGSQL.65535".length();
    private static final String HBA = """
            # Written by Arena at every start: a password (SCRAM) for every connection, over the
            # private socket or the loopback address; nothing else is accepted.
            local   all   all                  scram-sha-256
            host    all   all   127.0.0.1/32   scram-sha-256
            """;

    private final EmbeddedPostgres postgres;
    private final String password;

    private PrivatePostgres(EmbeddedPostgres postgres, String password) {
        this.postgres = postgres;
        this.password = password;
    }

    /**
     * @param dataDir      Arena's data folder: the cluster in {@code postgres/}, the password in
     *                     {@code postgres.password}, the socket in {@code postgres-socket/}
     * @param binariesDir  where the PostgreSQL binaries are extracted
     * @param deleteOnStop a throwaway cluster (tests): made anew and deleted when it stops
     */
    public static PrivatePostgres start(Path dataDir, Path binariesDir, boolean deleteOnStop) throws IOException {
        Path base = dataDir.toAbsolutePath().normalize();
        PrivateFolders.create(base);
        Path cluster = base.resolve("postgres");
        Path passwordFile = base.resolve("postgres.password");
        Path socketDir = base.resolve("postgres-socket");
        PrivateFolders.create(socketDir);
        Path binaries = binariesDir.toAbsolutePath().normalize();
        PrivateFolders.create(binaries);

        boolean existing = !deleteOnStop && Files.exists(cluster.resolve("postgresql.conf"));
        boolean hadPassword = Files.exists(passwordFile);
        String password = hadPassword ? PrivateFolders.readSecret(passwordFile) : PrivateFolders.writeSecret(passwordFile, generate());
        if (existing && !hadPassword) {
            log.info("moving the embedded PostgreSQL in {} over to password authentication", cluster);
            setPasswordOffline(cluster, binaries, passwordFile, password);
        }
        if (existing) {
            Files.writeString(cluster.resolve("pg_hba.conf"), HBA, StandardCharsets.UTF_8);
        }
        EmbeddedPostgres postgres = builder(binaries, passwordFile, password, socketSetting(socketDir))
                .setDataDirectory(cluster)
                .setCleanDataDirectory(deleteOnStop)
                .start();
        // zonky opens its working folder to everyone after extracting; only the private folder above it kept others out
        PrivateFolders.create(binaries.resolve("extracted"));
        PrivateFolders.create(cluster);
        return new PrivatePostgres(postgres, password);
    }

    private static EmbeddedPostgres.Builder builder(Path binaries, Path passwordFile, String password, String socketDirs) {
        Path extracted = binaries.resolve("extracted");
        // zonky also looks for stale clusters of its own in this folder (by default the shared /tmp/embedded-pg)
        System.setProperty("ot.epg.working-dir", extracted.toString());
        return EmbeddedPostgres.builder()
                .setOverrideWorkingDirectory(extracted.toFile())
                // zonky hands these to initdb as --name=value after its own "-A trust": the later option wins
                .setLocaleConfig("auth", "scram-sha-256")
                .setLocaleConfig("pwfile", passwordFile.toString())
                .setServerConfig("listen_addresses", LISTEN)
                .setServerConfig("unix_socket_directories", socketDirs)
                .setServerConfig("unix_socket_permissions", "0700")
                .setServerConfig("password_encryption", "scram-sha-256")
                .setConnectConfig("password", password);
    }

    /** pg_ctl passes server options through a shell, so a path is quoted; too long a path means no socket at all. */
    private static String socketSetting(Path socketDir) {
        String dir = socketDir.toString();
        if (dir.getBytes(StandardCharsets.UTF_8).length > MAX_SOCKET_DIR_BYTES) {
            log.info("the data folder's path is too long for a unix socket: the embedded PostgreSQL takes TCP on {} only", LISTEN);
            return "''";
        }
        return "'" + dir.replace("'", "'\\''") + "'";
    }

    /**
     * Gives the superuser of a cluster made before passwords its password, with no server running
     * ({@code postgres --single}). The binaries are those of a throwaway cluster started (with the password)
     * just to learn where they are.
     */
    private static void setPasswordOffline(Path cluster, Path binaries, Path passwordFile, String password) throws IOException {
        Path scratch = binaries.resolve("scratch-" + UUID.randomUUID());
        String bin;
        try (EmbeddedPostgres throwaway = builder(binaries, passwordFile, password, "''")
                .setDataDirectory(scratch).setCleanDataDirectory(true).start();
                Connection connection = DriverManager.getConnection(url(throwaway.getPort()), USER, password);
                Statement statement = connection.createStatement();
                ResultSet rs = statement.executeQuery("select setting from pg_config where name = 'BINDIR'")) {
            rs.next();
            bin = rs.getString(1);
        } catch (SQLException e) {
            throw new IOException("could not find the PostgreSQL binaries: " + e.getMessage(), e);
        }
        List<String> command = new ArrayList<>();
        if (LinuxUtils.isUnshareAvailable()) {
            command.addAll(List.of("unshare", "-U")); // as zonky does: PostgreSQL refuses to run as root
        }
        command.addAll(List.of(Path.of(bin, "postgres").toString(), "--single", "-D", cluster.toString(), USER));
        Process single = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        try (OutputStream in = single.getOutputStream()) {
            in.write(("ALTER ROLE " + USER + " PASSWORD '" + password + "';\n").getBytes(StandardCharsets.UTF_8));
        }
        try {
            if (!single.waitFor(2, TimeUnit.MINUTES) || single.exitValue() != 0) {
                single.destroyForcibly();
                throw new IOException("could not set the password of the embedded PostgreSQL in " + cluster
                        + " (postgres --single failed); is another server running on it?");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while setting the password of the embedded PostgreSQL", e);
        }
    }

    private static String generate() {
        byte[] bytes = new byte[32];
        new SecureRandom().nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    static String url(int port) {
        return "jdbc:postgresql://" + LISTEN + ":" + port + "/postgres";
    }

    public String jdbcUrl() {
        return url(postgres.getPort());
    }

    public int port() {
        return postgres.getPort();
    }

    public String user() {
        return USER;
    }

    public String password() {
        return password;
    }

    @Override
    public void close() throws IOException {
        postgres.close();
    }
}
