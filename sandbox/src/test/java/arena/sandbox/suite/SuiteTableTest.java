package arena.sandbox.suite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.sandbox.suite.SuiteRecords.Case;
import arena.sandbox.suite.SuiteRecords.Outcome;
import arena.sandbox.suite.SuiteRecords.Run;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Records to the Markdown table of docs/security.md. */
class SuiteTableTest {

    private static final String DATE = "2026-01-02T03:04:05Z";
    private static final String COMMAND = "mvn -pl sandbox verify";

    private static Case passed(String name, String verdict, Leftovers left) {
        return new Case(name, Outcome.PASSED, "", List.of(verdict), left);
    }

    @Test
    void casesAreRowsSandboxesColumnsAndEachCellItsVerdictAndLeftovers() {
        Run docker = new Run("arena.sandbox.docker.AbuseIT", "AbuseSuite", "Docker (runc)", "abc", "2026-01-02T01:00:00Z", "1.50 on 2 cores",
                List.of(passed("endlessAllocationIsStopped", "MEMORY_LIMIT", Leftovers.NONE),
                        passed("forkBomb [go]", "TIME_LIMIT", Leftovers.NONE),
                        new Case("orphan", Outcome.FAILED, "[left behind] Expecting empty but was: [4242: sleep 31337.5]",
                                List.of("OK"), Leftovers.of(List.of("4242: sleep 31337.5"), Map.of()))));
        Run bubblewrap = new Run("arena.sandbox.local.BubblewrapAbuseIT", "AbuseSuite", "bubblewrap", "abc",
                "2026-01-02T02:00:00Z", null, List.of(passed("endlessAllocationIsStopped", "TIME_LIMIT", Leftovers.NONE),
                        new Case("forkBomb", Outcome.SKIPPED, "needs Go | a toolchain", List.of(), null),
                        passed("orphan", "OK", Leftovers.NONE)));
        Run echo = new Run("arena.sandbox.docker.DockerSandboxIT", "SandboxSuite", "Docker (runc)", "abc",
                "2026-01-02T01:30:00Z", "2.00 on 2 cores", List.of(new Case("itSaysWhichTool", Outcome.PASSED, "", List.of(), Leftovers.NONE)));

        String table = SuiteTable.render(List.of(docker, echo, bubblewrap), DATE, "def", COMMAND);

        assertThat(table).isEqualTo("""
                Made 2026-01-02T03:04:05Z at commit `def` by `mvn -pl sandbox verify`.

                | Suite | Case | Docker (runc) | bubblewrap |
                |---|---|---|---|
                | AbuseSuite | `endlessAllocationIsStopped` | MEMORY_LIMIT · none left | TIME_LIMIT · none left |
                | AbuseSuite | `forkBomb [go]` | TIME_LIMIT · none left | skipped: needs Go \\| a toolchain |
                | AbuseSuite | `orphan` | **failed**: OK · 1 process left; [left behind] Expecting empty but was: [4242: sleep 31337.5] | OK · none left |
                | SandboxSuite | `itSaysWhichTool` | no job · none left | — |

                Runs: AbuseIT (Docker (runc)) 2026-01-02T01:00:00Z at `abc`, load 1.50 on 2 cores; DockerSandboxIT \
                (Docker (runc)) 2026-01-02T01:30:00Z at `abc`, load 2.00 on 2 cores; BubblewrapAbuseIT (bubblewrap) 2026-01-02T02:00:00Z at `abc`.
                """);
    }

    @Test
    void twoClassesOfOneSuiteThatClaimOneSandboxGetAColumnEach() {
        Run runc = new Run("a.AbuseIT", "AbuseSuite", "Docker (runc)", "abc", DATE, null, List.of());
        Run copy = new Run("a.GvisorAbuseIT", "AbuseSuite", "Docker (runc)", "abc", DATE, null, List.of());
        Run echo = new Run("a.DockerSandboxIT", "SandboxSuite", "Docker (runc)", "abc", DATE, null, List.of());

        assertThat(SuiteTable.columns(List.of(runc, copy, echo)).values()).containsExactly("Docker (runc) · AbuseIT",
                "Docker (runc) · GvisorAbuseIT", "Docker (runc)");
    }

    @Test
    void noRecordsMakeATableThatSaysSo() {
        assertThat(SuiteTable.render(List.of(), DATE, "def", COMMAND)).endsWith("No records: no hostile suite ran.\n");
    }

    @Test
    void theTableReplacesWhatLiesBetweenTheMarkers() {
        String doc = "# Security\n\n" + SuiteTable.BEGIN + "\nold table\n" + SuiteTable.END + "\n\nmore\n";

        assertThat(SuiteTable.splice(doc, "new table\n")).isEqualTo(
                "# Security\n\n" + SuiteTable.BEGIN + "\nnew table\n" + SuiteTable.END + "\n\nmore\n");
        assertThatThrownBy(() -> SuiteTable.splice("# Security\n", "t")).hasMessageContaining("markers");
    }
}
