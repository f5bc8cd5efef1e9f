package arena.platform.submission;

import java.time.Instant;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

public interface SubmissionRepository extends JpaRepository<Submission, Long> {

    long countByUserIdAndCreatedAtAfter(Long userId, Instant after);

    List<Submission> findByUserIdAndCreatedAtAfterOrderByCreatedAtAsc(Long userId, Instant after);

    List<Submission> findByContestIdAndUserIdOrderByIdDesc(Long contestId, Long userId);
}
