package arena.platform.admin.crash;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.platform.paging.Keyset;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

class CrashQueryTest {

    @Test
    void withoutAFilterEveryBranchIsReadWhole() {
        CrashQuery.Sql sql = CrashQuery.page(CrashFilter.NONE, null, 50);
        assertThat(sql.sql()).contains("from match_seats s").contains("union all").contains("sub.status = 'REJECTED'")
                .contains("from infra_faults f").endsWith("order by at desc, kind, id desc limit ? offset ?");
        assertThat(sql.args()).containsExactly(51L, 51L, 51L, 51, 0L);
    }

    @Test
    void eachFilterNarrowsEveryBranchWithBoundValues() {
        Instant from = Instant.parse("2026-11-24T00:00:00Z");
        CrashFilter filter = new CrashFilter("bomber", "TIME_LIMIT", "python", "alice", "w-1", from, null, 3);
        CrashQuery.Sql sql = CrashQuery.page(filter, null, 50);
        assertThat(sql.sql()).contains("s.verdict = ?").contains("sub.reason_code = ?").contains("m.finished_at >= ?")
                .contains("sub.updated_at >= ?").doesNotContain("alice").doesNotContain("bomber");
        Object at = from.atOffset(ZoneOffset.UTC);
        // an infrastructure fault has no player and no language but its own: a filter on either leaves it out
        assertThat(sql.sql()).contains("'INFRA_ERROR' = ?").contains("f.worker = ?").contains("f.at >= ?");
        assertThat(sql.args()).containsExactly("bomber", "TIME_LIMIT", "python", "alice", "w-1", at, 151L,
                "bomber", "TIME_LIMIT", "python", "alice", "w-1", at, 151L,
                "bomber", "TIME_LIMIT", "w-1", at, 151L, 51, 100L);
    }

    @Test
    void eachBranchReadsOnlyItsNewestRowsUpToTheEndOfThePage() {
        CrashQuery.Sql sql = CrashQuery.page(CrashFilter.NONE.page(4), null, 50);
        assertThat(sql.sql()).contains("order by m.finished_at desc, s.id desc limit ?")
                .contains("order by sub.updated_at desc, sub.id desc limit ?").contains("order by f.at desc, f.id desc limit ?");
        // page 4 of 50 ends at row 200, and one more says whether page 5 exists
        assertThat(sql.args()).containsExactly(201L, 201L, 201L, 51, 150L);
    }

    @Test
    void theInfrastructuresLanguageIsOnlyItsFaults() {
        CrashFilter filter = new CrashFilter(null, null, CrashQuery.INFRASTRUCTURE, null, null, null, null, 1);
        CrashQuery.Sql sql = CrashQuery.crashes(filter);
        // the seats and submissions look for a language of that name (there is none); the faults are all kept
        assertThat(sql.sql()).endsWith("from infra_faults f\nleft join contests c on c.id = f.contest_id\nwhere true) crashes");
        assertThat(sql.args()).containsExactly(CrashQuery.INFRASTRUCTURE, CrashQuery.INFRASTRUCTURE);
    }

    @Test
    void theSiteBotsAreSeatsWithoutASubmissionAndNeverRejectedSubmissions() {
        CrashFilter filter = new CrashFilter(null, null, CrashFilter.BUILT_IN, null, null, null, null, 1);
        CrashQuery.Sql sql = CrashQuery.crashes(filter);
        assertThat(sql.sql()).contains("s.submission_id is null").contains("where sub.status = 'REJECTED' and false")
                .contains("where true and false");
        assertThat(sql.args()).isEmpty();
    }

