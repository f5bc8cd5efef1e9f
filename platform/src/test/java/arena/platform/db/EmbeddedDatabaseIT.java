package arena.platform.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.util.FileSystemUtils;

/**
 * The embedded PostgreSQL lets in nobody but Arena: no connection without the password, TCP on
 * 127.0.0.1 only, the socket, binaries, data and password in folders and files only their owner can
 * read; and a data folder from before is moved over without losing its data.
 */
class EmbeddedDatabaseIT {

    private static final Path BINARIES = Path.of(System.getProperty("java.io.tmpdir"),
            "arena-it-postgres-binaries-" + System.getProperty("user.name"));

    private Path data;
    private final List<AutoCloseable> running = new ArrayList<>();

    @BeforeEach
    void newDataFolder() throws IOException {
        data = Files.createTempDirectory("arena-db-it");
    }

    @AfterEach
    void stop() throws Exception {
        for (AutoCloseable server : running) {
            server.close();
        }
        FileSystemUtils.deleteRecursively(data);
    }

    private PrivatePostgres start() throws IOException {
        PrivatePostgres postgres = PrivatePostgres.start(data, BINARIES, false);
        running.add(postgres);
        return postgres;
    }

    private static Connection connect(int port, String password) throws SQLException {
        Properties properties = new Properties();
        properties.setProperty("user", "postgres");
        if (password != null) {
            properties.setProperty("password", password);
        }
        return DriverManager.getConnection(PrivatePostgres.url(port), properties);
    }

    private static String query(Connection connection, String sql) throws SQLException {
        try (Statement statement = connection.createStatement(); var rs = statement.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }

    private static String mode(Path path) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(path));
    }

    @Test
    void onlyThePasswordLetsAnyoneIn() throws Exception {
        PrivatePostgres postgres = start();
        assertThatThrownBy(() -> connect(postgres.port(), null)).isInstanceOf(SQLException.class)
                .hasMessageContaining("no password was provided");
        assertThatThrownBy(() -> connect(postgres.port(), "not-the-password")).isInstanceOf(SQLException.class)
                .hasMessageContaining("password authentication failed");
        try (Connection connection = connect(postgres.port(), postgres.password())) {
            assertThat(query(connection, "show listen_addresses")).isEqualTo("127.0.0.1");
            assertThat(query(connection, "show unix_socket_permissions")).isEqualTo("0700");
            assertThat(query(connection, "show unix_socket_directories"))
                    .isEqualTo(data.resolve("postgres-socket").toAbsolutePath().toString());
            assertThat(query(connection, "select count(*) from pg_hba_file_rules where auth_method <> 'scram-sha-256'"))
                    .isEqualTo("0");
            assertThat(query(connection, "select count(*) from pg_hba_file_rules")).isNotEqualTo("0");
        }
    }

    @Test
    void itsFilesAreItsOwnersOnly() throws Exception {
        PrivatePostgres postgres = start();
        assertThat(mode(data)).isEqualTo("rwx------");
        assertThat(mode(data.resolve("postgres"))).isEqualTo("rwx------");
        assertThat(mode(data.resolve("postgres-socket"))).isEqualTo("rwx------");
        assertThat(mode(data.resolve("postgres.password"))).isEqualTo("rw-------");
        assertThat(Files.readString(data.resolve("postgres.password")).strip()).isEqualTo(postgres.password());
        assertThat(mode(BINARIES)).isEqualTo("rwx------");
        assertThat(Files.getPosixFilePermissions(BINARIES.resolve("extracted")))
                .doesNotContain(PosixFilePermission.GROUP_WRITE, PosixFilePermission.OTHERS_WRITE);

        // the server runs the binaries from the private folder
        try (Connection connection = connect(postgres.port(), postgres.password())) {
            String backend = query(connection, "select pg_backend_pid()");
            String postmaster = Files.readAllLines(Path.of("/proc", backend, "status")).stream()
                    .filter(line -> line.startsWith("PPid:")).findFirst().orElseThrow().substring(5).strip();
            assertThat(Files.readSymbolicLink(Path.of("/proc", postmaster, "exe")).toString())
                    .startsWith(BINARIES.toAbsolutePath().toString());
        }

        // and, run as nobody, the password and the socket are out of reach (tests run as root: bits alone prove little)
        if ("root".equals(System.getProperty("user.name")) && Files.isExecutable(Path.of("/usr/bin/setpriv"))) {
            assertThat(asNobody("cat", data.resolve("postgres.password").toString())).isNotZero();
            assertThat(asNobody("ls", data.resolve("postgres-socket").toString())).isNotZero();
            assertThat(asNobody("ls", BINARIES.toString())).isNotZero();
            assertThat(asNobody("true")).isZero();
        }
    }

    private static int asNobody(String... command) throws Exception {
        List<String> line = new ArrayList<>(List.of("setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"));
        line.addAll(List.of(command));
        return new ProcessBuilder(line).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start().waitFor();
    }

    @Test
    void aRestartKeepsThePassword() throws Exception {
        PrivatePostgres first = start();
        String password = first.password();
        try (Connection connection = connect(first.port(), password); Statement statement = connection.createStatement()) {
            statement.execute("create table kept (n int); insert into kept values (42)");
        }
        first.close();
        running.remove(first);

        PrivatePostgres second = start();
        assertThat(second.password()).isEqualTo(password);
        try (Connection connection = connect(second.port(), password)) {
            assertThat(query(connection, "select n from kept")).isEqualTo("42");
        }
    }

    @Test
    void aDataFolderFromBeforeIsMovedOverToThePassword() throws Exception {
        // what the earlier code left: a cluster that trusts every local connection
        try (EmbeddedPostgres before = EmbeddedPostgres.builder().setDataDirectory(data.resolve("postgres"))
                .setCleanDataDirectory(false).start();
                Connection connection = connect(before.getPort(), null);
                Statement statement = connection.createStatement()) {
            statement.execute("create table kept (n int); insert into kept values (7)");
        }
        Files.setPosixFilePermissions(data, Set.of(PosixFilePermission.values()));

        PrivatePostgres after = start();
        assertThat(mode(data)).isEqualTo("rwx------");
        assertThat(mode(data.resolve("postgres.password"))).isEqualTo("rw-------");
        assertThatThrownBy(() -> connect(after.port(), null)).isInstanceOf(SQLException.class);
        try (Connection connection = connect(after.port(), after.password())) {
            assertThat(query(connection, "select n from kept")).isEqualTo("7");
            assertThat(query(connection, "select count(*) from pg_hba_file_rules where auth_method = 'trust'")).isEqualTo("0");
        }
    }
}
