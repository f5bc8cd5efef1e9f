package arena.platform.sandbox;

import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;

public interface ContestSandboxRepository extends JpaRepository<ContestSandbox, Long> {

    /** The row the scheduler updates, locked until its transaction ends. */
    @Query(value = "select * from contest_sandboxes where contest_id = ?1 for update", nativeQuery = true)
    Optional<ContestSandbox> lockById(long contestId);
}
