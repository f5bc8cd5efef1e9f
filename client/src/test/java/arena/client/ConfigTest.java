package arena.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConfigTest {

    @TempDir
    Path home;

    @Test
    void savedFileIsReadableByItsOwnerOnlyAndLoadsBack() throws Exception {
        Path file = new Config("https://arena.example.org", "arena_secret").save(Map.of(), home);
        assertThat(file).isEqualTo(home.resolve(".config/arena/config"));
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file.getParent()))).isEqualTo("rwx------");
        assertThat(Config.load(Map.of(), home)).isEqualTo(new Config("https://arena.example.org", "arena_secret"));
    }

    @Test
    void anOlderFileOpenToOthersIsTightenedBeforeTheTokenGoesIn() throws Exception {
        Path file = Config.file(Map.of(), home);
        Files.createDirectories(file.getParent());
        Files.writeString(file, "url=http://old\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
        new Config("http://new:8080", "arena_t").save(Map.of(), home);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");
        assertThat(Config.load(Map.of(), home).url()).isEqualTo("http://new:8080");
    }

    @Test
    void environmentOverridesTheFile() throws Exception {
        new Config("http://stored", "arena_stored").save(Map.of(), home);
        Config config = Config.load(Map.of("ARENA_TOKEN", "arena_env", "ARENA_URL", "http://env:9/"), home);
        assertThat(config).isEqualTo(new Config("http://env:9", "arena_env"));
        assertThat(Config.load(Map.of("ARENA_TOKEN", " "), home).token()).isEqualTo("arena_stored");
    }

    @Test
    void xdgConfigHomeIsHonoured() {
        assertThat(Config.file(Map.of("XDG_CONFIG_HOME", "/x/cfg"), home)).isEqualTo(Path.of("/x/cfg/arena/config"));
    }

    @Test
    void withoutSiteOrTokenTheMessageSaysToLogIn() {
        assertThatThrownBy(() -> Config.load(Map.of(), home).required())
                .isInstanceOf(UsageException.class).hasMessageContaining("java -jar arena-client.jar login <site-url>");
        assertThatThrownBy(() -> new Config("http://site", null).required())
                .isInstanceOf(UsageException.class).hasMessageContaining("ARENA_TOKEN");
    }

    @Test
    void siteAddresses() {
        assertThat(Config.normalizeUrl("localhost:8080/")).isEqualTo("http://localhost:8080");
        assertThat(Config.normalizeUrl("https://arena.example.org//")).isEqualTo("https://arena.example.org");
        assertThatThrownBy(() -> Config.normalizeUrl("ftp://files")).isInstanceOf(UsageException.class);
        assertThatThrownBy(() -> Config.normalizeUrl("http://")).isInstanceOf(UsageException.class);
    }
}