    @Test
    void theChartGroupsByBucketAndOneColumnOnly() {
        CrashQuery.Sql sql = CrashQuery.chart(CrashFilter.NONE, "language", "hour");
        assertThat(sql.sql()).startsWith("select date_trunc('hour', at at time zone 'UTC') as bucket, language as key")
                .endsWith("group by 1, 2 order by 1, 2");
        assertThatThrownBy(() -> CrashQuery.chart(CrashFilter.NONE, "username; drop table users", "hour"))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> CrashQuery.chart(CrashFilter.NONE, "reason", "week"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theChartLooksUpWorkersOnlyWhenTheFilterNamesOne() {
        assertThat(CrashQuery.chart(CrashFilter.NONE, "reason", "day").sql()).doesNotContain("from jobs");
        CrashFilter byWorker = new CrashFilter(null, null, null, null, "w-1", null, null, 1);
        CrashQuery.Sql sql = CrashQuery.chart(byWorker, "reason", "day");
        assertThat(sql.sql()).contains("j.kind = 'MATCH' and j.ref_id = m.id", "j.kind = 'COMPILE' and j.ref_id = sub.id",
                "w.worker = ?");
        assertThat(sql.args()).containsExactly("w-1", "w-1", "w-1");
        // the list always shows each crash's worker
        assertThat(CrashQuery.page(CrashFilter.NONE, null, 50).sql()).contains("w.worker as worker").contains("from jobs j");
    }

    @Test
    void aStrategysCopiesAreOneRowByTheCountStoredWithTheResult() {
        for (String sql : List.of(CrashQuery.page(CrashFilter.NONE.page(21), null, 50).sql(), CrashQuery.crashes(CrashFilter.NONE).sql(),
                CrashQuery.chart(CrashFilter.NONE, "reason", "day").sql(), CrashQuery.counts(CrashFilter.NONE).sql())) {
            // the failed seats' partial index holds exactly these rows (V28)
            assertThat(sql).contains("where s.crash_copies > 0 and m.finished_at is not null")
                    .doesNotContain("not exists").doesNotContain("from match_seats o");
        }
        assertThat(CrashQuery.page(CrashFilter.NONE, null, 50).sql()).contains("s.crash_copies as seats");
    }

    @Test
    void theChartAndTheCountsReadOnlyWhatTheyCount() {
        // a column in the union is read from every crashed seat's row even when nothing reads it: the index of
        // crashed seats (V28) holds the verdict and the submission, so these two need no row of the table
        for (String sql : List.of(CrashQuery.chart(CrashFilter.NONE, "reason", "day").sql(),
                CrashQuery.counts(CrashFilter.NONE).sql())) {
            assertThat(sql).contains("select m.finished_at as at, s.verdict as reason, coalesce(sub.language, 'built-in') as language")
                    .contains("select sub.updated_at as at, sub.reason_code as reason, sub.language as language")
                    .contains("select f.at as at, 'INFRA_ERROR' as reason, 'infrastructure' as language")
                    .doesNotContain("verdict_message").doesNotContain("reason_message").doesNotContain("verdict_args")
                    .doesNotContain("username");
        }
    }

    @Test
    void theDashboardCountsTheListsRowsByReasonAndLanguage() {
        Instant from = Instant.parse("2026-11-26T12:00:00Z");
        CrashQuery.Sql sql = CrashQuery.counts(new CrashFilter(null, null, null, null, null, from, null, 1));
        assertThat(sql.sql()).startsWith("select reason, language, count(*) as count from (")
                .contains("from match_seats s").contains("sub.status = 'REJECTED'").contains("from infra_faults f")
                .endsWith("group by reason, language order by count desc, reason, language").doesNotContain("from jobs");
        Object at = from.atOffset(ZoneOffset.UTC);
        assertThat(sql.args()).containsExactly(at, at, at);
    }

    @Test
    void anOlderPageByKeyStartsEveryBranchAtTheKeyWithoutAnOffset() {
        Instant at = Instant.parse("2026-11-24T03:00:00.123456Z");
        CrashQuery.Sql sql = CrashQuery.page(CrashFilter.NONE.page(21), Keyset.before(at, "SEAT", 42), 50);
        Object time = at.atOffset(ZoneOffset.UTC);
        // the list sorts by time (newest first), kind (INFRA, SEAT, SUBMISSION), id (highest first): at the key's
        // time, a submission comes after the seat and a fault before it
        assertThat(sql.sql()).contains("and m.finished_at <= ? and (m.finished_at < ? or s.id < ?)")
                .contains("and sub.updated_at <= ?\norder by sub.updated_at desc, sub.id desc limit ?")
                .contains("and f.at < ?\norder by f.at desc, f.id desc limit ?")
                .endsWith("order by at desc, kind, id desc limit ? offset ?");
        assertThat(sql.args()).containsExactly(time, time, 42L, 51L, time, 51L, time, 51L, 51, 0L);
    }

    @Test
    void aNewerPageByKeyReadsUpwardsFromTheKey() {
        Instant at = Instant.parse("2026-11-24T03:00:00Z");
        CrashQuery.Sql sql = CrashQuery.page(CrashFilter.NONE, Keyset.after(at, "SEAT", 42), 50);
        assertThat(sql.sql()).contains("and m.finished_at >= ? and (m.finished_at > ? or s.id > ?)")
                .contains("order by m.finished_at asc, s.id asc limit ?")
                .contains("and sub.updated_at > ?\norder by sub.updated_at asc, sub.id asc limit ?")
                .contains("and f.at >= ?\norder by f.at asc, f.id asc limit ?")
                .endsWith("order by at asc, kind desc, id asc limit ? offset ?");
    }
}
