package arena.platform.paging;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A page's rows and the keys of the pages beside it, from the rows a query read (one more than a page at most). */
class KeysetPageTest {

    private static final Instant T = Instant.parse("2026-11-24T03:00:00Z");

    private static Keyset key(Long id) {
        return Keyset.before(T.plusSeconds(id), null, id);
    }

    @Test
    void theNewestPageWithMoreBehindItLinksOnlyToTheOlderPage() {
        KeysetPage<Long> page = KeysetPage.of(List.of(9L, 8L, 7L), 2, null, KeysetPageTest::key);
        assertThat(page.rows()).containsExactly(9L, 8L);
        assertThat(page.older()).isEqualTo(key(8L).text());
        assertThat(page.newer()).isNull();
    }

    @Test
    void theLastOlderPageLinksOnlyToTheNewerPage() {
        KeysetPage<Long> page = KeysetPage.of(List.of(6L), 2, key(7L), KeysetPageTest::key);
        assertThat(page.rows()).containsExactly(6L);
        assertThat(page.older()).isNull();
        assertThat(page.newer()).isEqualTo(key(6L).text());
    }

    @Test
    void aNewerPageIsReadOldestFirstAndShownNewestFirst() {
        Keyset after = Keyset.after(T.plusSeconds(5), null, 5);
        KeysetPage<Long> middle = KeysetPage.of(List.of(6L, 7L, 8L), 2, after, KeysetPageTest::key);
        assertThat(middle.rows()).containsExactly(7L, 6L);
        assertThat(middle.older()).isEqualTo(key(6L).text());
        assertThat(middle.newer()).isEqualTo(key(7L).text());
        KeysetPage<Long> newest = KeysetPage.of(List.of(6L, 7L), 2, after, KeysetPageTest::key);
        assertThat(newest.newer()).isNull();
    }

    @Test
    void anEmptyPageLinksNowhere() {
        KeysetPage<Long> page = KeysetPage.of(List.of(), 2, key(1L), KeysetPageTest::key);
        assertThat(page.rows()).isEmpty();
        assertThat(page.older()).isNull();
        assertThat(page.newer()).isNull();
    }
}
