package arena.platform.contest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.platform.account.ArenaUser;
import arena.platform.account.Role;
import arena.platform.error.ArenaException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Organizers run their own contests and those an admin named them for; admins all, and alone the default ones; a
 * contest's own settings apply.
 */
class ContestAccessTest {

    private final ArenaUser owner = new ArenaUser(1, "owner", "", Role.ORGANIZER, true);
    private final ArenaUser other = new ArenaUser(2, "other", "", Role.ORGANIZER, true);
    private final ArenaUser admin = new ArenaUser(3, "admin", "", Role.ADMIN, true);
    private final ArenaUser contestant = new ArenaUser(4, "c", "", Role.CONTESTANT, true);

    @Test
    void anOrganizersContestIsRunByItsOwnerAndAdminsOnly() {
        Contest mine = new Contest("cup", "bomber", owner.id());
        assertThat(ContestAccess.runs(mine, owner)).isTrue();
        assertThat(ContestAccess.runs(mine, admin)).isTrue();
        assertThat(ContestAccess.runs(mine, other)).isFalse();
        assertThat(ContestAccess.runs(mine, contestant)).isFalse();
        assertThat(ContestAccess.runs(mine, null)).isFalse();
        assertThatThrownBy(() -> ContestAccess.require(mine, other)).isInstanceOf(ArenaException.class);
    }

    @Test
    void theDefaultContestOfAGameIsRunByAdminsAndNoOrganizerTheyDidNotName() {
        Contest standard = new Contest("bomber", "bomber", "Bomber", "");
        assertThat(ContestAccess.runs(standard, admin)).isTrue();
        assertThat(ContestAccess.runs(standard, other)).isFalse();
        assertThat(ContestAccess.runs(standard, owner)).isFalse();
        assertThat(ContestAccess.runs(standard, contestant)).isFalse();
        assertThatThrownBy(() -> ContestAccess.require(standard, other)).isInstanceOf(ArenaException.class)
                .hasMessageContaining("the site's own contest");
    }

    @Test
    void anOrganizerAnAdminNamedRunsThatContestWhileTheyAreAnOrganizer() {
        Contest standard = new Contest("bomber", "bomber", "Bomber", "");
        Contest theirs = new Contest("cup", "bomber", owner.id());
        assertThat(standard.organizer(other.id(), true)).isTrue();
        assertThat(theirs.organizer(other.id(), true)).isTrue();
        assertThat(ContestAccess.runs(standard, other)).isTrue();
        assertThat(ContestAccess.runs(theirs, other)).isTrue();
        assertThat(ContestAccess.runs(standard, owner)).isFalse();
        // demoted to contestant: named or not, they run nothing
        assertThat(ContestAccess.runs(standard, new ArenaUser(2, "other", "", Role.CONTESTANT, true))).isFalse();
        assertThat(standard.organizer(other.id(), false)).isTrue();
        assertThat(ContestAccess.runs(standard, other)).isFalse();
    }

    @Test
    void settingsLimitLanguagesRatesAndTheLadderWindow() {
        Contest contest = new Contest("cup", "bomber", owner.id());
        Instant opens = Instant.parse("2026-12-01T00:00:00Z");
        Instant closes = Instant.parse("2026-12-20T00:00:00Z");
        contest.settings("Cup", "", opens, closes, List.of("python"), new RateSetting(5, Duration.ofMinutes(10)), null);
        assertThat(contest.allows("python")).isTrue();
        assertThat(contest.allows("java")).isFalse();
        assertThat(contest.submissionRate()).contains(new RateSetting(5, Duration.ofMinutes(10)));
        assertThat(contest.customGameRate()).isEmpty();
        assertThat(contest.ladderOpen(opens.minusSeconds(1))).isFalse();
        assertThat(contest.ladderOpen(opens)).isTrue();
        assertThat(contest.ladderOpen(closes)).isFalse();
        Contest standard = new Contest("bomber", "bomber", "Bomber", "");
        assertThat(standard.allows("java")).isTrue();
        assertThat(standard.ladderOpen(opens)).isTrue();
    }
}
