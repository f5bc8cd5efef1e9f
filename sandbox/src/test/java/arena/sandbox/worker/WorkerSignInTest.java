package arena.sandbox.worker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A worker signs in with its own credential when it has one, and otherwise exchanges its join token once, keeping what
 * it got for its next start; without either it says what to set.
 */
class WorkerSignInTest {

    @TempDir
    Path dir;

    private final List<String> joins = new ArrayList<>();
    /** The site: every join token exchanged gives a new credential. */
    private final Function<String, String> site = token -> {
        joins.add(token);
        return "arenaw_got-" + joins.size();
    };

    @Test
    void aGivenCredentialIsUsedAndNothingIsExchanged() {
        WorkerSignIn.SignedIn signedIn = new WorkerSignIn(Map.of("ARENA_WORKER_CREDENTIAL", " arenaw_given\n",
                "ARENA_WORKER_TOKEN", "arenaj_unused")).credential(site);
        assertThat(signedIn.credential()).isEqualTo("arenaw_given");
        assertThat(signedIn.joined()).isFalse();
        assertThat(joins).isEmpty();
    }

    @Test
    void aJoinTokenIsExchangedOnceAndTheCredentialKeptForTheNextStart() throws Exception {
        Path kept = dir.resolve("credential");
        Path token = Files.writeString(dir.resolve("join-token"), "arenaj_once\n");
        Map<String, String> env = Map.of("ARENA_WORKER_TOKEN_FILE", token.toString(),
                "ARENA_WORKER_CREDENTIAL_FILE", kept.toString());

        WorkerSignIn.SignedIn first = new WorkerSignIn(env).credential(site);
        assertThat(first.credential()).isEqualTo("arenaw_got-1");
        assertThat(first.joined()).isTrue();
        assertThat(first.notKept()).isNull();
        assertThat(joins).containsExactly("arenaj_once");
        assertThat(Files.readString(kept)).isEqualTo("arenaw_got-1");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(kept))).isEqualTo("rw-------");

        WorkerSignIn.SignedIn next = new WorkerSignIn(env).credential(site);
        assertThat(next.credential()).isEqualTo("arenaw_got-1");
        assertThat(next.joined()).isFalse();
        assertThat(joins).hasSize(1);
    }

    @Test
    void withoutACredentialFileAWorkerJoinsAtEveryStart() {
        Map<String, String> env = Map.of("ARENA_WORKER_TOKEN", "arenaj_deployment");
        assertThat(new WorkerSignIn(env).credential(site).credential()).isEqualTo("arenaw_got-1");
        assertThat(new WorkerSignIn(env).credential(site).credential()).isEqualTo("arenaw_got-2");
    }

    @Test
    void aCredentialThatCannotBeKeptIsUsedAndSaysWhy() {
        Map<String, String> env = Map.of("ARENA_WORKER_TOKEN", "arenaj_once",
                "ARENA_WORKER_CREDENTIAL_FILE", dir.resolve("no-such-folder/credential").toString());
        WorkerSignIn.SignedIn signedIn = new WorkerSignIn(env).credential(site);
        assertThat(signedIn.credential()).isEqualTo("arenaw_got-1");
        assertThat(signedIn.notKept()).isNotBlank();
    }

    @Test
    void neitherACredentialNorAJoinTokenSaysWhatToSet() {
        assertThatThrownBy(() -> new WorkerSignIn(Map.of("ARENA_WORKER_TOKEN", "  ")).credential(site))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("set ARENA_WORKER_CREDENTIAL").hasMessageContaining("ARENA_WORKER_TOKEN");
        assertThat(joins).isEmpty();
    }
}
