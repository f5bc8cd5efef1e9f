package arena.platform.job;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;

public interface JobRepository extends JpaRepository<Job, Long> {

    /**
     * A job whose code is all the admin's: a compile job of an admin's submission, or a match job none of
     * whose seats is another user's submission (built-in bots are the site's own code).
     */
    String ADMINS_CODE = """
            ((j.kind = 'COMPILE' and exists (select 1 from submissions s join users u on u.id = s.user_id
                                             where s.id = j.ref_id and u.role = 'ADMIN'))
             or (j.kind = 'MATCH' and not exists (select 1 from match_seats ms join submissions s on s.id = ms.submission_id
                                                  join users u on u.id = s.user_id
                                                  where ms.match_id = j.ref_id and u.role <> 'ADMIN')))""";

    /** Jobs a worker may take now, first in priority order (the index {@code jobs_queued}). */
    String FIRST_IN_ORDER = " order by j.priority desc, j.id limit 1 for update of j skip locked";

    /** The oldest job of the lowest priority waiting: the low-priority turn (the index {@code jobs_queued_low_first}). */
    String OLDEST_OF_LOWEST = " order by j.priority, j.id limit 1 for update of j skip locked";

    String RUNNABLE = "select j.* from jobs j where j.state = 'QUEUED' and j.not_before <= now()";

    /** The next job to run; other workers skip the row this transaction holds. */
    @Query(value = RUNNABLE + FIRST_IN_ORDER, nativeQuery = true)
    Optional<Job> lockNextQueued();

    /** The next job on a low-priority turn. */
    @Query(value = RUNNABLE + OLDEST_OF_LOWEST, nativeQuery = true)
    Optional<Job> lockOldestOfLowest();

    /** The next job whose code is all the admin's: for a worker that runs only the admin's code. */
    @Query(value = RUNNABLE + " and " + ADMINS_CODE + FIRST_IN_ORDER, nativeQuery = true)
    Optional<Job> lockNextQueuedOfAdminsCode();

    /** The same on a low-priority turn. */
    @Query(value = RUNNABLE + " and " + ADMINS_CODE + OLDEST_OF_LOWEST, nativeQuery = true)
    Optional<Job> lockOldestOfLowestOfAdminsCode();

    /** Counts leases, across every instance of the site: which of them is a low-priority turn. */
    @Query(value = "select nextval('job_lease_turns')", nativeQuery = true)
    long nextLeaseTurn();

    /** Queued jobs whose code is not all the admin's: only a worker that runs anybody's code takes them. */
    @Query(value = "select count(*) from jobs j where j.state = 'QUEUED' and not " + ADMINS_CODE, nativeQuery = true)
    long countQueuedOfOthersCode();

    /** Whether this job is queued and holds code that is not the admin's. */
    @Query(value = "select count(*) > 0 from jobs j where j.kind = ?1 and j.ref_id = ?2 and j.state = 'QUEUED' and not "
            + ADMINS_CODE, nativeQuery = true)
    boolean queuedWithOthersCode(String kind, long refId);

    @org.springframework.data.jpa.repository.Modifying
    @Query(value = "delete from jobs where kind = ?1 and ref_id = ?2 and state = 'QUEUED'", nativeQuery = true)
    int deleteQueued(String kind, long refId);

    @Query(value = "select * from jobs where id = ?1 for update", nativeQuery = true)
    Optional<Job> lockById(long id);

    @Query(value = """
            select * from jobs
            where state = 'LEASED' and lease_expires_at < ?1
            order by id
            limit 100
            for update skip locked""", nativeQuery = true)
    List<Job> lockExpired(Instant now);

    /** The jobs a worker's credential holds now, locked: what goes back to the queue when it is revoked. */
    @Query(value = "select * from jobs where state = 'LEASED' and leased_by_credential = ?1 order by id for update",
            nativeQuery = true)
    List<Job> lockHeldBy(long credential);

    /** Whether a match job this credential holds now plays this submission: the artifacts a worker may read. */
    @Query(value = """
            select count(*) > 0 from jobs j join match_seats ms on ms.match_id = j.ref_id
            where j.kind = 'MATCH' and j.state = 'LEASED' and j.leased_by_credential = ?1 and ms.submission_id = ?2""",
            nativeQuery = true)
    boolean holdsSubmission(long credential, long submissionId);

    Optional<Job> findFirstByKindAndRefIdOrderByIdDesc(JobKind kind, long refId);

    long countByState(JobState state);

    List<Job> findTop50ByStateOrderByIdDesc(JobState state);

    List<Job> findTop100ByStateOrderByIdAsc(JobState state);

    @Query(value = "select min(created_at) from jobs where state = 'QUEUED'", nativeQuery = true)
    Optional<Instant> oldestQueued();
}
