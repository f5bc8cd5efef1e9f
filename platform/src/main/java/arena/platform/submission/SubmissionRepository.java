package arena.platform.submission;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;

public interface SubmissionRepository extends JpaRepository<Submission, Long> {

    long countByUserIdAndCreatedAtAfter(Long userId, Instant after);

    List<Submission> findByUserIdAndCreatedAtAfterOrderByCreatedAtAsc(Long userId, Instant after);

    List<Submission> findByContestIdAndUserIdOrderByIdDesc(Long contestId, Long userId);

    List<Submission> findTop50ByStatusOrderByRetryAtAsc(SubmissionStatus status);

    /** Held submissions whose next try is due; other site instances skip the rows this transaction holds. */
    @Query(value = """
            select * from submissions
            where status = 'HELD' and retry_at <= ?1
            order by retry_at
            limit ?2
            for update skip locked""", nativeQuery = true)
    List<Submission> lockHeldDue(Instant now, int limit);

    @Query(value = "select * from submissions where id = ?1 for update", nativeQuery = true)
    Optional<Submission> lockById(long id);
}
