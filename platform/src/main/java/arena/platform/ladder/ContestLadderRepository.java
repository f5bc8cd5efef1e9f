package arena.platform.ladder;

import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;

public interface ContestLadderRepository extends JpaRepository<ContestLadder, Long> {

    /** The row the scheduler updates, locked until its transaction ends. */
    @Query(value = "select * from contest_sandboxes where contest_id = ?1 for update", nativeQuery = true)
    Optional<ContestLadder> lockById(long contestId);
}
