package arena.platform.job;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;

public interface JobRepository extends JpaRepository<Job, Long> {

    /** The next job to run; other workers skip the row this transaction holds. */
    @Query(value = """
            select * from jobs
            where state = 'QUEUED' and not_before <= now()
            order by priority desc, id
            limit 1
            for update skip locked""", nativeQuery = true)
    Optional<Job> lockNextQueued();

    @Query(value = "select * from jobs where id = ?1 for update", nativeQuery = true)
    Optional<Job> lockById(long id);

    @Query(value = """
            select * from jobs
            where state = 'LEASED' and lease_expires_at < ?1
            order by id
            limit 100
            for update skip locked""", nativeQuery = true)
    List<Job> lockExpired(Instant now);

    Optional<Job> findFirstByKindAndRefIdOrderByIdDesc(JobKind kind, long refId);

    long countByState(JobState state);

    List<Job> findTop50ByStateOrderByIdDesc(JobState state);

    @Query(value = "select min(created_at) from jobs where state = 'QUEUED'", nativeQuery = true)
    Optional<Instant> oldestQueued();
}
