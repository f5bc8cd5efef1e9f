package arena.platform.match;

import java.util.List;
import org.springframework.data.jpa.repository.EntityGraph;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;

public interface MatchRepository extends JpaRepository<Match, Long> {

    @EntityGraph(attributePaths = "seats")
    List<Match> findBySubmissionIdAndKindOrderByIdAsc(Long submissionId, MatchKind kind);

    @EntityGraph(attributePaths = "seats")
    @Query("select m from Match m where m.id = ?1")
    java.util.Optional<Match> findWithSeats(long id);

    /** These matches with their seats, in one query (a game list). */
    @EntityGraph(attributePaths = "seats")
    List<Match> findWithSeatsByIdIn(List<Long> ids);

    /** Solo-format results of one user's strategies on one map: that map's high-score table. */
    @Query("""
            select s from MatchSeat s join fetch s.match m
            where m.contestId = ?1 and m.map = ?2 and m.format = ?3 and s.userId = ?4 and m.status = 'FINISHED'
            order by m.finishedAt desc""")
    List<MatchSeat> findSoloResults(long contestId, String map, String format, long userId);

    /** A user's unfinished solo runs on one map, shown above the table while they run. */
    @Query("""
            select m from Match m join m.seats s
            where m.contestId = ?1 and m.map = ?2 and m.format = ?3 and s.userId = ?4
              and m.status in ('QUEUED', 'RUNNING')
            order by m.id desc""")
    List<Match> findPendingSolo(long contestId, String map, String format, long userId);

    /** Every game a user's strategies played in a contest, newest first; a comparison's games are on its own page. */
    @Query("""
            select m from Match m
            where m.contestId = ?1 and m.kind <> arena.platform.match.MatchKind.COMPARISON and exists (select 1 from MatchSeat s where s.match = m and s.userId = ?2)
            order by m.id desc limit 50""")
    List<Match> findRecentOfUser(long contestId, long userId);

    List<Match> findByContestIdAndKindAndCreatedByOrderByIdDesc(Long contestId, MatchKind kind, Long createdBy);

    /** A running game's progress, from its worker's heartbeat; a game that ended keeps what it has. */
    @org.springframework.data.jpa.repository.Modifying
    @Query(value = "update matches set progress_turn = ?2, progress_turns = ?3 where id = ?1 and status = 'RUNNING'",
            nativeQuery = true)
    int recordProgress(long id, int turn, int turns);

    /** A game leased again starts with no progress: the turn an earlier, failed try reached is not this try's. */
    @org.springframework.data.jpa.repository.Modifying
    @Query(value = "update matches set progress_turn = null, progress_turns = null where id = ?1", nativeQuery = true)
    int clearProgress(long id);
}
